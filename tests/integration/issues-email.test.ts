import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { businessAccounts, companies } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { apiHeaders, sessionCookie } from '../helpers/api';

const app = createApiApp();
const DEMO_ID = async () => (await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO')))[0].id;

async function setEmails(account: string | null, company: string | null) {
  const id = await DEMO_ID();
  await getDb().update(businessAccounts).set({ emailForIssues: account }).where(eq(businessAccounts.companyId, id));
  await getDb().update(companies).set({ emailForIssues: company }).where(eq(companies.id, id));
}

async function menuSlugs(): Promise<string[]> {
  const res = await app.request('/api/front/ru/v1/landing/menu/DEMO', { headers: apiHeaders() });
  const flat = (entries: { slug: string; items: unknown[] }[]): string[] => entries.flatMap((e) => [e.slug, ...flat(e.items as never)]);
  return flat((await res.json()).links);
}

describe('SPEC 4 "Issue e-mail": the business account\'s EMAIL_FOR_ISSUES, the company\'s own value as fallback', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  beforeEach(async () => {
    await seedDemoData();
  });
  afterAll(async () => {
    await seedDemoData();
    await closeDb();
  });

  it("the business account's EMAIL_FOR_ISSUES is the company's issue e-mail", async () => {
    await setEmails('inbox@demo-clinic.kz', 'questions@demo-clinic.kz');
    expect((await findCompanyByCode('DEMO'))?.emailForIssues).toBe('inbox@demo-clinic.kz');
    const res = await app.request('/api/front/ru/v1/company/demo-clinic', { headers: apiHeaders() });
    expect((await res.json()).data.EMAIL_FOR_ISSUES).toBe('inbox@demo-clinic.kz');
  });

  it("without it, the company's own value is the fallback and ask-question still shows (SPEC 2.5)", async () => {
    await setEmails(null, 'questions@demo-clinic.kz');
    expect((await findCompanyByCode('DEMO'))?.emailForIssues).toBe('questions@demo-clinic.kz');
    expect(await menuSlugs()).toContain('ask-question');
  });

  it('with neither, there is no issue e-mail: no ask-question item, and a question is refused (409)', async () => {
    await setEmails(null, null);
    expect((await findCompanyByCode('DEMO'))?.emailForIssues).toBeNull();
    expect(await menuSlugs()).not.toContain('ask-question');
    const body = JSON.stringify({ COMPANY_CODE: 'DEMO', name: 'Ержан', email: 'erzhan@example.kz', text: 'Вопрос', consent: true });
    const res = await app.request('/api/w-front/ru/v1/questions', { method: 'POST', body, headers: { ...apiHeaders({ body }), 'x-client-address': '10.250.0.1' } });
    expect(res.status).toBe(409);
  });

  it("the business company edit sets the business account's EMAIL_FOR_ISSUES, and the company's fallback with it", async () => {
    const login = new URLSearchParams({ login: 'manager@demo-clinic.kz', password: 'Manager-demo-2026' }).toString();
    const signIn = await app.request('/api/api-front2/ru/v1/user/authorize', { method: 'POST', body: login, headers: apiHeaders({ body: login, contentType: 'application/x-www-form-urlencoded' }) });
    const body = JSON.stringify({ COMPANY_CODE: 'DEMO', EMAIL_FOR_ISSUES: 'desk@demo-clinic.kz' });
    const res = await app.request('/api/w-front/ru/v1/business/user/company', { method: 'POST', body, headers: apiHeaders({ body, cookies: [sessionCookie(signIn)] }) });
    expect(res.status).toBe(200);
    const [account] = await getDb().select().from(businessAccounts).where(eq(businessAccounts.companyId, await DEMO_ID()));
    expect(account.emailForIssues).toBe('desk@demo-clinic.kz');
    expect((await findCompanyByCode('DEMO'))?.emailForIssues).toBe('desk@demo-clinic.kz');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { loadDashboard } from '@/lib/business/inbox/dashboard';
import { loadShellState } from '@/lib/business/shell';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { call, demoManager, makeUser } from '../helpers/business';

const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';

describe('the business area read on the server (issue 20): the shell state and the open counts', () => {
  let manager: Awaited<ReturnType<typeof demoManager>>;
  let demoId: number;

  beforeAll(async () => {
    await seedDemoData();
    manager = await demoManager();
    [{ id: demoId }] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
  });
  afterAll(closeDb);

  it('gives the shell what the API calls give: companies, cabinets, the company and the permissions of the cabinet', async () => {
    const state = await loadShellState(manager.id, 'kk', 'DEMO', 1);
    const companies = (await call(app, 'GET', '/api/api-front2/kk/v1/business/user/companies', { cookie: manager.cookie })).json.data;
    const cabinets = (await call(app, 'GET', '/api/api-front2/kk/v1/business/user/cabinets?company_code=DEMO', { cookie: manager.cookie })).json.data;
    const company = (await call(app, 'GET', '/api/api-front2/kk/v1/company/DEMO', { cookie: manager.cookie })).json.data;
    const access = (await call(app, 'GET', '/api/business-api-front2/kk/DEMO/1/business/user/get_access', { cookie: manager.cookie })).json.data;
    expect(state).toMatchObject({ notMember: false, accounts: companies, cabinets, company, permissions: access.PERMISSIONS, cabinetCode: 1 });
  });

  it('opens the first cabinet for a code the user has none of, and says not a member for another clinic', async () => {
    expect(await loadShellState(manager.id, 'ru', 'DEMO', 77)).toMatchObject({ notMember: false, cabinetCode: 0 });
    const stranger = await makeUser('shell-stranger', [{ company: 'FAMILY', cabinet: 0, permissions: ['content.edit'] }]);
    const state = await loadShellState(stranger.id, 'ru', 'DEMO', 0);
    expect(state).toEqual({ notMember: true, accounts: [expect.objectContaining({ COMPANY_CODE: 'FAMILY' })] });
    expect(await loadShellState(stranger.id, 'ru', 'NOPE', 0)).toMatchObject({ notMember: true });
  });

  it('counts the open items as the dashboard does, follows a status change, and hides what the permissions do not cover', async () => {
    const [request] = await getDb().insert(s.appointmentRequests).values({ companyId: demoId, name: 'Тимур', phone: '+77015550111' }).returning();
    const before = (await call(app, 'GET', `${R}/open_counts`, { cookie: manager.cookie })).json.data;
    const dashboard = (await call(app, 'GET', `${R}/dashboard`, { cookie: manager.cookie })).json.data;
    expect(before).toEqual(dashboard.OPEN);
    expect(before.APPOINTMENTS).toBeGreaterThan(0);
    expect((await call(app, 'PUT', `${W}/appointments/${request.id}`, { cookie: manager.cookie, body: { status: 'done' } })).status).toBe(200);
    const after = (await call(app, 'GET', `${R}/open_counts`, { cookie: manager.cookie })).json.data;
    expect(after).toEqual({ ...before, APPOINTMENTS: before.APPOINTMENTS - 1 });
    const editor = await makeUser('counts-editor', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit', 'reviews.moderate'] }]);
    const limited = (await call(app, 'GET', `${R}/open_counts`, { cookie: editor.cookie })).json.data;
    expect(limited).toEqual({ APPOINTMENTS: null, QUESTIONS: null, REVIEWS_PENDING: before.REVIEWS_PENDING, VISITS_UPCOMING: null });
    const board = await loadDashboard({ company: { id: demoId, code: 'DEMO', slug: 'demo-clinic' }, permissions: ['reviews.moderate'] });
    expect(board.open).toEqual(limited);
  });
});

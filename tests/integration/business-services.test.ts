import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { PERMISSIONS } from '@/lib/business/permissions';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { call, makeUser } from '../helpers/business';

// The /pro services page lists the clinic's own service requests (issue 11, CRM): GET …/business/service_requests.

const app = createApiApp();
const send = (cookie: string, company: string, message: string) =>
  call(app, 'POST', '/api/w-front/ru/v1/crm/request_by_services', { cookie, body: { company_code: company, service: 'seo', message } });

describe('a clinic’s own service requests', () => {
  let demo: Awaited<ReturnType<typeof makeUser>>;
  let family: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    await seedDemoData();
    demo = await makeUser('crm-demo', [{ company: 'DEMO', cabinet: 0, permissions: [...PERMISSIONS] }]);
    family = await makeUser('crm-family', [{ company: 'FAMILY', cabinet: 0, permissions: [...PERMISSIONS] }]);
  });
  afterAll(async () => {
    await closeDb();
  });

  it('lists only the company’s requests, newest first, with status and paging', async () => {
    const marker = `run-${Date.now()}`;
    expect((await send(demo.cookie, 'DEMO', `${marker} first`)).status).toBe(201);
    expect((await send(demo.cookie, 'DEMO', `${marker} second`)).status).toBe(201);
    expect((await send(family.cookie, 'FAMILY', `${marker} other clinic`)).status).toBe(201);

    const list = await call(app, 'GET', '/api/business-api-front2/ru/DEMO/0/business/service_requests?page_size=100', { cookie: demo.cookie });
    expect(list.status).toBe(200);
    const mine = list.json.data.filter((row: { MESSAGE: string }) => row.MESSAGE.startsWith(marker));
    expect(mine.map((row: { MESSAGE: string }) => row.MESSAGE)).toEqual([`${marker} second`, `${marker} first`]);
    expect(mine[0]).toMatchObject({ COMPANY_CODE: 'DEMO', SERVICE: 'seo', STATUS: 'new', CONTACT_EMAIL: demo.email });
    expect(list.json.data.every((row: { COMPANY_CODE: string }) => row.COMPANY_CODE === 'DEMO')).toBe(true);
    expect(list.json.meta).toMatchObject({ PAGE: 1, PAGE_SIZE: 100 });

    const page = await call(app, 'GET', '/api/business-api-front2/ru/DEMO/0/business/service_requests?page_size=1', { cookie: demo.cookie });
    expect(page.json.data).toHaveLength(1);
    expect(page.json.meta.TOTAL).toBeGreaterThanOrEqual(2);
  });

  it('needs company.edit in the path’s cabinet', async () => {
    const editor = await makeUser('crm-editor', [{ company: 'DEMO', cabinet: 0, permissions: PERMISSIONS.filter((p) => p !== 'company.edit') }]);
    const refused = await call(app, 'GET', '/api/business-api-front2/en/DEMO/0/business/service_requests', { cookie: editor.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('permission_required');
    expect((await call(app, 'GET', '/api/business-api-front2/ru/DEMO/0/business/service_requests', { cookie: family.cookie })).status).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { computeRequestToken } from '@/lib/http/request-token-server';
import { serializeBodyForToken } from '@/lib/http/request-token';
import { BASIC, CSRF } from '../helpers/api';
import { call, demoManager, makeUser } from '../helpers/business';

// Bad input to every business endpoint is a 400, 403, 404, 413 or 415 with a JSON error, never a 500.

const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
const HUGE = 'я'.repeat(1_000_000);
const OK = [400, 403, 404, 409, 413, 415];

const WRITES: { method: string; path: string; bodies: unknown[] }[] = [
  { method: 'POST', path: `${W}/cabinets`, bodies: [{}, { name: 5 }, { name: HUGE }, { name: '' }, [], null] },
  { method: 'POST', path: `${W}/access_codes`, bodies: [{}, { permissions: 'content.edit' }, { permissions: ['root'] }, { permissions: ['content.edit'], max_uses: 0 }, { permissions: ['content.edit'], max_uses: 1e12 }, { permissions: ['content.edit'], expires_in_days: 'soon' }, { permissions: ['content.edit'], cabinet: 999 }, { permissions: ['content.edit'], cabinet: -1 }, { permissions: Array(1000).fill('content.edit') }] },
  { method: 'PUT', path: `${W}/members/1`, bodies: [{}, { permissions: [HUGE] }, { permissions: null }] },
  { method: 'PUT', path: `${W}/members/2147483648`, bodies: [{ permissions: [] }] },
  { method: 'PUT', path: `${W}/members/abc`, bodies: [{ permissions: [] }] },
  { method: 'PUT', path: `${W}/appointments/999999`, bodies: [{ status: 'done' }, { status: 'archived' }, { note: HUGE }, { note: 7 }] },
  { method: 'PUT', path: `${W}/questions/999999`, bodies: [{ status: 'done' }, { status: ['new'] }, { note: { a: 1 } }] },
  { method: 'POST', path: `${W}/questions/999999/answer`, bodies: [{ answer: 'x' }, {}, { answer: HUGE }, { answer: '' }] },
  { method: 'PUT', path: `${W}/reviews/999999`, bodies: [{ status: 'published' }, { status: 'pending' }, { reply: HUGE }, { reply: 1 }] },
  { method: 'PUT', path: `${W}/news_categories/999999`, bodies: [{}, { name: HUGE }, { name: { ru: HUGE } }, { name: { ru: 5 } }, { name: { xx: 'y', ru: 'x' } }, { name: { ru: 'x' }, component: 'carousel' }, { name: { ru: 'x' } }, [], null] },
  { method: 'PUT', path: `${W}/news_categories/abc`, bodies: [{ name: { ru: 'x' } }] },
  { method: 'DELETE', path: `${W}/news_categories/999999`, bodies: [undefined] },
  { method: 'DELETE', path: `${W}/news_categories/-1`, bodies: [undefined] },
  { method: 'POST', path: `${W}/news_categories/999999/move`, bodies: [{}, { direction: 'left' }, { direction: HUGE }, { direction: 'up' }, null] },
  { method: 'POST', path: '/api/w-business/ru/DEMO/1/business/user/request_access', bodies: [{}, { access_code: 5 }, { access_code: HUGE }, { access_code: '' }] },
  { method: 'POST', path: '/api/w-business/ru/FORGED/0/business/user/request_access', bodies: [{ access_code: 'DEMO-ACCESS-2026' }] },
  { method: 'POST', path: '/api/w-front/ru/v1/business/user/company', bodies: [{ COMPANY_SLUG: 'Bad Slug', COMPANY_NAME: 'X' }, { COMPANY_SLUG: 'ok-slug-input' }, { COMPANY_NAME: HUGE, COMPANY_SLUG: 'ok-slug-input' }, { COMPANY_CODE: 'NOPE', COMPANY_NAME: 'X' }, { COMPANY_CODE: 'DEMO', LOGO: 'javascript:alert(1)' }, { COMPANY_CODE: 'DEMO', LOGO: '//evil.example/x.png' }, { COMPANY_CODE: 'DEMO', PHONES: ['123'] }, { COMPANY_CODE: 'DEMO', FRONT_LANDING_TEMPLATE_ID: 'pro' }, { COMPANY_CODE: 5 }, [], 'text'] },
  { method: 'POST', path: '/api/w-front/ru/v1/crm/request_by_services', bodies: [{}, { company_code: 'DEMO', service: 'hack', message: 'x' }, { company_code: 'DEMO', service: 'seo', message: HUGE }, { company_code: 'NOPE', service: 'seo', message: 'x' }, { company_code: 'DEMO', service: 'seo', message: 'x', contact_phone: '12' }] },
];

const READS = [
  `${R}/appointments?status=archived`,
  `${R}/appointments?page=0`,
  `${R}/appointments?page_size=1000`,
  `${R}/questions?page=abc`,
  `${R}/reviews?status=deleted`,
  `${R}/audit?kind=everything`,
  `${R}/audit?user_id=-5`,
  `${R}/access_codes?cabinet=abc`,
  `${R}/members?cabinet=12345`,
  `${R}/service_requests?page=0`,
  `${R}/service_requests?page_size=abc`,
  '/api/api-front2/ru/v1/business/user/cabinets',
  `/api/api-front2/ru/v1/business/user/cabinets?company_code=${'X'.repeat(100)}`,
  `/api/api-front2/ru/v1/company/${'X'.repeat(100)}`,
  '/api/api-front2/ru/v1/company/NOPE',
  '/api/business-api-front2/ru/DEMO/0%00/business/dashboard',
  '/api/business-api-front2/ru/DEMO/1/business/user/get_access',
];

describe('bad input to the business endpoints (issue 11)', () => {
  let owner: string;
  beforeAll(async () => {
    await seedDemoData();
    owner = (await demoManager()).cookie;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('wrong types, missing fields, 1 MB strings, unknown ids and forged codes: 4xx with a JSON error, never 500', async () => {
    const failures: string[] = [];
    // The demo owner is also a member of DEMO cabinet 1 (narrower) and FAMILY: a fresh member of DEMO 0 only sees forged codes as forged.
    const member = await makeUser('input-owner', [{ company: 'DEMO', cabinet: 0, permissions: ['members.manage', 'appointments.read', 'questions.read', 'reviews.moderate', 'company.edit', 'content.edit'] }]);
    for (const cookie of [owner, member.cookie]) {
      for (const write of WRITES) {
        for (const body of write.bodies) {
          const { status, json } = await call(app, write.method, write.path, { cookie, body });
          if (!OK.includes(status) || typeof json?.error?.code !== 'string') failures.push(`${write.method} ${write.path} ${JSON.stringify(body).slice(0, 80)}: ${status}`);
        }
      }
      for (const path of READS) {
        const { status, json } = await call(app, 'GET', path, { cookie });
        if (path.endsWith('/1/business/user/get_access') && cookie === owner) continue; // the owner is a member of cabinet 1
        if (!OK.includes(status) || typeof json?.error?.code !== 'string') failures.push(`GET ${path}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('field errors are stable codes and the message is in the caller\'s language', async () => {
    const res = await call(app, 'POST', '/api/w-business/uz/DEMO/0/business/access_codes', { cookie: owner, body: { permissions: ['root'], max_uses: 'many' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'invalid_input', message: 'Maydonlar toʻgʻri toʻldirilganini tekshiring.', fields: { 'permissions.0': ['unknown_permission'], max_uses: ['invalid_type'] } });
    const slug = await call(app, 'POST', '/api/w-front/en/v1/business/user/company', { cookie: owner, body: { COMPANY_SLUG: 'Я', COMPANY_NAME: 'X' } });
    expect(slug.json.error.fields).toEqual({ COMPANY_SLUG: ['invalid_slug'] });
    const json = await call(app, 'POST', `${W}/cabinets`, { cookie: owner, rawBody: '{"name":', contentType: 'application/json' });
    expect([json.status, json.json.error.code]).toEqual([400, 'invalid_json']);
    const text = await call(app, 'POST', `${W}/cabinets`, { cookie: owner, rawBody: 'name=x', contentType: 'text/plain' });
    expect([text.status, text.json.error.code]).toEqual([415, 'unsupported_media_type']);
  });

  it('the company form is taken as multipart too, with phones as one text', async () => {
    const form = new FormData();
    form.set('COMPANY_CODE', 'DEMO');
    form.set('PHONES', '+7 727 355 12 34, 8 701 555 12 34');
    // A logo comes only as an uploaded file (issue 19): an empty LOGO removes it.
    form.set('LOGO', '');
    const headers = { authorization: BASIC, cookie: `csrf_token=${CSRF}; ${owner}`, 'x-token': computeRequestToken(CSRF, serializeBodyForToken(form)) };
    const res = await app.request('/api/w-front/ru/v1/business/user/company', { method: 'POST', body: form, headers });
    const json = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    expect(json.data.LOGO).toBeNull();
    const [demo] = await getDb().select().from(s.companies).where(eq(s.companies.code, 'DEMO'));
    expect(demo.phones).toEqual(['+77273551234', '+77015551234']);
  });
});

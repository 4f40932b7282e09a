/**
 * Issue 9 "No 500 for anything a client can send": each case found from outside, as a test.
 * Control characters, malformed percent-encoding, missing or wrong content types, empty bodies,
 * overlong values and wrong JSON types get a 400 or 415 with the JSON error, and nothing is stored.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { closeDb, getDb } from '@/lib/db/client';
import { companies, questions, users } from '@/lib/db/schema';
import { clinicDate } from '@/lib/forms/schemas';
import { serializeBodyForToken } from '@/lib/http/request-token';
import { computeRequestToken } from '@/lib/http/request-token-server';
import { spend } from '@/lib/security/rate-limit';
import { DEMO_ACCOUNTS, seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders, BASIC, CSRF } from '../helpers/api';

const app = createApiApp();

const AUTHORIZE = '/api/api-front2/ru/v1/user/authorize';
const APPOINTMENT = '/api/w-front/ru/v1/appointment';
const QUESTIONS = '/api/w-front/ru/v1/questions';
const REVIEWS = '/api/w-front/ru/v1/reviews';
const COMPANY_EDIT = '/api/w-front/ru/v1/business/user/company';
const OSMS = '/api/front/ru/v1/company/DEMO/insurance/osms-status';

// Every request from its own address: the 'forms' limit counts per address, and counters outlive a run.
let addressCounter = Math.floor(Math.random() * 60_000);
const nextAddress = () => {
  addressCounter += 1;
  return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

let managerSession = '';

async function post(url: string, body: string, contentType: string | null = 'application/json', extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...apiHeaders({ body, cookies: [managerSession] }), 'x-client-address': nextAddress(), ...extra };
  if (contentType === null) delete headers['content-type'];
  else headers['content-type'] = contentType;
  // Bytes, not a string: fetch would label a string body text/plain itself.
  return app.request(url, { method: 'POST', body: body === '' ? undefined : new TextEncoder().encode(body), headers });
}

const postJson = (url: string, value: unknown) => post(url, JSON.stringify(value));

async function errorOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, ...((await response.json()) as { error: { code: string; fields?: Record<string, string[]> } }).error };
}

const get = (path: string) => app.request(path, { headers: { authorization: BASIC } });

const appointment = (extra: Record<string, unknown> = {}) => ({ COMPANY_CODE: 'DEMO', name: 'Асель', phone: '+7 701 555 12 34', preferredDate: clinicDate(3), consent: true, ...extra });
const question = (extra: Record<string, unknown> = {}) => ({ COMPANY_CODE: 'DEMO', name: 'Ержан', email: 'erzhan@example.kz', text: 'Вопрос', consent: true, ...extra });
const review = (extra: Record<string, unknown> = {}) => ({ COMPANY_CODE: 'DEMO', AUTHOR_NAME: 'Анна', RATING: 5, TEXT: 'Спасибо', consent: true, ...extra });
const companyEdit = (extra: Record<string, unknown> = {}) => ({ COMPANY_CODE: 'DEMO', ...extra });

const questionCount = async () => (await getDb().select({ n: count() }).from(questions))[0].n;

describe('No 500 for anything a client can send (issue 9)', () => {
  beforeAll(async () => {
    await seedDemoData();
    const manager = DEMO_ACCOUNTS.find((account) => account.role === 'business user')!;
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, manager.login));
    managerSession = `${SESSION_COOKIE}=${(await createSession(user.id, 'test')).token}`;
  });
  afterAll(async () => {
    await seedDemoData();
    await closeDb();
  });

  it('a NUL byte in a JSON field is a 400 naming the field, on every form and edit, and nothing is stored', async () => {
    const before = await questionCount();
    const cases: [string, unknown, string][] = [
      [APPOINTMENT, appointment({ name: 'Асель\u0000' }), 'name'],
      [APPOINTMENT, appointment({ comment: 'a\u0000b' }), 'comment'],
      [QUESTIONS, question({ text: '\u0000' }), 'text'],
      [QUESTIONS, question({ COMPANY_CODE: 'DEMO\u0000' }), 'COMPANY_CODE'],
      [REVIEWS, review({ TEXT: 'Спасибо\u0000' }), 'TEXT'],
      [REVIEWS, review({ SPECIALIST: 'gulnara-omarova\u0000' }), 'SPECIALIST'],
      [COMPANY_EDIT, companyEdit({ COMPANY_NAME: 'Клиника\u0000' }), 'COMPANY_NAME'],
      [OSMS, { iin: '900101300027\u0000' }, 'iin'],
    ];
    for (const [url, body, field] of cases) {
      const error = await errorOf(await postJson(url, body));
      expect(error, `${url} ${field}`).toMatchObject({ status: 400, code: 'invalid_input', fields: { [field]: ['invalid'] } });
    }
    expect(await questionCount()).toBe(before);
    const [demo] = await getDb().select({ name: companies.name }).from(companies).where(eq(companies.code, 'DEMO'));
    expect(JSON.stringify(demo.name)).not.toContain('\\u0000');
  });

  it('a NUL byte in a nested JSON value or in a key is refused too', async () => {
    expect(await errorOf(await postJson(QUESTIONS, question({ extra: [{ deep: ['\u0000'] }] })))).toMatchObject({ status: 400, fields: { 'extra.0.deep.0': ['invalid'] } });
    expect(await errorOf(await postJson(QUESTIONS, { ...question(), 'na\u0000me': 'x' }))).toMatchObject({ status: 400, fields: { _: ['invalid'] } });
  });

  it('a NUL byte in a sign-in form field (urlencoded or multipart) is a 400, not a 500', async () => {
    const urlencoded = new URLSearchParams({ login: 'patient@demo-clinic.kz\u0000', password: 'x' }).toString();
    expect(await errorOf(await post(AUTHORIZE, urlencoded, 'application/x-www-form-urlencoded'))).toMatchObject({ status: 400, code: 'invalid_input', fields: { login: ['invalid'] } });

    const form = new FormData();
    form.append('login', 'patient@demo-clinic.kz');
    form.append('password', 'pass\u0000word');
    const headers = { authorization: BASIC, cookie: `csrf_token=${CSRF}`, 'x-token': computeRequestToken(CSRF, serializeBodyForToken(form)) };
    const response = await app.request(AUTHORIZE, { method: 'POST', body: form, headers });
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'invalid_input', fields: { password: ['invalid'] } });
  });

  it('other C0 controls and unpaired surrogates are refused; tab, line breaks and any other Unicode are kept', async () => {
    for (const odd of ['\u0001', '\u000b', '\u001f', '\u007f', '\ud800', 'a\udc00b']) {
      const error = await errorOf(await postJson(QUESTIONS, question({ text: `Вопрос ${odd}` })));
      expect(error, JSON.stringify(odd)).toMatchObject({ status: 400, fields: { text: ['invalid'] } });
    }
    const text = 'Строка 1\r\nСтрока 2\n\tотступ 😀 ʻ \u2028 \u0085';
    const response = await postJson(QUESTIONS, question({ text }));
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const [stored] = await getDb().select({ text: questions.text }).from(questions).where(eq(questions.id, data.id));
    expect(stored.text).toBe(text);
  });

  it('a NUL byte, a control character or malformed percent-encoding in a path segment or query value is a 400 invalid_url', async () => {
    for (const path of [
      '/api/front/ru/v1/news/DEMO/%00',
      '/api/front/ru/v1/news/%00',
      '/api/front/ru/v1/news/DEMO/clinic-news?page=%00',
      '/api/front/ru/v1/news/DEMO/clinic-news/a%00b',
      '/api/front/ru/v1/specialists/DEMO/%00',
      '/api/front/ru/v1/specialists/DEMO?specialty=%0A',
      '/api/front/ru/v1/reviews/DEMO?specialist=%1F',
      '/api/front/ru/v1/materials/DEMO/%7F',
      '/api/front/ru/v1/redirect?company=DEMO&path=/%00',
      '/api/front/ru/v1/redirect?company=DEMO&path=/old%00',
      '/api/front/ru/v1/company/%FF%FE',
      '/api/front/ru/v1/company/%ZZ',
      '/api/front/ru/v1/company/%',
      '/api/front/ru/v1/company/%ED%A0%80',
      '/api/front/ru/v1/gallery/DEMO?%00=1',
      '/api/front/%00/v1/gallery/DEMO',
    ]) {
      expect(await errorOf(await get(path)), path).toMatchObject({ status: 400, code: 'invalid_url' });
    }
    // Encoded text that is no control character still reaches the route: a 404, not a refusal.
    expect(await errorOf(await get('/api/front/ru/v1/news/DEMO/%D0%B0%20%2F'))).toMatchObject({ status: 404 });
  });

  it('a sign-in POST with no Content-Type and an empty body is a 415, not a 500', async () => {
    expect(await errorOf(await post(AUTHORIZE, '', null))).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  it('every POST route answers a missing Content-Type with 415 and an empty body with 400', async () => {
    for (const url of [AUTHORIZE, APPOINTMENT, QUESTIONS, REVIEWS, COMPANY_EDIT, OSMS]) {
      expect(await errorOf(await post(url, '', null)), `${url} no type, no body`).toMatchObject({ status: 415 });
      expect(await errorOf(await post(url, '{"COMPANY_CODE":"DEMO"}', null)), `${url} no type`).toMatchObject({ status: 415 });
      const declared = url === AUTHORIZE ? 'application/x-www-form-urlencoded' : 'application/json';
      expect(await errorOf(await post(url, '', declared)), `${url} empty ${declared}`).toMatchObject({ status: 400 });
    }
  });

  it('every POST route answers a content type it does not take with 415 or 400, never 500', async () => {
    for (const url of [AUTHORIZE, APPOINTMENT, QUESTIONS, REVIEWS, COMPANY_EDIT, OSMS]) {
      for (const type of ['text/plain', 'application/octet-stream', 'multipart/form-data', 'application/json; charset=utf-16', 'application/xml']) {
        const { status } = await errorOf(await post(url, 'login=a&password=b', type));
        expect([400, 415], `${url} ${type}`).toContain(status);
      }
    }
  });

  it('overlong values, wrong JSON types, arrays for objects and huge numbers are 400s', async () => {
    const bodies: [string, string][] = [
      [QUESTIONS, JSON.stringify(question({ text: 'a'.repeat(100_000) }))],
      [QUESTIONS, JSON.stringify(question({ name: 'a'.repeat(10_000), email: `${'a'.repeat(300)}@example.kz` }))],
      [QUESTIONS, JSON.stringify([question()])],
      [QUESTIONS, '"text"'],
      [QUESTIONS, 'null'],
      [QUESTIONS, JSON.stringify(question({ text: { html: '<b>' } }))],
      [APPOINTMENT, JSON.stringify(appointment({ specialistId: 1e308 }))],
      [APPOINTMENT, '{"COMPANY_CODE":"DEMO","name":"A","phone":"+77015551234","consent":true,"specialistId":1e999}'],
      [APPOINTMENT, JSON.stringify(appointment({ specialistId: 2 ** 31 }))],
      [APPOINTMENT, JSON.stringify(appointment({ preferredDate: '9999-99-99' }))],
      [APPOINTMENT, JSON.stringify(appointment({ phone: 12345 }))],
      [REVIEWS, JSON.stringify(review({ RATING: 1e308 }))],
      [REVIEWS, JSON.stringify(review({ RATING: -0.5 }))],
      [REVIEWS, JSON.stringify(review({ RATING: '5' }))],
      [REVIEWS, JSON.stringify(review({ COMPANY_CODE: ['DEMO'] }))],
      [COMPANY_EDIT, JSON.stringify(companyEdit({ COMPANY_NAME: 'a'.repeat(5000) }))],
      [COMPANY_EDIT, JSON.stringify(companyEdit({ is_active_online_entry: 'maybe' }))],
      [COMPANY_EDIT, JSON.stringify(companyEdit({ FRONT_LANDING_TEMPLATE_ID: { id: 1 } }))],
      [OSMS, JSON.stringify({ iin: 900101300027 })],
      [OSMS, JSON.stringify({ iin: '9'.repeat(10_000) })],
      [QUESTIONS, '['.repeat(10_000) + ']'.repeat(10_000)],
      [QUESTIONS, '{"text":'],
    ];
    for (const [url, body] of bodies) {
      expect(await errorOf(await post(url, body)), `${url} ${body.slice(0, 80)}`).toMatchObject({ status: 400 });
    }
    for (const path of [
      '/api/front/ru/v1/reviews/DEMO?page=1e400',
      '/api/front/ru/v1/reviews/DEMO?page=99999999999999999999',
      '/api/front/ru/v1/reviews/DEMO?page=-1',
      '/api/front/ru/v1/news/DEMO/clinic-news?page=99999999999999999999',
      `/api/front/ru/v1/redirect?company=DEMO&path=/${'a'.repeat(5000)}`,
      `/api/front/ru/v1/specialists/DEMO?specialty=${'a'.repeat(5000)}`,
    ]) {
      const { status } = await errorOf(await get(path));
      expect([400, 404], path.slice(0, 80)).toContain(status);
    }
  });

  it('a rate-limit key of any length or content is counted, never a 500 from its column', async () => {
    await expect(spend('formAddress', `${'x'.repeat(1000)}\u0000`)).resolves.toBeDefined();
    const response = await postJson(QUESTIONS, question());
    expect(response.status).toBe(201);
    const forwarded = await post(QUESTIONS, JSON.stringify(question()), 'application/json', { 'x-client-address': `${'1'.repeat(400)}, 10.0.0.1`, 'x-forwarded-for': `${'1'.repeat(400)}, 10.0.0.1` });
    expect(forwarded.status).toBe(201);
  });

  it('a control character in a multipart field of the business edit is refused; a tab is kept', async () => {
    const form = new FormData();
    form.append('COMPANY_CODE', 'DEMO');
    form.append('COMPANY_NAME_EN', 'Demo\u0007 clinic');
    const headers = { authorization: BASIC, cookie: `csrf_token=${CSRF}; ${managerSession}`, 'x-token': computeRequestToken(CSRF, serializeBodyForToken(form)) };
    expect(await errorOf(await app.request(COMPANY_EDIT, { method: 'POST', body: form, headers }))).toMatchObject({ status: 400, fields: { COMPANY_NAME_EN: ['invalid'] } });
    const ok = await postJson(COMPANY_EDIT, companyEdit({ COMPANY_NAME_EN: 'Demo clinic\tone' }));
    expect(ok.status).toBe(200);
  });

});

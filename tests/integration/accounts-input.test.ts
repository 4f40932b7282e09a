import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { closeDb, getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import { apiHeaders } from '../helpers/api';
import { accountClient, newEmail, nextAccountAddress, sessionCookie } from '../helpers/accounts';

const app = createApiApp();
const api = accountClient(app);

/** Every account call that takes a body, with the fields it reads. */
const CALLS: Record<string, string[]> = {
  '/api/api-front2/{locale}/v1/user/register/email': ['email', 'password', 'lastname', 'name', 'middlename', 'consent'],
  '/api/api-front2/{locale}/v1/user/register/phone': ['tel', 'password', 'lastname', 'name', 'middlename', 'consent'],
  '/api/api-front2/{locale}/v1/user/register/resend': ['target'],
  '/api/api-front2/{locale}/v1/user/register/confirmation_code': ['target', 'code'],
  '/api/api-front2/{locale}/v1/user/confirmation/email': ['email', 'code'],
  '/api/api-front2/{locale}/v1/user/confirmation/phone': ['tel', 'code'],
  '/api/api-front2/{locale}/v1/user/restore': ['login'],
  '/api/api-front2/{locale}/v1/user/restore_password': ['login', 'code', 'password'],
  '/api/api-front2/{locale}/v1/user/change_password': ['password', 'new_password'],
  '/api/api-front2/{locale}/v1/user/change_information': ['lastname', 'name', 'middlename'],
};
/** Fields that may be left out. */
const OPTIONAL = new Set(['lastname', 'middlename', 'email@confirmation', 'tel@confirmation', 'code@confirmation']);
const optional = (path: string, field: string) => OPTIONAL.has(field) || (path.includes('/confirmation/') && OPTIONAL.has(`${field}@confirmation`));

let cookie: string;

async function expectFieldErrors(res: Response, label: string, locale?: 'en' | 'kk') {
  expect(res.status, label).toBe(400);
  const { error } = await res.json();
  expect(typeof error.code, label).toBe('string');
  expect(Object.keys(error.fields ?? {}).length, label).toBeGreaterThan(0);
  if (locale) {
    const texts = Object.values(locale === 'en' ? en.AccountErrors : kk.AccountErrors);
    for (const message of Object.values(error.fieldMessages as Record<string, string>)) expect(texts, label).toContain(message);
    expect(error.message, label).toBe((locale === 'en' ? en : kk).AccountErrors.summary);
  }
  return error as { fields: Record<string, string[]>; fieldMessages: Record<string, string> };
}

describe('bad input to the account calls: 400 with field errors in the caller’s language, never a 500', () => {
  beforeAll(async () => {
    await seedDemoData();
    const email = newEmail('input');
    await getDb()
      .insert(users)
      .values({ email, passwordHash: await hashPassword('Input-pass-1'), name: 'Ввод' });
    const body = new URLSearchParams({ login: email, password: 'Input-pass-1' }).toString();
    const res = await app.request('/api/api-front2/ru/v1/user/authorize', { method: 'POST', body, headers: { ...apiHeaders({ body, contentType: 'application/x-www-form-urlencoded' }), 'x-client-address': nextAccountAddress() } });
    cookie = sessionCookie(res);
  });
  afterAll(async () => {
    await closeDb();
  });

  it('names every missing required field, in English and in Kazakh', async () => {
    for (const [path, fields] of Object.entries(CALLS)) {
      for (const locale of ['en', 'kk'] as const) {
        const res = await api.post(path, {}, { cookies: [cookie], locale });
        const required = fields.filter((field) => !optional(path, field));
        if (required.length === 0) {
          // Nothing required (a confirmation without a new address): not an input error.
          expect(res.status, path).toBeLessThan(500);
          continue;
        }
        const error = await expectFieldErrors(res, `${locale} ${path}`, locale);
        for (const field of required) expect(error.fields[field], `${path} ${field}`).toEqual([field === 'consent' ? 'consent_required' : 'required']);
        for (const field of required) expect(error.fieldMessages[field], `${path} ${field}`).toBe((locale === 'en' ? en : kk).AccountErrors[field === 'consent' ? 'consent_required' : 'required']);
      }
    }
  });

  it('refuses wrong JSON types field by field', async () => {
    for (const [path, fields] of Object.entries(CALLS)) {
      for (const wrong of [12345678, ['a'], { a: 1 }, true]) {
        const body = Object.fromEntries(fields.map((field) => [field, wrong]));
        const error = await expectFieldErrors(await api.post(path, body, { cookies: [cookie], locale: 'en' }), `${path} ${JSON.stringify(wrong)}`, 'en');
        expect(Object.keys(error.fields).length, path).toBeGreaterThan(0);
      }
      for (const body of [[], 'just a string', 42, null]) await expectFieldErrors(await api.post(path, JSON.stringify(body), { cookies: [cookie] }), `${path} ${JSON.stringify(body)}`);
    }
  });

  it('refuses 1 MB strings with too_long, not a 500', async () => {
    const huge = 'я'.repeat(1024 * 1024);
    for (const [path, fields] of Object.entries(CALLS)) {
      const body = Object.fromEntries(fields.map((field) => [field, field === 'consent' ? true : huge]));
      const error = await expectFieldErrors(await api.post(path, body, { cookies: [cookie], locale: 'kk' }), path, 'kk');
      for (const field of fields.filter((f) => f !== 'consent')) expect(error.fields[field], `${path} ${field}`).toContain('too_long');
    }
  });

  it('refuses script tags where a name, an address or a code belongs', async () => {
    const script = '<script>alert(1)</script>';
    for (const [path, fields] of Object.entries(CALLS)) {
      const body = Object.fromEntries(fields.map((field) => [field, field === 'consent' ? true : script]));
      const res = await api.post(path, body, { cookies: [cookie], locale: 'en' });
      expect(res.status, path).toBe(400);
      const { error } = await res.json();
      expect(error.fields, path).toBeTruthy();
      for (const field of ['name', 'lastname', 'middlename', 'email', 'tel', 'code', 'login', 'target'].filter((f) => fields.includes(f))) expect(error.fields[field], `${path} ${field}`).toBeTruthy();
    }
    const named = await api.post('/api/api-front2/en/v1/user/change_information', { name: script }, { cookies: [cookie] });
    expect((await named.json()).error).toMatchObject({ fields: { name: ['invalid_name'] }, fieldMessages: { name: en.AccountErrors.invalid_name } });
  });

  it('refuses a 10 MB JSON body without a 500', async () => {
    const body = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(10 * 1024 * 1024), name: 'Анна', consent: true });
    const res = await api.post('/api/api-front2/{locale}/v1/user/register/email', body, { locale: 'en' });
    expect([400, 413]).toContain(res.status);
    expect(typeof (await res.json()).error.code).toBe('string');
  });

  it('refuses a body that is not JSON: 415 for another type, 400 for broken JSON', async () => {
    const path = '/api/api-front2/ru/v1/user/register/email';
    const form = new URLSearchParams({ email: 'a@example.test' }).toString();
    const asForm = await app.request(path, { method: 'POST', body: form, headers: { ...apiHeaders({ body: form, contentType: 'application/x-www-form-urlencoded' }), 'x-client-address': nextAccountAddress() } });
    expect(asForm.status).toBe(415);
    const broken = '{"email": ';
    expect((await api.post(path.replace('/ru/', '/{locale}/'), broken)).status).toBe(400);
  });
});

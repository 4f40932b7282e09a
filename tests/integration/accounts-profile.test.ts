import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { closeDb, getDb } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import en from '@/messages/en.json';
import uz from '@/messages/uz.json';
import { apiHeaders } from '../helpers/api';
import { accountClient, lastCode, lastMessage, newEmail, newPhone, nextAccountAddress, sessionCookie } from '../helpers/accounts';

const app = createApiApp();
const api = accountClient(app);

const USER = '/api/api-front2/{locale}/v1/user';
const AUTH = '/api/front/{locale}/v1/auth';
const RESTORE = '/api/api-front2/{locale}/v1/user/restore';
const RESTORE_PASSWORD = '/api/api-front2/{locale}/v1/user/restore_password';
const CHANGE_PASSWORD = '/api/api-front2/{locale}/v1/user/change_password';
const CHANGE_INFORMATION = '/api/api-front2/{locale}/v1/user/change_information';
const CONFIRM_EMAIL = '/api/api-front2/{locale}/v1/user/confirmation/email';
const CONFIRM_PHONE = '/api/api-front2/{locale}/v1/user/confirmation/phone';
const SESSIONS = '/api/api-front2/{locale}/v1/user/sessions';
const END_OTHERS = '/api/api-front2/{locale}/v1/user/sessions/end_others';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function createUser(values: Partial<typeof users.$inferInsert> = {}) {
  const email = newEmail('profile');
  const password = 'Old-password-1';
  const [user] = await getDb()
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), name: 'Анна', emailConfirmedAt: new Date(), ...values })
    .returning();
  return { ...user, email: user.email ?? email, password };
}

async function signIn(login: string, password: string, userAgent?: string) {
  const body = new URLSearchParams({ login, password }).toString();
  const headers: Record<string, string> = { ...apiHeaders({ body, contentType: 'application/x-www-form-urlencoded' }), 'x-client-address': nextAccountAddress() };
  if (userAgent) headers['user-agent'] = userAgent;
  return app.request('/api/api-front2/ru/v1/user/authorize', { method: 'POST', body, headers });
}

const cookieOf = async (login: string, password: string, userAgent?: string) => {
  const res = await signIn(login, password, userAgent);
  expect(res.status).toBe(200);
  return sessionCookie(res);
};
const status = async (cookie: string) => (await api.get(USER, { cookies: [cookie] })).status;

describe('the signed-in account: passwords, restore, personal information, addresses, sessions', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  afterAll(async () => {
    await closeDb();
  });

  it('answers 401 login_required, in the caller’s language, to every account call without a session, and /front/v1/auth never 401', async () => {
    for (const path of [CHANGE_PASSWORD, CHANGE_INFORMATION, CONFIRM_EMAIL, CONFIRM_PHONE, END_OTHERS]) {
      const res = await api.post(path, path === CHANGE_PASSWORD ? { password: 'x', new_password: 'Another-pass-1' } : path === CHANGE_INFORMATION ? { name: 'Анна' } : {});
      expect(res.status, path).toBe(401);
      expect((await res.json()).error, path).toMatchObject({ code: 'login_required', message: 'Войдите в аккаунт' });
    }
    // Before the body is checked: a signed-out caller gets no field errors.
    for (const path of [CHANGE_PASSWORD, CHANGE_INFORMATION, CONFIRM_EMAIL, CONFIRM_PHONE]) expect((await api.post(path, { name: 12, code: [] })).status, path).toBe(401);
    expect((await api.get(SESSIONS)).status).toBe(401);
    const auth = await api.get(AUTH);
    expect(auth.status).toBe(200);
    expect(await auth.json()).toEqual({ data: { authorized: false } });
    const user = await createUser();
    expect(await (await api.get(AUTH, { cookies: [await cookieOf(user.email, user.password)] })).json()).toEqual({ data: { authorized: true } });
  });

  it("change_password checks the current password and ends the user's other sessions; this device stays signed in", async () => {
    const user = await createUser();
    const other = await cookieOf(user.email, user.password);
    const here = await cookieOf(user.email, user.password);
    const wrong = await api.post(CHANGE_PASSWORD, { password: 'not-it', new_password: 'New-password-2' }, { cookies: [here], locale: 'en' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatchObject({ code: 'wrong_password', fields: { password: ['wrong_password'] }, fieldMessages: { password: en.AccountErrors.wrong_password } });
    expect(await status(other)).toBe(200);

    const changed = await api.post(CHANGE_PASSWORD, { password: user.password, new_password: 'New-password-2' }, { cookies: [here] });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ data: true });
    expect(await status(other)).toBe(401);
    expect(await status(here)).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(400);
    expect((await signIn(user.email, 'New-password-2')).status).toBe(200);
  });

  it('restore sends a code only to an existing account (an unknown address gets a notice without one) but answers the same; restore_password ends every session and signs in here', async () => {
    const unknown = newEmail('nobody');
    const none = await api.post(RESTORE, { login: unknown }, { locale: 'en' });
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ data: { channel: 'email', resendAfter: 60 } });
    const notice = await lastMessage(unknown);
    expect(notice?.subject).toBe(en.AccountMail.noAccount.subject);
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    expect((await api.post(RESTORE_PASSWORD, { login: unknown, code: '123456', password: 'Restored-pass-3' })).status).toBe(400);

    const phone = newPhone();
    const user = await createUser({ tel: phone });
    const old = await cookieOf(user.email, user.password);
    const res = await api.post(RESTORE, { login: `8${phone.slice(2)}` }, { locale: 'uz' });
    expect(await res.json()).toEqual({ data: { channel: 'sms', resendAfter: 60 } });
    const sms = await lastMessage(phone, 'sms');
    expect(sms?.body).toBe(uz.AccountMail.sms.restore.replace('{code}', await lastCode(phone)));

    const done = await api.post(RESTORE_PASSWORD, { login: phone, code: await lastCode(phone), password: 'Restored-pass-3' });
    expect(done.status).toBe(200);
    expect((await done.json()).data).toMatchObject({ ID: user.id, TEL: phone, TEL_CONFIRMED: true });
    expect(await status(old)).toBe(401);
    expect(await status(sessionCookie(done))).toBe(200);
    expect((await signIn(phone, 'Restored-pass-3')).status).toBe(200);
    expect((await api.post(RESTORE_PASSWORD, { login: phone, code: await lastCode(phone), password: 'Again-pass-4' })).status).toBe(400);
  });

  it('change_information trims the parts and FULL_NAME joins them (SPEC 3); a part left out stays', async () => {
    const user = await createUser();
    const cookie = await cookieOf(user.email, user.password);
    const res = await api.post(CHANGE_INFORMATION, { lastname: '  Иванова ', name: ' Анна  Мария ', middlename: 'Сергеевна ' }, { cookies: [cookie] });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ LASTNAME: 'Иванова', NAME: 'Анна Мария', MIDDLENAME: 'Сергеевна', FULL_NAME: 'Иванова Анна Мария Сергеевна' });
    const cleared = await api.post(CHANGE_INFORMATION, { name: 'Анна', middlename: '' }, { cookies: [cookie] });
    expect((await cleared.json()).data).toMatchObject({ LASTNAME: 'Иванова', MIDDLENAME: '', FULL_NAME: 'Иванова Анна' });
  });

  it('a new e-mail becomes the account’s only once confirmed; one another account holds gets a notice, not a code, and the same answer', async () => {
    const user = await createUser();
    const taken = await createUser();
    const cookie = await cookieOf(user.email, user.password);
    const noticed = await api.post(CONFIRM_EMAIL, { email: taken.email }, { cookies: [cookie], locale: 'en' });
    expect(noticed.status).toBe(200);
    expect(await noticed.json()).toEqual({ data: { resendAfter: 60 } });
    const notice = await lastMessage(taken.email);
    expect(notice?.subject).toBe(en.AccountMail.taken.subject);
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);

    const next = newEmail('next');
    const sent = await api.post(CONFIRM_EMAIL, { email: next }, { cookies: [cookie] });
    expect(await sent.json()).toEqual({ data: { resendAfter: 60 } });
    expect((await (await api.get(USER, { cookies: [cookie] })).json()).data.EMAIL).toBe(user.email);
    const wrong = await api.post(CONFIRM_EMAIL, { code: '000000' === (await lastCode(next)) ? '111111' : '000000' }, { cookies: [cookie] });
    expect(wrong.status).toBe(400);
    const confirmed = await api.post(CONFIRM_EMAIL, { code: await lastCode(next) }, { cookies: [cookie] });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).data).toMatchObject({ EMAIL: next, EMAIL_CONFIRMED: true });
  });

  it('confirms a phone by SMS: a new number is set once its code is back', async () => {
    const user = await createUser();
    const cookie = await cookieOf(user.email, user.password);
    const phone = newPhone();
    expect((await api.post(CONFIRM_PHONE, { tel: `8${phone.slice(2)}` }, { cookies: [cookie] })).status).toBe(200);
    expect((await getDb().select().from(users).where(eq(users.id, user.id)))[0].tel).toBeNull();
    const confirmed = await api.post(CONFIRM_PHONE, { tel: phone, code: await lastCode(phone) }, { cookies: [cookie] });
    expect((await confirmed.json()).data).toMatchObject({ TEL: phone, TEL_CONFIRMED: true });
  });

  it('lists the sessions with the device in plain words, which is this one, and ends the others', async () => {
    const user = await createUser();
    const phone = await cookieOf(user.email, user.password, ANDROID_CHROME);
    const here = await cookieOf(user.email, user.password, IPHONE_SAFARI);
    const list = await api.get(SESSIONS, { cookies: [here], locale: 'en' });
    expect(list.status).toBe(200);
    const { data } = await list.json();
    expect(data).toHaveLength(2);
    expect(data.map((s: { device: string; current: boolean }) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Android', false],
      ['Safari on iPhone', true],
    ]);
    expect(new Date(data[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(data[0].lastSeenAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const ended = await api.post(END_OTHERS, {}, { cookies: [here] });
    expect(await ended.json()).toEqual({ data: { ended: 1 } });
    expect(await status(phone)).toBe(401);
    expect(await status(here)).toBe(200);
    expect((await (await api.get(SESSIONS, { cookies: [here] })).json()).data).toHaveLength(1);
  });

  it('notes a session’s last use at most once a minute', async () => {
    const user = await createUser();
    const cookie = await cookieOf(user.email, user.password);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await getDb().update(sessions).set({ lastSeenAt: twoMinutesAgo }).where(eq(sessions.userId, user.id));
    await status(cookie);
    const [{ lastSeenAt: touched }] = await getDb().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(touched.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await getDb().update(sessions).set({ lastSeenAt: thirtySecondsAgo }).where(and(eq(sessions.userId, user.id)));
    await status(cookie);
    const [{ lastSeenAt: kept }] = await getDb().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(kept.getTime()).toBe(thirtySecondsAgo.getTime());
  });
});

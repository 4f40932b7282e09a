import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { confirmationCodes, consents, users } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { apiHeaders } from '../helpers/api';
import { accountClient, lastCode, lastMessage, newEmail, newPhone, sessionCookie } from '../helpers/accounts';

const app = createApiApp();
const api = accountClient(app);

const REGISTER_EMAIL = '/api/api-front2/{locale}/v1/user/register/email';
const REGISTER_PHONE = '/api/api-front2/{locale}/v1/user/register/phone';
const RESEND = '/api/api-front2/{locale}/v1/user/register/resend';
const CONFIRM = '/api/api-front2/{locale}/v1/user/register/confirmation_code';
const USER = '/api/api-front2/{locale}/v1/user';

const PASSWORD = 'Strong-pass-2026';
const person = { lastname: 'Сейтова', name: 'Айгерим', middlename: 'Нурлановна', password: PASSWORD, consent: true };

async function signIn(login: string, password: string) {
  const body = new URLSearchParams({ login, password }).toString();
  return app.request('/api/api-front2/ru/v1/user/authorize', { method: 'POST', body, headers: { ...apiHeaders({ body, contentType: 'application/x-www-form-urlencoded' }), 'x-client-address': '100.127.0.1' } });
}

const usersWith = (email: string) => getDb().select().from(users).where(eq(users.email, email));

// Time moves only when a test moves it: the limits compare expiries with Date.now().
function freezeTime() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
}
const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe('registration with a code (accounts)', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await closeDb();
  });

  it('registers by e-mail: the code is mailed, confirming it creates the confirmed account, records the consent and signs in', async () => {
    const email = newEmail('reg');
    const res = await api.post(REGISTER_EMAIL, { ...person, email: `  ${email.toUpperCase()} ` }, { host: 'demo-clinic.localhost:3000' });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ channel: 'email', target: email, resendAfter: 60, expiresIn: 600 });
    expect(await usersWith(email)).toHaveLength(0);

    const mail = await lastMessage(email);
    expect(mail?.subject).toBe(ru.AccountMail.register.subject);
    expect(mail?.meta).toMatchObject({ kind: 'account.register', html: expect.stringContaining(await lastCode(email)) });
    const code = await lastCode(email);

    const confirmed = await api.post(CONFIRM, { target: email, code });
    expect(confirmed.status).toBe(200);
    const { data } = await confirmed.json();
    expect(data).toMatchObject({ EMAIL: email, EMAIL_CONFIRMED: true, TEL_CONFIRMED: false, FULL_NAME: 'Сейтова Айгерим Нурлановна' });
    expect(confirmed.headers.get('set-cookie')).toMatch(/signed_in=1/);
    const me = await api.get(USER, { cookies: [sessionCookie(confirmed)] });
    expect((await me.json()).data.ID).toBe(data.ID);

    // The consent was given with the registration form, on the clinic's own domain.
    const [consent] = await getDb().select().from(consents).where(eq(consents.userId, data.ID));
    expect(consent).toMatchObject({ purpose: 'registration', site: 'demo-clinic.localhost:3000', locale: 'ru' });
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    // The code is spent.
    expect((await api.post(CONFIRM, { target: email, code })).status).toBe(400);
  });

  it('registers by phone: any spelling is stored with its plus, the code goes by SMS, and the phone signs in', async () => {
    const phone = newPhone();
    const spelled = `8 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`;
    const res = await api.post(REGISTER_PHONE, { ...person, tel: spelled }, { locale: 'kk' });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ channel: 'sms', target: phone, resendAfter: 60, expiresIn: 600 });
    const sms = await lastMessage(phone, 'sms');
    expect(sms?.body).toBe(kk.AccountMail.sms.register.replace('{code}', await lastCode(phone)));

    const confirmed = await api.post(CONFIRM, { target: spelled, code: await lastCode(phone) });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).data).toMatchObject({ TEL: phone, TEL_CONFIRMED: true, EMAIL: null, EMAIL_CONFIRMED: false });
    const [user] = await getDb().select().from(users).where(eq(users.tel, phone));
    expect(user.locale).toBe('kk');
    expect((await signIn(`+7 ${phone.slice(2)}`, PASSWORD)).status).toBe(200);
  });

  it('kills a code at the 5th wrong try: the answer says to request a new one, and even the right code fails after', async () => {
    const email = newEmail('wrong');
    await api.post(REGISTER_EMAIL, { ...person, email });
    const code = await lastCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const res = await api.post(CONFIRM, { target: email, code: wrong }, { locale: 'en' });
      expect(res.status, `try ${attempt}`).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: 'invalid_code', fields: { code: ['invalid_code'] }, fieldMessages: { code: en.AccountErrors.invalid_code } });
    }
    const fifth = await api.post(CONFIRM, { target: email, code: wrong }, { locale: 'en' });
    expect((await fifth.json()).error).toMatchObject({ code: 'code_attempts_exhausted', message: en.AccountErrors.code_attempts_exhausted });
    const right = await api.post(CONFIRM, { target: email, code });
    expect(right.status).toBe(400);
    expect((await right.json()).error.code).toBe('code_attempts_exhausted');
    expect(await usersWith(email)).toHaveLength(0);
  });

  it('refuses a resend sooner than 60 s with 429 and Retry-After; a minute later a new code replaces the old one', async () => {
    const email = newEmail('resend');
    freezeTime();
    await api.post(REGISTER_EMAIL, { ...person, email });
    const first = await lastCode(email);
    const tooSoon = await api.post(RESEND, { target: email });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect((await tooSoon.json()).error).toMatchObject({ code: 'rate_limited', retryAfter: Number(tooSoon.headers.get('retry-after')) });

    advance(61);
    const again = await api.post(RESEND, { target: email });
    expect(again.status).toBe(200);
    expect((await again.json()).data).toEqual({ resendAfter: 60 });
    const second = await lastCode(email);
    // The first code stopped working (unless chance drew the same six digits twice).
    if (first !== second) expect((await api.post(CONFIRM, { target: email, code: first })).status).toBe(400);
    expect((await api.post(CONFIRM, { target: email, code: second })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = newEmail('expired');
    await api.post(REGISTER_EMAIL, { ...person, email });
    await getDb()
      .update(confirmationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(confirmationCodes.target, email), eq(confirmationCodes.purpose, 'register')));
    const res = await api.post(CONFIRM, { target: email, code: await lastCode(email) }, { locale: 'kk' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'code_expired', fieldMessages: { code: kk.AccountErrors.code_expired } });
  });

  it('answers the registration of an existing e-mail exactly as a new one, and mails a notice instead of a code', async () => {
    const existing = newEmail('exists');
    await getDb().insert(users).values({ email: existing, passwordHash: 'x', name: 'Был' });
    const fresh = newEmail('fresh');
    const [known, unknown] = [await api.post(REGISTER_EMAIL, { ...person, email: existing }), await api.post(REGISTER_EMAIL, { ...person, email: fresh })];
    expect(known.status).toBe(unknown.status);
    const [knownBody, unknownBody] = [await known.json(), await unknown.json()];
    expect({ ...knownBody.data, target: 'x' }).toEqual({ ...unknownBody.data, target: 'x' });
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());

    const notice = await lastMessage(existing);
    expect(notice?.subject).toBe(ru.AccountMail.exists.subject);
    expect(notice?.body).toContain('/profile');
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    // A resend sends the notice again, never a code; and no code opens the existing account.
    expect((await api.post(CONFIRM, { target: existing, code: '000000' })).status).toBe(400);
    expect(await usersWith(existing)).toHaveLength(1);
  });

  it('answers a resend for an address with no registration like any other', async () => {
    const res = await api.post(RESEND, { target: newEmail('nobody') });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ resendAfter: 60 });
  });

  it('writes the mail in the language of the registration (Uzbek)', async () => {
    const email = newEmail('uz');
    await api.post(REGISTER_EMAIL, { ...person, email }, { locale: 'uz' });
    const mail = await lastMessage(email);
    expect(mail?.subject).toBe('Roʻyxatdan oʻtishni yakunlash kodi');
    expect(mail?.body).toContain('Kod 10 daqiqa amal qiladi');
  });
});

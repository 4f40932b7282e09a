import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { confirmationCodes, sessions, users } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { accountClient, lastCode, lastMessage, newPhone, sessionCookie } from '../helpers/accounts';
import { apiHeaders } from '../helpers/api';
import { sessionCookieFor } from '../helpers/business';

/*
 * Sign-in by an SMS code alone (issue 30): POST …/user/sms_sign_in sends a code to a phone an
 * account has confirmed, and …/sms_sign_in/confirm starts the session; any other phone gets the
 * same answer (and a notice, no code), so the answer says nothing about accounts.
 */
const app = createApiApp();
const api = accountClient(app);
const START = '/api/api-front2/{locale}/v1/user/sms_sign_in';
const CONFIRM = '/api/api-front2/{locale}/v1/user/sms_sign_in/confirm';

async function account(tel: string, confirmed: boolean) {
  const [user] = await getDb().insert(users).values({ tel, telConfirmedAt: confirmed ? new Date() : null, name: 'Асель' }).returning();
  return user;
}
const me = async (cookie: string) => app.request('/api/api-front2/ru/v1/user', { headers: apiHeaders({ cookies: [cookie] }) });

describe('sign-in by an SMS code', () => {
  beforeAll(() => seedDemoData());
  afterAll(() => closeDb());

  it('a confirmed phone: a code by SMS, then the code signs in (session cookie, /user answers), the code is spent', async () => {
    const tel = newPhone();
    const user = await account(tel, true);
    // Any common spelling of the number: the same phone.
    const sent = await api.post(START, { tel: `8 ${tel.slice(2, 5)} ${tel.slice(5)}` }, { locale: 'kk' });
    expect(sent.status).toBe(200);
    expect((await sent.json()).data).toEqual({ channel: 'sms', resendAfter: 60 });
    expect((await lastMessage(tel))!.body).toMatch(/^Кіру коды: \d{6}\./);
    const code = await lastCode(tel);

    const wrong = await api.post(CONFIRM, { tel, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.code).toEqual(['invalid_code']);

    const signedIn = await api.post(CONFIRM, { tel, code });
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).data.ID).toBe(user.id);
    const cookie = sessionCookie(signedIn);
    expect((await me(cookie)).status).toBe(200);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    // Spent: the same code again signs nobody in.
    expect((await api.post(CONFIRM, { tel, code })).status).toBe(400);
  });

  it('an unconfirmed phone and an unknown phone: the same answer as a confirmed one, a notice without a code, and no code signs in', async () => {
    for (const tel of [newPhone(), (await account(newPhone(), false)).tel!]) {
      const sent = await api.post(START, { tel });
      expect(sent.status).toBe(200);
      expect((await sent.json()).data).toEqual({ channel: 'sms', resendAfter: 60 });
      const notice = (await lastMessage(tel))!;
      expect(notice.body).not.toMatch(/\d{6}/);
      expect(notice.body).toContain('аккаунта с подтверждённым номером нет');
      // The row exists (the same work), bound to nobody: even its code would not sign in.
      const [row] = await getDb().select().from(confirmationCodes).where(and(eq(confirmationCodes.target, tel), eq(confirmationCodes.purpose, 'sign_in')));
      expect(row.userId).toBeNull();
      const refused = await api.post(CONFIRM, { tel, code: '123456' });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields.code).toEqual(['invalid_code']);
    }
  });

  it('a session cookie sent along is revoked: signing in never keeps a token held before', async () => {
    const tel = newPhone();
    await account(tel, true);
    const held = await sessionCookieFor((await account(newPhone(), true)).id);
    expect((await me(held)).status).toBe(200);
    await api.post(START, { tel });
    const signedIn = await api.post(CONFIRM, { tel, code: await lastCode(tel) }, { cookies: [held] });
    expect(signedIn.status).toBe(200);
    expect((await me(held)).status).toBe(401);
    expect((await me(sessionCookie(signedIn))).status).toBe(200);
  });

  it('refuses a malformed phone with the field named, in the caller language', async () => {
    const res = await api.post(START, { tel: 'not a phone' }, { locale: 'en' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields.tel).toEqual(['invalid_phone']);
  });

  it('a second code within 60 s of the last is 429 with Retry-After (the send limit)', async () => {
    const tel = newPhone();
    await account(tel, true);
    expect((await api.post(START, { tel })).status).toBe(200);
    const again = await api.post(START, { tel });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueCode } from '@/lib/auth/codes/service';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { createSession, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { closeDb, getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { apiHeaders } from '../helpers/api';
import { accountClient, lastCode, lastMessage, newEmail, newPhone, nextAccountAddress } from '../helpers/accounts';

/*
 * Issue 10: nobody learns from the answers whether an e-mail or phone has an account. Registration
 * answers an existing address exactly as a new one, and both hash the password (argon2id), so
 * they take the same work; sign-in with an unknown login still runs argon2's verify against a
 * real argon2id hash. Wall-clock time is too noisy to test on a shared machine: the test watches
 * the mechanism, the password functions, through spies around the real ones.
 */
vi.mock('@/lib/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth/password')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword), verifyPassword: vi.fn(actual.verifyPassword) };
});
// The codes issued, as the server made them (to try even the right code of a notice that was never sent).
vi.mock('@/lib/auth/codes/service', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth/codes/service')>();
  return { ...actual, issueCode: vi.fn(actual.issueCode) };
});

const app = createApiApp();
const api = accountClient(app);
const REGISTER_EMAIL = '/api/api-front2/{locale}/v1/user/register/email';
const REGISTER_PHONE = '/api/api-front2/{locale}/v1/user/register/phone';
const PASSWORD = 'Strong-pass-2026';
const person = { lastname: 'Сейтова', name: 'Айгерим', middlename: '', password: PASSWORD, consent: true };

const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

async function signIn(login: string, password: string) {
  const body = new URLSearchParams({ login, password }).toString();
  return app.request('/api/api-front2/ru/v1/user/authorize', { method: 'POST', body, headers: { ...apiHeaders({ body, contentType: 'application/x-www-form-urlencoded' }), 'x-client-address': nextAccountAddress() } });
}

/** An answer as a client could compare it: status, header names, and the body with the address itself blanked. */
async function shape(response: Response, address: string) {
  const text = (await response.text()).replaceAll(JSON.stringify(address).slice(1, -1), '<address>');
  const headers = [...response.headers.keys()].filter((name) => name !== 'x-request-id').sort();
  return { status: response.status, headers, body: JSON.parse(text) as unknown };
}

afterAll(async () => {
  await closeDb();
});

describe('no account enumeration at registration and sign-in', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
    vi.mocked(verifyPassword).mockClear();
  });
  it('registration by e-mail answers an existing address exactly as a new one (status, headers, body) and hashes the password in both', async () => {
    const existing = newEmail('known');
    await getDb().insert(users).values({ email: existing, passwordHash: await hashPassword('Other-pass-1'), name: 'Был' });
    vi.mocked(hashPassword).mockClear();
    const fresh = newEmail('fresh');

    const known = await shape(await api.post(REGISTER_EMAIL, { ...person, email: existing }), existing);
    expect(vi.mocked(hashPassword).mock.calls).toEqual([[PASSWORD]]);
    const unknown = await shape(await api.post(REGISTER_EMAIL, { ...person, email: fresh }), fresh);
    expect(vi.mocked(hashPassword).mock.calls).toEqual([[PASSWORD], [PASSWORD]]);

    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    // The difference is only in what the address receives: a notice for the known one, a code for the new one.
    expect((await lastMessage(existing))?.body).not.toMatch(/\b\d{6}\b/);
    expect((await lastMessage(fresh))?.body).toMatch(/\b\d{6}\b/);
  });

  it('registration by phone answers an existing number exactly as a new one and hashes the password in both', async () => {
    const existing = newPhone();
    await getDb().insert(users).values({ tel: existing, passwordHash: await hashPassword('Other-pass-1'), name: 'Был' });
    vi.mocked(hashPassword).mockClear();
    const fresh = newPhone();

    const known = await shape(await api.post(REGISTER_PHONE, { ...person, tel: existing }), existing);
    const unknown = await shape(await api.post(REGISTER_PHONE, { ...person, tel: fresh }), fresh);
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(vi.mocked(hashPassword).mock.calls).toEqual([[PASSWORD], [PASSWORD]]);
  });

  it('sign-in with an unknown login still verifies the password with argon2id against a real hash, and answers as a wrong password does', async () => {
    const email = newEmail('owner');
    const passwordHash = await hashPassword(PASSWORD);
    await getDb().insert(users).values({ email, passwordHash, name: 'Есть' });

    const wrong = await signIn(email, 'Wrong-pass-1');
    expect(vi.mocked(verifyPassword).mock.calls).toEqual([[passwordHash, 'Wrong-pass-1']]);
    vi.mocked(verifyPassword).mockClear();

    const unknownLogin = newEmail('nobody');
    const unknown = await signIn(unknownLogin, 'Wrong-pass-1');
    const calls = vi.mocked(verifyPassword).mock.calls;
    expect(calls).toHaveLength(1);
    const [hashUsed, passwordTried] = calls[0];
    expect(hashUsed).toMatch(ARGON2ID);
    expect(passwordTried).toBe('Wrong-pass-1');
    // The real verify ran on it (and said no): the work of a known account's check.
    expect(await vi.mocked(verifyPassword).mock.results[0].value).toBe(false);

    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('sign-in of an account without a password (registered elsewhere) runs the same check', async () => {
    const email = newEmail('nopass');
    await getDb().insert(users).values({ email, name: 'Без пароля' });
    const response = await signIn(email, 'Any-pass-1');
    expect(response.status).toBe(400);
    expect(vi.mocked(verifyPassword).mock.calls).toHaveLength(1);
    expect(vi.mocked(verifyPassword).mock.calls[0][0]).toMatch(ARGON2ID);
    const [row] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row.passwordHash).toBeNull();
  });
});

const CONFIRM = { email: '/api/api-front2/{locale}/v1/user/confirmation/email', sms: '/api/api-front2/{locale}/v1/user/confirmation/phone' } as const;
const FIELD = { email: 'email', sms: 'tel' } as const;
const RESTORE = '/api/api-front2/{locale}/v1/user/restore';
/** Codes one signed-in user may have sent an hour (lib/security/rate-limit.ts codeUser). */
const CODE_SENDS_PER_USER = 10;

/** A signed-in patient of its own: the per-user budget of code sends starts full. */
async function signedInUser() {
  const [user] = await getDb().insert(users).values({ email: newEmail('asker'), name: 'Спрашивает' }).returning();
  return { user, cookie: `${SESSION_COOKIE}=${(await createSession(user.id, 'enumeration')).token}` };
}

/** Other people's accounts, each holding an e-mail or a phone; their addresses. */
async function owners(count: number, channel: 'email' | 'sms'): Promise<string[]> {
  const values = Array.from({ length: count }, () => (channel === 'email' ? { email: newEmail('owner'), name: 'Владелец' } : { tel: newPhone(), name: 'Владелец' }));
  const rows = await getDb().insert(users).values(values).returning();
  return rows.map((row) => (channel === 'email' ? row.email : row.tel) ?? '');
}

type QueryClient = { connectionParameters?: { application_name?: string } };

/**
 * The SQL the app's own connections run during `work`, without the parameters (pg-boss's own pool,
 * named clinic-jobs, is left out: its upkeep runs when it likes). Two paths doing the same work run
 * the same statements in the same order; wall-clock time on a shared machine is too noisy to compare.
 */
async function statementsOf(work: () => Promise<void>): Promise<string[]> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: QueryClient, ...args: unknown[]) {
    if (this.connectionParameters?.application_name !== 'clinic-jobs') {
      const query = args[0];
      statements.push(typeof query === 'string' ? query : (query as { text: string }).text);
    }
    return original.apply(this, args);
  } as never);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return statements;
}

describe('no "does this account exist" at the address confirmation (issue 18)', () => {
  for (const channel of ['email', 'sms'] as const) {
    it(`200 code requests for other people's ${channel === 'email' ? 'e-mails' : 'phones'}, from ever new client addresses: a 429 with Retry-After comes within the user's budget, and no answer says the address is taken`, async () => {
      const { cookie } = await signedInUser();
      const answers: { status: number; retryAfter: string | null; text: string }[] = [];
      // 20 other people, asked for 10 times each: 200 requests.
      const others = await owners(20, channel);
      for (const target of Array.from({ length: 200 }, (_, i) => others[i % others.length])) {
        const response = await api.post(CONFIRM[channel], { [FIELD[channel]]: target }, { cookies: [cookie] });
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() });
      }
      expect(answers.filter((answer) => /_taken/.test(answer.text))).toEqual([]);
      const refusedAt = answers.findIndex((answer) => answer.status === 429);
      expect(refusedAt).toBe(CODE_SENDS_PER_USER);
      expect(answers.slice(0, refusedAt).map((answer) => answer.status)).toEqual(Array(refusedAt).fill(200));
      expect(new Set(answers.slice(refusedAt).map((answer) => answer.status))).toEqual(new Set([429]));
      for (const answer of answers.slice(refusedAt)) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    });
  }

  it('the limits of the target and the client address come before the lookup too: a second user asking for the same taken e-mail within the minute gets the 429', async () => {
    const [owned] = await owners(1, 'email');
    const first = await api.post(CONFIRM.email, { email: owned }, { cookies: [(await signedInUser()).cookie] });
    expect(first.status).toBe(200);
    const second = await api.post(CONFIRM.email, { email: owned }, { cookies: [(await signedInUser()).cookie] });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    // One client address: 30 code calls an hour, whatever the users and targets.
    const address = nextAccountAddress();
    const statuses: number[] = [];
    for (const target of await owners(31, 'email')) statuses.push((await api.post(CONFIRM.email, { email: target }, { cookies: [(await signedInUser()).cookie], address })).status);
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
  });

  for (const channel of ['email', 'sms'] as const) {
    it(`a taken ${channel === 'email' ? 'e-mail' : 'phone'} and a free one get the same answer from the same work; the owner gets a notice without a code, the free address a code`, async () => {
      const { cookie } = await signedInUser();
      const [owned] = await owners(1, channel);
      const free = channel === 'email' ? newEmail('free') : newPhone();
      let known: unknown;
      let unknown: unknown;
      const knownWork = await statementsOf(async () => {
        known = await shape(await api.post(CONFIRM[channel], { [FIELD[channel]]: owned }, { cookies: [cookie] }), owned);
      });
      const unknownWork = await statementsOf(async () => {
        unknown = await shape(await api.post(CONFIRM[channel], { [FIELD[channel]]: free }, { cookies: [cookie] }), free);
      });
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({ status: 200, body: { data: { resendAfter: 60 } } });
      expect(knownWork).toEqual(unknownWork);
      expect(knownWork.filter((statement) => /insert into "outbox"/i.test(statement))).toHaveLength(1);
      const notice = (await lastMessage(owned))?.body;
      expect(notice).toContain((channel === 'email' ? ru.AccountMail.taken.body : ru.AccountMail.sms.taken).split('{url}')[0]);
      expect(notice).not.toMatch(/\b\d{6}\b/);
      expect((await lastMessage(free))?.body).toMatch(/\b\d{6}\b/);
    });
  }

  it('the code stored with a notice, even the right one, confirms nothing: invalid_code, and the e-mail stays its owner’s', async () => {
    const { user, cookie } = await signedInUser();
    const [owned] = await owners(1, 'email');
    vi.mocked(issueCode).mockClear();
    expect((await api.post(CONFIRM.email, { email: owned }, { cookies: [cookie] })).status).toBe(200);
    const { code } = await vi.mocked(issueCode).mock.results[0].value;
    const refused = await api.post(CONFIRM.email, { code }, { cookies: [cookie], locale: 'en' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: 'invalid_code', fields: { code: ['invalid_code'] } });
    const [after] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(after.email).toBe(user.email);
  });

  it('the confirm step, with the right code, says the address is taken when another account took it meanwhile, in the caller’s language', async () => {
    for (const channel of ['email', 'sms'] as const) {
      const { cookie } = await signedInUser();
      const target = channel === 'email' ? newEmail('contested') : newPhone();
      expect((await api.post(CONFIRM[channel], { [FIELD[channel]]: target }, { cookies: [cookie] })).status).toBe(200);
      const code = await lastCode(target);
      await getDb().insert(users).values(channel === 'email' ? { email: target, name: 'Успел' } : { tel: target, name: 'Успел' });
      const refused = await api.post(CONFIRM[channel], { code }, { cookies: [cookie], locale: 'kk' });
      expect(refused.status).toBe(400);
      const taken = channel === 'email' ? 'email_taken' : 'phone_taken';
      expect((await refused.json()).error).toMatchObject({ code: taken, fields: { [FIELD[channel]]: [taken] }, fieldMessages: { [FIELD[channel]]: kk.AccountErrors[taken] } });
    }
  });
});

describe('restore does the same work whether or not the account exists (issue 18)', () => {
  for (const channel of ['email', 'sms'] as const) {
    it(`by ${channel === 'email' ? 'e-mail' : 'phone'}: the same answer from the same statements; the account gets a code, the unknown address a notice without one`, async () => {
      const [existing] = await owners(1, channel);
      const missing = channel === 'email' ? newEmail('restore-missing') : newPhone();
      let known: unknown;
      let unknown: unknown;
      const knownWork = await statementsOf(async () => {
        known = await shape(await api.post(RESTORE, { login: existing }), existing);
      });
      const unknownWork = await statementsOf(async () => {
        unknown = await shape(await api.post(RESTORE, { login: missing }), missing);
      });
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({ status: 200, body: { data: { channel, resendAfter: 60 } } });
      expect(knownWork).toEqual(unknownWork);
      expect(knownWork.filter((statement) => /insert into "outbox"/i.test(statement))).toHaveLength(1);
      expect((await lastMessage(existing))?.body).toMatch(/\b\d{6}\b/);
      const notice = (await lastMessage(missing))?.body;
      expect(notice).toContain((channel === 'email' ? ru.AccountMail.noAccount.body : ru.AccountMail.sms.noAccount).split('{url}')[0]);
      expect(notice).not.toMatch(/\b\d{6}\b/);
    });
  }
});

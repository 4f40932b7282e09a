import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { closeDb, getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders } from '../helpers/api';
import { accountClient, lastMessage, newEmail, newPhone, nextAccountAddress } from '../helpers/accounts';

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

describe('no account enumeration at registration and sign-in', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
    vi.mocked(verifyPassword).mockClear();
  });
  afterAll(async () => {
    await closeDb();
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

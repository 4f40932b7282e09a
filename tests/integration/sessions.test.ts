import { randomInt, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { MAX_SESSIONS_PER_USER } from '@/lib/auth/sessions/service';
import { closeDb, getDb } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders, sessionCookie } from '../helpers/api';

const app = createApiApp();
// Sign-ins from an address of their own (the limits count failures per address; these all succeed).
const address = `198.51.100.${randomInt(1, 255)}`;

async function signIn(login: string, password: string, cookies: string[] = []) {
  const body = new URLSearchParams({ login, password }).toString();
  return app.request('/api/api-front2/ru/v1/user/authorize', {
    method: 'POST',
    body,
    headers: { ...apiHeaders({ body, cookies, contentType: 'application/x-www-form-urlencoded' }), 'x-client-address': address },
  });
}

const me = async (cookie: string) => (await app.request('/api/api-front2/ru/v1/user', { headers: apiHeaders({ cookies: [cookie] }) })).status;

async function createUser() {
  const email = `session-${randomUUID()}@example.test`;
  const password = `Pw-${randomUUID()}`;
  const [user] = await getDb()
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  return { id: user.id, email, password };
}

const sessionsOf = async (userId: number) => (await getDb().select({ total: count() }).from(sessions).where(eq(sessions.userId, userId)))[0].total;

describe('sessions at sign-in', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  afterAll(async () => {
    await closeDb();
  });

  it('revokes the session cookie the browser already had (session fixation)', async () => {
    const user = await createUser();
    const before = sessionCookie(await signIn(user.email, user.password));
    expect(await me(before)).toBe(200);
    const after = sessionCookie(await signIn(user.email, user.password, [before]));
    expect(after).not.toBe(before);
    expect(await me(before)).toBe(401);
    expect(await me(after)).toBe(200);
  });

  it("revokes another user's session the browser held when someone signs in on it", async () => {
    const first = await createUser();
    const second = await createUser();
    const held = sessionCookie(await signIn(first.email, first.password));
    const next = sessionCookie(await signIn(second.email, second.password, [held]));
    expect(await me(held)).toBe(401);
    expect(await me(next)).toBe(200);
  });

  it(`keeps a user's newest ${MAX_SESSIONS_PER_USER} sessions: one more sign-in signs the oldest out`, async () => {
    const user = await createUser();
    const cookies: string[] = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_USER; i += 1) cookies.push(sessionCookie(await signIn(user.email, user.password)));
    expect(await sessionsOf(user.id)).toBe(MAX_SESSIONS_PER_USER);
    expect(await me(cookies[0])).toBe(401);
    for (const cookie of cookies.slice(1)) expect(await me(cookie)).toBe(200);
  });

  it('drops a user’s expired sessions at the next sign-in', async () => {
    const user = await createUser();
    await getDb()
      .insert(sessions)
      .values({ userId: user.id, tokenHash: `expired-${randomUUID()}`, expiresAt: new Date(Date.now() - 1000) });
    await signIn(user.email, user.password);
    expect(await sessionsOf(user.id)).toBe(1);
  });
});

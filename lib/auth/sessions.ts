import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lte, notInArray, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An opaque random token for the cookie; only its hash is stored, so a leaked table signs no one in. */
export async function createSession(userId: number, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await getDb().insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent?.slice(0, 300) });
  await pruneSessions(userId);
  return { token, expiresAt };
}

/** Sessions a user keeps; signing in on one more device signs the least recently started out. */
export const MAX_SESSIONS_PER_USER = 10;

/** Drops a user's expired sessions and all but the newest MAX_SESSIONS_PER_USER. */
async function pruneSessions(userId: number): Promise<void> {
  const newest = getDb()
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(MAX_SESSIONS_PER_USER);
  await getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, new Date()), notInArray(sessions.id, newest))));
}

export async function getSessionUser(token: string | undefined) {
  if (!token || token.length > 100) return null;
  const [row] = await getDb()
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.user ?? null;
}

export async function deleteSession(token: string | undefined): Promise<void> {
  if (!token) return;
  await getDb().delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

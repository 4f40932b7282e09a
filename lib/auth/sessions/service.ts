import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, lte, ne, notInArray, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';
import { normalizeHost, platformHosts } from '@/lib/tenants/hosts';

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The host a session made on this request's host is bound to (issue 27): a clinic's own domain,
 * or null on the platform's hosts (and when the Host header is unusable: bound to nothing it could name).
 */
export function sessionHostFor(hostHeader: string | null | undefined): string | null {
  const host = normalizeHost(hostHeader);
  return host && !platformHosts().includes(host) ? host : null;
}

/**
 * An opaque random token for the cookie; only its hash is stored, so a leaked table signs no one in.
 * `host`: a clinic's domain the session is made on (sessionHostFor): accepted there only.
 */
export async function createSession(userId: number, userAgent: string | undefined, host: string | null = null): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await getDb().insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent?.slice(0, 300), host });
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

/** How often a used session's last_seen_at is written: at most once a minute, so a busy page costs no writes. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The session of a cookie's token with its user, or null; notes its use (last_seen_at) at most once
 * a minute. `requestHost`: the Host header of the request; a session bound to a clinic's domain
 * (`host`) is no session on any other host (issue 27). `host` null: a platform session, any host.
 */
export async function getSession(token: string | undefined, requestHost: string | null | undefined) {
  if (!token || token.length > 100) return null;
  const [row] = await getDb()
    .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, host: sessions.host })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  if (row.host !== null && row.host !== normalizeHost(requestHost)) return null;
  const now = Date.now();
  if (now - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    // Conditional, so parallel requests of one page write once.
    await getDb()
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, new Date(now - LAST_SEEN_EVERY_MS))));
  }
  return { user: row.user, sessionId: row.sessionId, host: row.host };
}

export async function getSessionUser(token: string | undefined, requestHost: string | null | undefined) {
  return (await getSession(token, requestHost))?.user ?? null;
}

/** Ends a user's sessions, all of them or all but one (this device's); returns how many ended. */
export async function deleteUserSessions(userId: number, exceptSessionId?: number): Promise<number> {
  const condition = exceptSessionId === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId));
  const ended = await getDb().delete(sessions).where(condition).returning({ id: sessions.id });
  return ended.length;
}

/** A user's live sessions, the most recently used first. */
export async function listUserSessions(userId: number) {
  return getDb()
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

export async function deleteSession(token: string | undefined): Promise<void> {
  if (!token) return;
  await getDb().delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

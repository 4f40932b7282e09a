import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, companyDomains, handoffConfirmations, sessionHandoffs } from '@/lib/db/schema';
import { normalizeHost } from '@/lib/tenants/hosts';
import { servedDomain } from '@/lib/tenants/served-domains';

/** A handoff token is good for this long, once. */
export const HANDOFF_SECONDS = 60;
/** 32 random bytes, base64url. */
export const HANDOFF_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Rows a day past their expiry are of no use to anyone: each new one sweeps them. */
const sweepBefore = () => new Date(Date.now() - 24 * 60 * 60 * 1000);

/**
 * The verified company domain a URL points at, or null (unparsable, not http(s), or no company's).
 * `online`: its company's site is online; a closing or offline clinic's domain gets no handoff.
 */
export async function companyDomainOf(target: string): Promise<{ host: string; url: URL; online: boolean } | null> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = normalizeHost(url.hostname);
  if (!host) return null;
  const [row] = await getDb()
    .select({ host: companyDomains.host, status: companies.status })
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .where(and(eq(companyDomains.host, host), servedDomain))
    .limit(1);
  return row ? { host: row.host, url, online: row.status === 'online' } : null;
}

/** A confirmation page's nonce is good for this long, once. */
export const HANDOFF_CONFIRM_SECONDS = 10 * 60;
/** Same shape as a handoff token: 32 random bytes, base64url. */
export const CONFIRM_NONCE = HANDOFF_TOKEN;

/** The one-time nonce of a confirmation page: bound to this session and the host it names; only its hash stored. */
export async function createConfirmation(sessionId: number, targetHost: string): Promise<string> {
  const nonce = randomBytes(32).toString('base64url');
  const db = getDb();
  await db.delete(handoffConfirmations).where(lt(handoffConfirmations.expiresAt, sweepBefore()));
  await db.insert(handoffConfirmations).values({ sessionId, nonceHash: hashToken(nonce), targetHost, expiresAt: new Date(Date.now() + HANDOFF_CONFIRM_SECONDS * 1000) });
  return nonce;
}

/** Uses a confirmation nonce: true once, for the session and host it was made for, before it expires. */
export async function consumeConfirmation(nonce: string, sessionId: number, targetHost: string): Promise<boolean> {
  if (!CONFIRM_NONCE.test(nonce)) return false;
  const [row] = await getDb()
    .update(handoffConfirmations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(handoffConfirmations.nonceHash, hashToken(nonce)),
        eq(handoffConfirmations.sessionId, sessionId),
        eq(handoffConfirmations.targetHost, targetHost),
        isNull(handoffConfirmations.usedAt),
        gt(handoffConfirmations.expiresAt, new Date()),
      ),
    )
    .returning({ id: handoffConfirmations.id });
  return Boolean(row);
}

/** A one-time token that signs the user in on `targetHost` within HANDOFF_SECONDS; only its hash is stored. */
export async function createHandoff(userId: number, targetHost: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const db = getDb();
  // Old handoffs are of no use to anyone: each new one sweeps those a day past their expiry.
  await db.delete(sessionHandoffs).where(lt(sessionHandoffs.expiresAt, sweepBefore()));
  await db.insert(sessionHandoffs).values({ userId, tokenHash: hashToken(token), targetHost, expiresAt: new Date(Date.now() + HANDOFF_SECONDS * 1000) });
  return token;
}

/**
 * Uses a handoff token on the host it was made for: the user's id, once. Marking it used and
 * reading it is one UPDATE, so two requests with the same token cannot both succeed.
 */
export async function consumeHandoff(token: string, host: string): Promise<number | null> {
  if (!HANDOFF_TOKEN.test(token)) return null;
  const [row] = await getDb()
    .update(sessionHandoffs)
    .set({ usedAt: new Date() })
    .where(and(eq(sessionHandoffs.tokenHash, hashToken(token)), isNull(sessionHandoffs.usedAt), gt(sessionHandoffs.expiresAt, new Date()), eq(sessionHandoffs.targetHost, host)))
    .returning({ userId: sessionHandoffs.userId });
  return row?.userId ?? null;
}

/**
 * The `next` of an accept: a path on the same host, or null. Only `/…` that the URL parser keeps
 * on the same origin: never `//evil.example`, `/\evil.example`, a scheme, or control characters.
 */
export function sameHostPath(next: string): string | null {
  if (next.length > 2048 || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || /[\u0000-\u001f\u007f\\]/.test(next)) return null;
  const base = 'https://handoff.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
}

import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { digest } from './personal-key';
import type { LimitName } from './rate-limit';

/** The limits counted per user id (their key is the id): an erased account's counts go with it. */
export const USER_KEYED_LIMITS = ['subscriptionChange', 'avatarUpload', 'handoffUser', 'accessCodeUser', 'companyCreate', 'serviceRequestUser'] as const satisfies readonly LimitName[];

/**
 * Deletes the rate-limit counts that name an erased person: those of their user id, and those
 * of the digest of one of their logins (sign-in failures and pauses, code sends, and the
 * `digest@address` marks of the addresses they signed in from). rate-limiter-flexible stores
 * a key as `{limit}:{key}`.
 */
export async function forgetRateLimits(db: Pick<Database, 'execute'>, person: { userId: number; logins: string[] }): Promise<void> {
  const exact = USER_KEYED_LIMITS.map((name) => `${name}:${person.userId}`);
  // base64url has `_`, LIKE's one-character wildcard.
  const digests = person.logins.map((login) => digest(login).replace(/_/g, '\\_'));
  const suffixes = digests.map((value) => `%:${value}`);
  const marks = digests.map((value) => `%:${value}@%`);
  // sql.param: one array parameter (a bare array would become a list of parameters).
  await db.execute(sql`delete from rate_limits where key = any(${sql.param(exact)}) or key like any(${sql.param([...suffixes, ...marks])})`);
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { confirmationCodes } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { limitCodeAttempt } from '@/lib/security/code-limit';
import { accountError } from '../account-errors';
import { codeHashSecret } from './secret';

/** A code lives 10 minutes, takes at most 5 checks, and the next may be sent 60 s after the last. */
export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_AFTER_SECONDS = 60;
/**
 * A code's row (a registration's: the names, the password's hash, the site) is deleted this
 * long after the code expired, used or not (lib/privacy purge): an unconfirmed registration
 * is forgotten a day after its code died. Resend reads a registration for an hour only.
 */
export const CODE_RETENTION_HOURS = 24;

export type CodePurpose = (typeof confirmationCodes.$inferInsert)['purpose'];
export type CodeRow = typeof confirmationCodes.$inferSelect;

/** Six random digits from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** HMAC-SHA-256 under a key outside the database, bound to the code's purpose and target. */
export function hashCode(code: string, purpose: CodePurpose, target: string): string {
  return createHmac('sha256', codeHashSecret()).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

export type IssueCode = { purpose: CodePurpose; target: string; locale: Locale; userId?: number | null; payload?: Record<string, unknown> };

/** Codes that confirm a user's new address belong to that user; the others to their address. */
const byUser = (purpose: CodePurpose) => purpose === 'confirm_email' || purpose === 'confirm_phone';

/**
 * A new code for a purpose and target; the earlier ones still open stop working (only the
 * newest code counts): those of the same address, or for an address change, the user's earlier
 * ones whatever address they were for. Returns the plain code, to be sent and forgotten.
 */
export async function issueCode(db: Database, issue: IssueCode): Promise<{ id: number; code: string }> {
  const code = newCode();
  const now = new Date();
  const scope = byUser(issue.purpose) && issue.userId ? eq(confirmationCodes.userId, issue.userId) : eq(confirmationCodes.target, issue.target);
  await db
    .update(confirmationCodes)
    .set({ usedAt: now })
    .where(and(eq(confirmationCodes.purpose, issue.purpose), scope, isNull(confirmationCodes.usedAt)));
  const [row] = await db
    .insert(confirmationCodes)
    .values({
      purpose: issue.purpose,
      target: issue.target,
      userId: issue.userId ?? null,
      codeHash: hashCode(code, issue.purpose, issue.target),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      payload: issue.payload ?? {},
      locale: issue.locale,
    })
    .returning({ id: confirmationCodes.id });
  return { id: row.id, code };
}

/** The newest open code of a purpose for a target (and user), used or not checked yet. */
export async function findOpenCode(purpose: CodePurpose, where: { target?: string; userId?: number }): Promise<CodeRow | null> {
  const conditions = [eq(confirmationCodes.purpose, purpose), isNull(confirmationCodes.usedAt)];
  if (where.target !== undefined) conditions.push(eq(confirmationCodes.target, where.target));
  if (where.userId !== undefined) conditions.push(eq(confirmationCodes.userId, where.userId));
  const [row] = await getDb().select().from(confirmationCodes).where(and(...conditions)).orderBy(desc(confirmationCodes.id)).limit(1);
  return row ?? null;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a code typed for a purpose and target (or the user's pending one) and spends it. Each
 * check counts (limitCodeAttempt, and the row's attempts, raised atomically before comparing);
 * the 5th wrong one kills the code and says to request a new one, and after that even the
 * right code fails. An expired, superseded or unknown code is refused with the same field.
 */
export async function verifyCode(locale: Locale, purpose: CodePurpose, where: { target?: string; userId?: number }, code: string): Promise<CodeRow> {
  const row = await findOpenCode(purpose, where);
  if (!row) throw accountError(locale, 400, 'invalid_code', { code: 'invalid_code' });
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw accountError(locale, 400, 'code_attempts_exhausted', { code: 'code_attempts_exhausted' });
  if (row.expiresAt.getTime() <= Date.now()) throw accountError(locale, 400, 'code_expired', { code: 'code_expired' });
  await limitCodeAttempt(row.id);
  const db = getDb();
  const [counted] = await db
    .update(confirmationCodes)
    .set({ attempts: sql`${confirmationCodes.attempts} + 1` })
    .where(and(eq(confirmationCodes.id, row.id), isNull(confirmationCodes.usedAt), lt(confirmationCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: confirmationCodes.attempts });
  if (!counted) throw accountError(locale, 400, 'code_attempts_exhausted', { code: 'code_attempts_exhausted' });
  if (!sameHash(hashCode(code, purpose, row.target), row.codeHash)) {
    const dead = counted.attempts >= MAX_CODE_ATTEMPTS;
    throw accountError(locale, 400, dead ? 'code_attempts_exhausted' : 'invalid_code', { code: dead ? 'code_attempts_exhausted' : 'invalid_code' });
  }
  // Spent once: of two requests with the right code, one wins.
  const [spent] = await db
    .update(confirmationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(confirmationCodes.id, row.id), isNull(confirmationCodes.usedAt)))
    .returning({ id: confirmationCodes.id });
  if (!spent) throw accountError(locale, 400, 'invalid_code', { code: 'invalid_code' });
  return row;
}

/** Deletes the codes of an erased account: those issued to the user, and every one sent to one of their addresses. */
export async function deleteCodesOf(db: Pick<Database, 'delete'>, owner: { userId: number; targets: string[] }): Promise<number> {
  const mine = eq(confirmationCodes.userId, owner.userId);
  const where = owner.targets.length > 0 ? or(mine, inArray(confirmationCodes.target, owner.targets)) : mine;
  const deleted = await db.delete(confirmationCodes).where(where).returning({ id: confirmationCodes.id });
  return deleted.length;
}

/** Deletes the codes that expired more than CODE_RETENTION_HOURS before `now`, unconfirmed registrations among them. */
export async function purgeExpiredCodes(db: Pick<Database, 'delete'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CODE_RETENTION_HOURS * 3600 * 1000);
  const deleted = await db.delete(confirmationCodes).where(lt(confirmationCodes.expiresAt, before)).returning({ id: confirmationCodes.id });
  return deleted.length;
}

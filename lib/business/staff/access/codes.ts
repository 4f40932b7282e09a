import { createHash, randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accessCodes, businessAccounts, cabinetMemberships, users } from '@/lib/db/schema';
import { rateLimitAddress, refund, spend } from '@/lib/security/rate-limit';
import { recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../../errors';
import { knownPermissions, type Permission } from '../../permissions';

/** Letters and digits a person reads without confusion (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new code, XXXX-XXXX-XXXX: 12 characters of 31, some 59 bits; guessing is also rate-limited. */
export function generateAccessCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((group) => group.join('')).join('-');
}

/** As typed: case and spaces do not matter. */
export const normalizeAccessCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** Only this is stored (access_codes.code_hash); the code itself is shown once, at creation. */
export const hashAccessCode = (code: string) => createHash('sha256').update(normalizeAccessCode(code)).digest('hex');

export type NewAccessCode = { cabinetId: number; permissions: Permission[]; maxUses: number; expiresAt: Date | null };

/** Issues a code; returns the row and the plain code (never stored). */
export async function issueAccessCode(actor: { userId: number; companyId: number; cabinetId: number }, input: NewAccessCode) {
  const code = generateAccessCode();
  const row = await getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(accessCodes)
      .values({ cabinetId: input.cabinetId, codeHash: hashAccessCode(code), permissions: input.permissions, maxUses: input.maxUses, expiresAt: input.expiresAt, createdBy: actor.userId })
      .returning();
    await recordAudit(tx, {
      userId: actor.userId,
      companyId: actor.companyId,
      cabinetId: actor.cabinetId,
      action: 'access_code.create',
      targetId: created.id,
      details: { forCabinetId: input.cabinetId, permissions: input.permissions, maxUses: input.maxUses, expiresAt: input.expiresAt?.toISOString() ?? null },
    });
    return created;
  });
  return { row, code };
}

/** The codes of a cabinet, newest first, with who issued them. */
export async function listAccessCodes(cabinetId: number, options: { activeOnly: boolean }) {
  const now = new Date();
  const active = and(eq(accessCodes.isRevoked, false), lt(accessCodes.uses, accessCodes.maxUses), or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, now)));
  return getDb()
    .select({ code: accessCodes, issuer: { id: users.id, lastname: users.lastname, name: users.name, middlename: users.middlename, email: users.email } })
    .from(accessCodes)
    .leftJoin(users, eq(users.id, accessCodes.createdBy))
    .where(options.activeOnly ? and(eq(accessCodes.cabinetId, cabinetId), active) : eq(accessCodes.cabinetId, cabinetId))
    .orderBy(desc(accessCodes.createdAt), desc(accessCodes.id));
}

export async function findAccessCode(id: number) {
  const [row] = await getDb().select().from(accessCodes).where(eq(accessCodes.id, id)).limit(1);
  return row ?? null;
}

/** Revokes a code: it stays listed, and nobody can use it any more. */
export async function revokeAccessCode(actor: { userId: number; companyId: number; cabinetId: number }, codeId: number) {
  await getDb().transaction(async (tx) => {
    await tx.update(accessCodes).set({ isRevoked: true }).where(eq(accessCodes.id, codeId));
    await recordAudit(tx, { userId: actor.userId, companyId: actor.companyId, cabinetId: actor.cabinetId, action: 'access_code.revoke', targetId: codeId });
  });
}

/** Why a known code cannot be used now, or null when it can. */
function unusable(code: typeof accessCodes.$inferSelect, now: Date) {
  if (code.isRevoked) return 'access_code_revoked' as const;
  if (code.expiresAt && code.expiresAt <= now) return 'access_code_expired' as const;
  if (code.uses >= code.maxUses) return 'access_code_used_up' as const;
  return null;
}

/**
 * SPEC 6: a user requests access to a cabinet with a code. Every try spends one point of the
 * user's and of the address's budget first (10 and 30 an hour; past them a 429 with
 * Retry-After); a successful one gets its points back. A code of another cabinet is a wrong
 * code. A valid one makes the user a member of the cabinet with the code's permissions (added
 * to those they already hold there), counts a use and gives them a business account with the
 * company.
 */
export async function redeemAccessCode(
  user: { id: number },
  target: { company: { id: number }; cabinet: { id: number } } | null,
  plainCode: string,
  address: string | null,
): Promise<Permission[]> {
  const addressKey = rateLimitAddress(address);
  await spend('accessCodeUser', String(user.id));
  await spend('accessCodeAddress', addressKey);
  if (!target) throw new BusinessError(400, 'access_code_invalid', {}, { access_code: ['invalid'] });
  const [code] = await getDb()
    .select()
    .from(accessCodes)
    .where(and(eq(accessCodes.cabinetId, target.cabinet.id), eq(accessCodes.codeHash, hashAccessCode(plainCode))))
    .orderBy(asc(accessCodes.id))
    .limit(1);
  if (!code) throw new BusinessError(400, 'access_code_invalid', {}, { access_code: ['invalid'] });
  const reason = unusable(code, new Date());
  if (reason) throw new BusinessError(400, reason, {}, { access_code: ['invalid'] });

  const permissions = await getDb().transaction(async (tx) => {
    // Counted only while a use is left, so two users racing for the last use cannot both join.
    const [counted] = await tx
      .update(accessCodes)
      .set({ uses: sql`${accessCodes.uses} + 1` })
      .where(and(eq(accessCodes.id, code.id), eq(accessCodes.isRevoked, false), lt(accessCodes.uses, accessCodes.maxUses)))
      .returning({ id: accessCodes.id });
    if (!counted) throw new BusinessError(400, 'access_code_used_up', {}, { access_code: ['invalid'] });
    const [existing] = await tx
      .select()
      .from(cabinetMemberships)
      .where(and(eq(cabinetMemberships.userId, user.id), eq(cabinetMemberships.cabinetId, target.cabinet.id)))
      .for('update');
    const merged = knownPermissions([...(existing?.permissions ?? []), ...code.permissions]);
    let membershipId: number;
    if (existing) {
      await tx.update(cabinetMemberships).set({ permissions: merged }).where(eq(cabinetMemberships.id, existing.id));
      membershipId = existing.id;
    } else {
      const [created] = await tx.insert(cabinetMemberships).values({ userId: user.id, cabinetId: target.cabinet.id, permissions: merged, accessCodeId: code.id }).returning({ id: cabinetMemberships.id });
      membershipId = created.id;
    }
    await tx.insert(businessAccounts).values({ userId: user.id, companyId: target.company.id }).onConflictDoNothing();
    await recordAudit(tx, {
      userId: user.id,
      companyId: target.company.id,
      cabinetId: target.cabinet.id,
      action: 'member.join',
      targetId: membershipId,
      details: { accessCodeId: code.id, permissions: merged },
    });
    return merged;
  });
  await refund('accessCodeUser', String(user.id));
  await refund('accessCodeAddress', addressKey);
  return permissions;
}

import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { businessAccounts, cabinetMemberships, cabinets, users } from '@/lib/db/schema';
import { recordAudit } from '@/lib/business/audit';
import type { ManagedCabinet } from '../cabinets';
import { auditChanges } from '../../edit-conflict';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import { knownPermissions, PERMISSIONS, type Permission } from '../../permissions';

/** The members of a cabinet: who, with what, joined when (oldest first). */
export async function listMembers(cabinetId: number) {
  const rows = await getDb()
    .select({
      id: cabinetMemberships.id,
      permissions: cabinetMemberships.permissions,
      accessCodeId: cabinetMemberships.accessCodeId,
      joinedAt: cabinetMemberships.createdAt,
      isOwner: sql<boolean>`coalesce(${businessAccounts.isOwner}, false)`,
      user: { id: users.id, lastname: users.lastname, name: users.name, middlename: users.middlename, email: users.email },
    })
    .from(cabinetMemberships)
    .innerJoin(users, eq(users.id, cabinetMemberships.userId))
    .innerJoin(cabinets, eq(cabinets.id, cabinetMemberships.cabinetId))
    .leftJoin(businessAccounts, and(eq(businessAccounts.userId, cabinetMemberships.userId), eq(businessAccounts.companyId, cabinets.companyId)))
    .where(eq(cabinetMemberships.cabinetId, cabinetId))
    .orderBy(asc(cabinetMemberships.createdAt), asc(cabinetMemberships.id));
  return rows.map((row) => ({ ...row, permissions: knownPermissions(row.permissions) }));
}

/** A membership of the company by id, with its cabinet; null when it is another company's. */
export async function findCompanyMembership(companyId: number, membershipId: number) {
  const [row] = await getDb()
    .select({ id: cabinetMemberships.id, userId: cabinetMemberships.userId, permissions: cabinetMemberships.permissions, cabinet: { id: cabinets.id, code: cabinets.code, name: cabinets.name } })
    .from(cabinetMemberships)
    .innerJoin(cabinets, eq(cabinets.id, cabinetMemberships.cabinetId))
    .where(and(eq(cabinetMemberships.id, membershipId), eq(cabinets.companyId, companyId)))
    .limit(1);
  return row ? { ...row, permissions: knownPermissions(row.permissions) } : null;
}

/** Nobody grants what they do not hold: 403 permission_not_held naming the permissions. */
export function requireHeld(own: readonly Permission[], wanted: readonly Permission[]): void {
  const lacking = wanted.filter((permission) => !own.includes(permission));
  if (lacking.length > 0) throw new BusinessError(403, 'permission_not_held', { permissions: lacking.join(',') });
}


/**
 * The company's owner (docs/decisions.md, "The owner"): the user id, or null for a company left
 * without one. Read with a lock, so a transfer cannot slip between this check and the write: a
 * share lock for a change of a member, an update lock for a transfer (two transfers wait for each other).
 */
async function lockedOwner(tx: Transaction, companyId: number, strength: 'share' | 'update' = 'share'): Promise<number | null> {
  const [row] = await tx
    .select({ userId: businessAccounts.userId })
    .from(businessAccounts)
    .where(and(eq(businessAccounts.companyId, companyId), eq(businessAccounts.isOwner, true)))
    .for(strength);
  return row?.userId ?? null;
}

/**
 * The owner is changed and removed by nobody else (403 owner_protected); in the main cabinet the
 * owner keeps every permission (409 owner_keeps_permissions) and stays until ownership is given to
 * another member (409 owner_must_transfer). `next` is null for a removal.
 */
function protectOwner(manager: BusinessMember, ownerId: number | null, membership: { userId: number; cabinet: ManagedCabinet }, next: readonly Permission[] | null) {
  if (ownerId === null || membership.userId !== ownerId) return;
  if (manager.user.id !== ownerId) throw new BusinessError(403, 'owner_protected');
  if (membership.cabinet.code !== 0) return;
  if (next === null) throw new BusinessError(409, 'owner_must_transfer');
  if (PERMISSIONS.some((permission) => !next.includes(permission))) throw new BusinessError(409, 'owner_keeps_permissions');
}

/**
 * The main cabinet keeps at least one holder of members.manage, so a clinic can never lock
 * itself out: refuses (409 last_manager) when `membershipId` is the last one and would lose it.
 */
async function keepLastManager(tx: Transaction, cabinet: ManagedCabinet, membership: { id: number; permissions: Permission[] }, next: readonly Permission[] | null) {
  if (cabinet.code !== 0 || !membership.permissions.includes('members.manage') || next?.includes('members.manage')) return;
  // Row locks on the cabinet's memberships: two managers removing each other cannot both win.
  const others = await tx
    .select({ id: cabinetMemberships.id })
    .from(cabinetMemberships)
    .where(and(eq(cabinetMemberships.cabinetId, cabinet.id), ne(cabinetMemberships.id, membership.id), sql`${cabinetMemberships.permissions} @> '["members.manage"]'::jsonb`))
    .for('update');
  if (others.length === 0) throw new BusinessError(409, 'last_manager');
}

/**
 * Sets a member's permissions. The manager changes only permissions they hold themselves: a
 * permission they lack can be neither given nor taken away (403 permission_not_held).
 */
export async function updateMemberPermissions(manager: BusinessMember, membershipId: number, wanted: Permission[]) {
  const membership = await findCompanyMembership(manager.company.id, membershipId);
  if (!membership) throw new BusinessError(404, 'member_not_found');
  const next = knownPermissions(wanted);
  const changed = [...next.filter((p) => !membership.permissions.includes(p)), ...membership.permissions.filter((p) => !next.includes(p))];
  await getDb().transaction(async (tx) => {
    protectOwner(manager, await lockedOwner(tx, manager.company.id), membership, next);
    requireHeld(manager.permissions, changed);
    await keepLastManager(tx, membership.cabinet, membership, next);
    await tx.update(cabinetMemberships).set({ permissions: next }).where(eq(cabinetMemberships.id, membership.id));
    await recordAudit(tx, {
      userId: manager.user.id,
      companyId: manager.company.id,
      cabinetId: manager.cabinet.id,
      action: 'member.update',
      targetId: membership.id,
      details: { memberUserId: membership.userId, cabinetCode: membership.cabinet.code, changes: auditChanges({ permissions: membership.permissions }, { permissions: next }, ['permissions']) },
    });
  });
  return { ...membership, permissions: next };
}

/**
 * Removes a member from a cabinet. Only a member whose permissions the manager all holds
 * (a content editor cannot remove a manager); never the owner, whom nobody else removes and who
 * leaves the main cabinet only after giving the ownership away; never the main cabinet's last
 * manager. A user
 * left with no cabinet of the company loses the business account with it.
 */
export async function removeMember(manager: BusinessMember, membershipId: number) {
  const membership = await findCompanyMembership(manager.company.id, membershipId);
  if (!membership) throw new BusinessError(404, 'member_not_found');
  await getDb().transaction(async (tx) => {
    protectOwner(manager, await lockedOwner(tx, manager.company.id), membership, null);
    requireHeld(manager.permissions, membership.permissions);
    await keepLastManager(tx, membership.cabinet, membership, null);
    await tx.delete(cabinetMemberships).where(eq(cabinetMemberships.id, membership.id));
    const companyCabinets = tx.select({ id: cabinets.id }).from(cabinets).where(eq(cabinets.companyId, manager.company.id));
    const [left] = await tx
      .select({ id: cabinetMemberships.id })
      .from(cabinetMemberships)
      .where(and(eq(cabinetMemberships.userId, membership.userId), inArray(cabinetMemberships.cabinetId, companyCabinets)))
      .limit(1);
    if (!left) await tx.delete(businessAccounts).where(and(eq(businessAccounts.userId, membership.userId), eq(businessAccounts.companyId, manager.company.id)));
    await recordAudit(tx, {
      userId: manager.user.id,
      companyId: manager.company.id,
      cabinetId: manager.cabinet.id,
      action: 'member.remove',
      targetId: membership.id,
      details: { memberUserId: membership.userId, cabinetCode: membership.cabinet.code, permissions: membership.permissions },
    });
  });
}

/**
 * The owner gives the company to another member of the main cabinet, who gets every permission
 * there; the former owner stays a member with theirs (all of them), which the new owner may then
 * change. Only the owner may (403 owner_only); the new owner must be in the main cabinet (409
 * owner_not_main_member) and not the owner already (409 already_owner).
 */
export async function transferOwnership(manager: BusinessMember, membershipId: number) {
  const membership = await findCompanyMembership(manager.company.id, membershipId);
  if (!membership) throw new BusinessError(404, 'member_not_found');
  await getDb().transaction(async (tx) => {
    if ((await lockedOwner(tx, manager.company.id, 'update')) !== manager.user.id) throw new BusinessError(403, 'owner_only');
    if (membership.userId === manager.user.id) throw new BusinessError(409, 'already_owner');
    if (membership.cabinet.code !== 0) throw new BusinessError(409, 'owner_not_main_member');
    await tx.update(businessAccounts).set({ isOwner: false }).where(and(eq(businessAccounts.companyId, manager.company.id), eq(businessAccounts.userId, manager.user.id)));
    await tx
      .insert(businessAccounts)
      .values({ userId: membership.userId, companyId: manager.company.id, isOwner: true })
      .onConflictDoUpdate({ target: [businessAccounts.userId, businessAccounts.companyId], set: { isOwner: true } });
    await tx.update(cabinetMemberships).set({ permissions: [...PERMISSIONS] }).where(eq(cabinetMemberships.id, membership.id));
    await recordAudit(tx, {
      userId: manager.user.id,
      companyId: manager.company.id,
      cabinetId: manager.cabinet.id,
      action: 'member.owner',
      targetId: membership.id,
      details: { memberUserId: membership.userId, fromUserId: manager.user.id, cabinetCode: membership.cabinet.code, changes: auditChanges({ permissions: membership.permissions }, { permissions: [...PERMISSIONS] }, ['permissions']) },
    });
  });
  return { ...membership, permissions: [...PERMISSIONS] };
}

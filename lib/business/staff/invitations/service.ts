import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { businessAccounts, cabinetMemberships, cabinets, companies, staffInvitations, users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { inMailTransaction } from '@/lib/mail/outbox';
import { spend } from '@/lib/security/rate-limit';
import { recordAudit } from '@/lib/business/audit';
import type { ManagedCabinet } from '../cabinets';
import { BusinessError } from '../../errors';
import type { BusinessMember, SignedInUser } from '../../guard';
import { invitationMail } from './mail';
import { requireHeld } from '../members/service';
import { knownPermissions, type Permission } from '../../permissions';

/** How long an invitation's link works (docs/decisions.md "Staff invitations"). */
export const INVITATION_DAYS = 7;
/** Expired, revoked and accepted invitations stay listed 30 days after their link expired; then data.purge deletes them (lib/privacy/purge.ts). */
const DAY_MS = 24 * 60 * 60 * 1000;

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';
type Row = typeof staffInvitations.$inferSelect;

/** The link's secret: 256 random bits; only its SHA-256 is stored. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function invitationStatus(row: Pick<Row, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, now = new Date()): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  return 'pending';
}

export type NewInvitation = { email: string; name: string; permissions: Permission[]; locale: Locale };

/**
 * Mails an invitation to a cabinet the manager manages: the permissions (only those the manager
 * holds, 403 permission_not_held), an address that is not a member of the cabinet yet (409
 * invitation_already_member). A pending invitation to the same address and cabinet is replaced
 * (its link stops working). Counted per inviter (20 an hour) and per cabinet (50 a day): 429.
 * The row, its mail (in the inviter's language) and the audit entry are one transaction.
 */
export async function sendInvitation(member: BusinessMember, cabinet: ManagedCabinet, input: NewInvitation) {
  const permissions = knownPermissions(input.permissions);
  requireHeld(member.permissions, permissions);
  const email = input.email.trim().toLowerCase();
  const [already] = await getDb()
    .select({ id: cabinetMemberships.id })
    .from(cabinetMemberships)
    .innerJoin(users, eq(users.id, cabinetMemberships.userId))
    .where(and(eq(cabinetMemberships.cabinetId, cabinet.id), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (already) throw new BusinessError(409, 'invitation_already_member', {}, { email: ['invitation_already_member'] });
  await spend('invitationUser', String(member.user.id));
  await spend('invitationCabinet', String(cabinet.id));

  const [company] = await getDb().select({ name: companies.name, email: companies.email, emailForIssues: companies.emailForIssues }).from(companies).where(eq(companies.id, member.company.id));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
  return inMailTransaction(async (db, queueMail) => {
    const now = new Date();
    const replaced = await db
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.cabinetId, cabinet.id), eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
      .returning({ id: staffInvitations.id });
    const [row] = await db
      .insert(staffInvitations)
      .values({ cabinetId: cabinet.id, email, name: input.name.trim(), permissions, tokenHash: hashInvitationToken(token), locale: input.locale, expiresAt, invitedBy: member.user.id })
      .returning();
    await queueMail(
      invitationMail({ to: email, name: row.name, locale: input.locale, company, cabinetName: cabinet.name, inviter: member.user, permissions, token, expiresAt }),
      { invitationId: row.id, companyCode: member.company.code },
    );
    // No address or name in the log (it outlives an erasure): the invitation's number, where to, with what.
    await recordAudit(db, {
      userId: member.user.id,
      companyId: member.company.id,
      cabinetId: member.cabinet.id,
      action: 'invitation.send',
      targetId: row.id,
      details: { cabinetCode: cabinet.code, permissions, replaced: replaced.map((r) => r.id) },
    });
    return row;
  });
}

/** A cabinet's invitations, newest first, with who sent them. */
export async function listInvitations(cabinetId: number) {
  return getDb()
    .select({ invitation: staffInvitations, inviter: { id: users.id, lastname: users.lastname, name: users.name, middlename: users.middlename, email: users.email } })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(eq(staffInvitations.cabinetId, cabinetId))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
}

/** Revokes a pending invitation of a cabinet the manager manages (404 otherwise; 409 invitation_not_pending once accepted, revoked or expired). */
export async function revokeInvitation(member: BusinessMember, managed: readonly ManagedCabinet[], id: number) {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, id)).for('update');
    const cabinet = row && managed.find((c) => c.id === row.cabinetId);
    if (!row || !cabinet) throw new BusinessError(404, 'invitation_not_found');
    if (invitationStatus(row) !== 'pending') throw new BusinessError(409, 'invitation_not_pending');
    await tx.update(staffInvitations).set({ revokedAt: new Date() }).where(eq(staffInvitations.id, id));
    await recordAudit(tx, { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, action: 'invitation.revoke', targetId: id, details: { cabinetCode: cabinet.code } });
  });
}

/** Why an invitation's link cannot be used: 404 for an unknown token, 410 for one revoked, accepted or expired. */
function refuse(status: InvitationStatus): never {
  if (status === 'accepted') throw new BusinessError(410, 'invitation_used');
  if (status === 'revoked') throw new BusinessError(410, 'invitation_revoked');
  throw new BusinessError(410, 'invitation_expired');
}

async function findByToken(token: string) {
  const [row] = await getDb()
    .select({
      invitation: staffInvitations,
      cabinet: { id: cabinets.id, code: cabinets.code, name: cabinets.name },
      company: { id: companies.id, code: companies.code, name: companies.name },
      inviter: { id: users.id, lastname: users.lastname, name: users.name, middlename: users.middlename, email: users.email },
    })
    .from(staffInvitations)
    .innerJoin(cabinets, eq(cabinets.id, staffInvitations.cabinetId))
    .innerJoin(companies, eq(companies.id, cabinets.companyId))
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(eq(staffInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  return row ?? null;
}

/** What the link offers, for the page that accepts it: the clinic, the cabinet, the permissions, who invited, to which address. */
export async function previewInvitation(token: string) {
  const found = await findByToken(token);
  if (!found) throw new BusinessError(404, 'invitation_invalid');
  const status = invitationStatus(found.invitation);
  if (status !== 'pending') refuse(status);
  return found;
}

/**
 * The signed-in user accepts: they become a member of the cabinet with the invitation's
 * permissions (added to any they hold there already) and get a business account with the
 * company. The link works once: the accepting update is conditional, so two tabs cannot both win.
 * Any signed-in account may accept (the link is the secret, as an access code is); the page
 * shows the address it was sent to.
 */
export async function acceptInvitation(user: SignedInUser, token: string) {
  const found = await previewInvitation(token);
  const { invitation, cabinet, company } = found;
  const permissions = await getDb().transaction(async (tx) => {
    const now = new Date();
    const [taken] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
      .returning();
    if (!taken) {
      const [current] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
      refuse(current ? invitationStatus(current, now) : 'revoked');
    }
    const [existing] = await tx
      .select()
      .from(cabinetMemberships)
      .where(and(eq(cabinetMemberships.userId, user.id), eq(cabinetMemberships.cabinetId, cabinet.id)))
      .for('update');
    const merged = knownPermissions([...(existing?.permissions ?? []), ...invitation.permissions]);
    let membershipId: number;
    if (existing) {
      await tx.update(cabinetMemberships).set({ permissions: merged }).where(eq(cabinetMemberships.id, existing.id));
      membershipId = existing.id;
    } else {
      const [created] = await tx.insert(cabinetMemberships).values({ userId: user.id, cabinetId: cabinet.id, permissions: merged }).returning({ id: cabinetMemberships.id });
      membershipId = created.id;
    }
    await tx.insert(businessAccounts).values({ userId: user.id, companyId: company.id }).onConflictDoNothing();
    await recordAudit(tx, {
      userId: user.id,
      companyId: company.id,
      cabinetId: cabinet.id,
      action: 'invitation.accept',
      targetId: invitation.id,
      details: { membershipId, cabinetCode: cabinet.code, permissions: merged },
    });
    return merged;
  });
  return { company, cabinet, permissions };
}

import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { businessAccounts, users } from '@/lib/db/schema';
import type { BusinessMember } from '../guard';

/*
 * The member's own switch "e-mail me when a visit is booked, moved or cancelled" (issue 30,
 * docs/decisions.md "Booking: the staff's visit e-mails"): business_accounts.visit_mail of the
 * member and the company; the e-mails themselves are lib/booking/notify/staff.ts's.
 */

/** The switch as the wire shows it: whether it is on, and the confirmed address the e-mails go to (null: none, so none come). */
export type VisitMailWire = { ON: boolean; EMAIL: string | null };

export async function readVisitMail(member: BusinessMember): Promise<VisitMailWire> {
  const [row] = await getDb()
    .select({ on: businessAccounts.visitMail, email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .leftJoin(businessAccounts, and(eq(businessAccounts.userId, users.id), eq(businessAccounts.companyId, member.company.id)))
    .where(eq(users.id, member.user.id))
    .limit(1);
  return { ON: row?.on ?? false, EMAIL: row?.email && row.confirmedAt ? row.email : null };
}

/** Switches the member's e-mails on or off for this company (their own row only). */
export async function setVisitMail(member: BusinessMember, on: boolean): Promise<VisitMailWire> {
  await getDb()
    .insert(businessAccounts)
    .values({ userId: member.user.id, companyId: member.company.id, visitMail: on })
    .onConflictDoUpdate({ target: [businessAccounts.userId, businessAccounts.companyId], set: { visitMail: on } });
  return readVisitMail(member);
}

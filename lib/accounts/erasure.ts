import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { deleteCodesOf } from '@/lib/auth/codes/service';
import { getDb } from '@/lib/db/client';
import { businessAccounts, confirmationCodes, serviceRequests, staffInvitations, users } from '@/lib/db/schema';
import { scrubJobsMentioning } from '@/lib/jobs/scrub';
import { deleteMessagesNaming } from '@/lib/mail/outbox-cleanup';
import { forgetRateLimits } from '@/lib/security/forget-limits';
import { deleteAvatarFile } from './avatar';

type User = typeof users.$inferSelect;

/**
 * The account owns a clinic that has other staff: the ownership is handed over first (on the
 * staff page), so that no clinic is left without someone who manages its staff (issue 18).
 */
export class OwnerMustHandOver extends Error {
  constructor() {
    super('the account owns a company with other staff');
  }
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/** Whether the user owns a company in which someone else is staff too (its rows locked until the transaction ends). */
async function ownsCompanyWithStaff(tx: Tx, userId: number): Promise<boolean> {
  const others = await tx
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(
      and(
        ne(businessAccounts.userId, userId),
        sql`${businessAccounts.companyId} IN (SELECT company_id FROM business_accounts WHERE user_id = ${userId} AND is_owner FOR UPDATE)`,
      ),
    )
    .limit(1);
  return others.length > 0;
}

/**
 * Deletes the account and every row that names the person (docs/decisions.md, "Deleting a
 * patient account" and "Erasure and retention of personal data"), in one transaction:
 * - the user row, and with it (ON DELETE CASCADE) sessions, news subscriptions, sign-in
 *   handoffs, the codes issued to the user, business accounts and cabinet memberships;
 * - every confirmation code sent to one of their addresses (the current ones and those their
 *   codes were for: an e-mail they changed away from, the registration's);
 * - the outbox's messages to those addresses, and the delivered ones that mention them;
 * - the rate-limit counts of their user id and logins; pg-boss jobs that mention an address;
 * - the contact person of their service requests;
 * - staff invitations sent to their addresses or accepted by them.
 * What stays, unlinked (user_id set null): appointment requests, questions and reviews with the
 * clinics they were sent to, consent records as the proof, the audit log's entries. The photo's
 * file is deleted after the commit.
 * The owner of a clinic with other staff is refused (OwnerMustHandOver) until they hand the
 * ownership over; a clinic whose only staff member was its owner keeps its site, without staff.
 */
export async function deleteAccount(user: User): Promise<void> {
  const avatar = await getDb().transaction(async (tx) => {
    if (await ownsCompanyWithStaff(tx, user.id)) throw new OwnerMustHandOver();
    const codeTargets = await tx.selectDistinct({ target: confirmationCodes.target }).from(confirmationCodes).where(eq(confirmationCodes.userId, user.id));
    const addresses = [...new Set([user.email, user.tel, ...codeTargets.map((row) => row.target)].filter((value): value is string => Boolean(value)))];
    await deleteCodesOf(tx, { userId: user.id, targets: addresses });
    // Their service requests stay with the clinic they were made for (the request is the clinic's), without the contact person.
    await tx.update(serviceRequests).set({ contactName: '', contactEmail: '', contactPhone: null }).where(eq(serviceRequests.userId, user.id));
    // Staff invitations sent to their addresses, or accepted by them, go (an inviter's are unlinked by the user row's deletion).
    const emails = addresses.filter((address) => address.includes('@')).map((address) => address.toLowerCase());
    await tx.delete(staffInvitations).where(or(eq(staffInvitations.acceptedBy, user.id), emails.length > 0 ? inArray(staffInvitations.email, emails) : undefined));
    await forgetRateLimits(tx, { userId: user.id, logins: addresses });
    await scrubJobsMentioning(tx, addresses);
    const [deleted] = await tx.delete(users).where(eq(users.id, user.id)).returning({ avatar: users.avatar });
    // The outbox's files are deleted with the rows: after the user, so a failure leaves the account.
    await deleteMessagesNaming(tx, addresses);
    return deleted?.avatar ?? user.avatar;
  });
  await deleteAvatarFile(avatar);
}

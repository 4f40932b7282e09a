import { eq } from 'drizzle-orm';
import { deleteCodesOf } from '@/lib/auth/codes';
import { getDb } from '@/lib/db/client';
import { confirmationCodes, serviceRequests, users } from '@/lib/db/schema';
import { scrubJobsMentioning } from '@/lib/jobs/scrub';
import { deleteMessagesNaming } from '@/lib/mail/outbox-cleanup';
import { forgetRateLimits } from '@/lib/security/forget-limits';
import { deleteAvatarFile } from './avatar';

type User = typeof users.$inferSelect;

/**
 * Deletes the account and every row that names the person (docs/decisions.md, "Deleting a
 * patient account" and "Erasure and retention of personal data"), in one transaction:
 * - the user row, and with it (ON DELETE CASCADE) sessions, news subscriptions, sign-in
 *   handoffs, the codes issued to the user, business accounts and cabinet memberships;
 * - every confirmation code sent to one of their addresses (the current ones and those their
 *   codes were for: an e-mail they changed away from, the registration's);
 * - the outbox's messages to those addresses, and the delivered ones that mention them;
 * - the rate-limit counts of their user id and logins; pg-boss jobs that mention an address;
 * - the contact person of their service requests.
 * What stays, unlinked (user_id set null): appointment requests, questions and reviews with the
 * clinics they were sent to, consent records as the proof, the audit log's entries. The photo's
 * file is deleted after the commit.
 */
export async function deleteAccount(user: User): Promise<void> {
  const avatar = await getDb().transaction(async (tx) => {
    const codeTargets = await tx.selectDistinct({ target: confirmationCodes.target }).from(confirmationCodes).where(eq(confirmationCodes.userId, user.id));
    const addresses = [...new Set([user.email, user.tel, ...codeTargets.map((row) => row.target)].filter((value): value is string => Boolean(value)))];
    await deleteCodesOf(tx, { userId: user.id, targets: addresses });
    // Their service requests stay with the clinic they were made for (the request is the clinic's), without the contact person.
    await tx.update(serviceRequests).set({ contactName: '', contactEmail: '', contactPhone: null }).where(eq(serviceRequests.userId, user.id));
    await forgetRateLimits(tx, { userId: user.id, logins: addresses });
    await scrubJobsMentioning(tx, addresses);
    const [deleted] = await tx.delete(users).where(eq(users.id, user.id)).returning({ avatar: users.avatar });
    // The outbox's files are deleted with the rows: after the user, so a failure leaves the account.
    await deleteMessagesNaming(tx, addresses);
    return deleted?.avatar ?? user.avatar;
  });
  await deleteAvatarFile(avatar);
}

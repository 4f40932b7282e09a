import { lt } from 'drizzle-orm';
import { purgeExpiredCodes } from '@/lib/auth/codes/service';
import { getDb } from '@/lib/db/client';
import { staffInvitations } from '@/lib/db/schema';
import { purgeOldOutbox } from '@/lib/mail/outbox-cleanup';

export type PurgeResult = { codes: number; outbox: number; invitations: number };

/** Staff invitations stay listed (expired, revoked or accepted) this long after their link expired. */
export const INVITATION_RETENTION_DAYS = 30;

/**
 * Deletes personal data past its retention (docs/decisions.md "Erasure and retention of
 * personal data"): confirmation codes a day after they expired (unconfirmed registrations with
 * their names and password hashes among them, CODE_RETENTION_HOURS) and outbox messages no
 * longer queued 30 days after they were written (OUTBOX_RETENTION_DAYS), staff invitations (an
 * invitee's address and name) 30 days after their link expired. The data.purge job
 * runs it every hour; `now` is for tests.
 */
export async function purgeExpiredPersonalData(now: Date = new Date()): Promise<PurgeResult> {
  const db = getDb();
  const codes = await purgeExpiredCodes(db, now);
  const outbox = await purgeOldOutbox(db, now);
  const cutoff = new Date(now.getTime() - INVITATION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const invitations = (await db.delete(staffInvitations).where(lt(staffInvitations.expiresAt, cutoff)).returning({ id: staffInvitations.id })).length;
  return { codes, outbox, invitations };
}

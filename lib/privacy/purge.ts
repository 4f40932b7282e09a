import { purgeExpiredCodes } from '@/lib/auth/codes';
import { getDb } from '@/lib/db/client';
import { purgeOldOutbox } from '@/lib/mail/outbox-cleanup';

export type PurgeResult = { codes: number; outbox: number };

/**
 * Deletes personal data past its retention (docs/decisions.md "Erasure and retention of
 * personal data"): confirmation codes a day after they expired (unconfirmed registrations with
 * their names and password hashes among them, CODE_RETENTION_HOURS) and outbox messages no
 * longer queued 30 days after they were written (OUTBOX_RETENTION_DAYS). The data.purge job
 * runs it every hour; `now` is for tests.
 */
export async function purgeExpiredPersonalData(now: Date = new Date()): Promise<PurgeResult> {
  const db = getDb();
  const codes = await purgeExpiredCodes(db, now);
  const outbox = await purgeOldOutbox(db, now);
  return { codes, outbox };
}

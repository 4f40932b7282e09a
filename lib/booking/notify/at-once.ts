import { loadNoticeTarget } from './context';
import { scheduleReminders } from './reminders';
import { queueNotice, type NoticeTx } from './send';

/** What happened to a visit that the patient hears of at once. */
export type VisitChange = 'booked' | 'moved' | 'cancelled';

/**
 * On the visit change's own transaction: the patient's SMS (and e-mail) about it, in the visit's
 * locale with the time in the clinic's zone and, unless cancelled, the manage link of the new
 * version; a booked or moved visit also gets its reminders queued (the old version's are void).
 */
export async function queueVisitNotice(tx: NoticeTx, visitId: number, change: VisitChange, now: Date): Promise<void> {
  const target = await loadNoticeTarget(tx.db, visitId);
  if (!target) return;
  await queueNotice(tx, target, change, now);
  if (change !== 'cancelled') await scheduleReminders(tx.jobs, target, now);
}

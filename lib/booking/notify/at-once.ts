import { loadNoticeTarget } from './context';
import { scheduleReminders } from './reminders';
import { queueNotice, type NoticeTx } from './send';
import { queueStaffNotice, type VisitActor } from './staff';
import type { VisitChange } from './messages';

export type { VisitChange };

/**
 * On the visit change's own transaction: the patient's SMS (and e-mail) about it, in the visit's
 * locale with the time in the clinic's zone and, unless cancelled, the manage link of the new
 * version; a booked or moved visit also gets its reminders queued (the old version's are void).
 * The staff who asked for it get their e-mail too (./staff.ts), except `actor`, who made the change.
 */
export async function queueVisitNotice(tx: NoticeTx, visitId: number, change: VisitChange, now: Date, actor: VisitActor = 'patient'): Promise<void> {
  const target = await loadNoticeTarget(tx.db, visitId);
  if (!target) return;
  await queueNotice(tx, target, change, now);
  if (change !== 'cancelled') await scheduleReminders(tx.jobs, target, now);
  await queueStaffNotice(tx, visitId, change, actor, now);
}

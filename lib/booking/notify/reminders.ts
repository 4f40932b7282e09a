import { and, eq, isNull } from 'drizzle-orm';
import { visits } from '@/lib/db/schema';
import { sendJob, type JobExecutor } from '@/lib/jobs/boss';
import type { JobQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';
import { inMailTransaction } from '@/lib/mail/outbox';
import { loadNoticeTarget } from './context';
import { queueNotice } from './send';

/*
 * Reminders 24 h and 2 h before a visit (docs/decisions.md "Booking: messages"): pg-boss jobs
 * queued with startAfter when the visit is booked or moved, carrying its id and version. A move
 * or a cancel bumps the version, so the old jobs find nothing to do; the reminded_*_at column is
 * set in the transaction that queues the SMS, only while it is null, so a job that runs twice
 * (a retry, two workers) sends once.
 */

export type ReminderWhich = 'day' | 'hours';
export type ReminderJob = { visitId: number; version: number; which: ReminderWhich };

/** How long before the start each reminder goes. */
export const REMINDER_LEAD_MINUTES: Record<ReminderWhich, number> = { day: 24 * 60, hours: 2 * 60 };

/** When a reminder of a visit starting at `start` is due. */
export const reminderDue = (start: Date, which: ReminderWhich) => new Date(start.getTime() - REMINDER_LEAD_MINUTES[which] * 60_000);

/**
 * Until when a reminder still makes sense: the day-before one until the 2-hour one is due (a worker
 * that was down a night does not send both at once), the 2-hour one until the visit starts.
 */
export const reminderDeadline = (start: Date, which: ReminderWhich) => (which === 'day' ? reminderDue(start, 'hours') : start);

/** The reminders a visit starting at `start`, booked or moved at `now`, gets: those still ahead (booked 3 h ahead: only the 2-hour one). */
export function plannedReminders(start: Date, now: Date): { which: ReminderWhich; at: Date }[] {
  return (['day', 'hours'] as const).map((which) => ({ which, at: reminderDue(start, which) })).filter((reminder) => reminder.at.getTime() > now.getTime());
}

/** Queues the visit's reminders on the caller's transaction (the booking's or the move's), each not before its time. */
export async function scheduleReminders(jobs: JobExecutor, visit: { visitId: number; version: number; start: Date }, now: Date): Promise<void> {
  for (const { which, at } of plannedReminders(visit.start, now)) {
    await sendJob(REMINDER_QUEUE, { visitId: visit.visitId, version: visit.version, which } satisfies ReminderJob, jobs, { startAfter: at });
  }
}

export type ReminderOutcome = 'sent' | 'void' | 'early' | 'late' | 'already';

/**
 * A reminder job: sends only while the visit is still `booked` at the job's version, its time is
 * due and not past, and its reminded_*_at is null (set here in the SMS's transaction). Early (a
 * clock ahead of the database's): queued again for its time. `now` is the clock (tests pass it).
 */
export async function sendReminder(job: ReminderJob, now = new Date()): Promise<ReminderOutcome> {
  return inMailTransaction(async (db, queueMail, jobs) => {
    const target = await loadNoticeTarget(db, job.visitId);
    if (!target || target.version !== job.version || target.status !== 'booked') return 'void';
    const due = reminderDue(target.start, job.which);
    if (now.getTime() < due.getTime()) {
      await sendJob(REMINDER_QUEUE, job, jobs, { startAfter: due });
      return 'early';
    }
    if (now.getTime() >= reminderDeadline(target.start, job.which).getTime()) return 'late';
    const column = job.which === 'day' ? visits.remindedDayBeforeAt : visits.remindedHoursBeforeAt;
    const set = job.which === 'day' ? { remindedDayBeforeAt: now } : { remindedHoursBeforeAt: now };
    const [claimed] = await db
      .update(visits)
      .set(set)
      .where(and(eq(visits.id, job.visitId), eq(visits.version, job.version), eq(visits.status, 'booked'), isNull(column)))
      .returning({ id: visits.id });
    if (!claimed) return 'already';
    await queueNotice({ db, queueMail, jobs }, target, 'reminder', now);
    return 'sent';
  });
}

/** The booking.reminder queue: a failed try (the database away) is retried a few times within the reminder's window. */
export const REMINDER_QUEUE: JobQueue<ReminderJob> = {
  name: 'booking.reminder',
  options: () => ({ retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 }),
  handle: async (job) => {
    const outcome = await sendReminder(job.data);
    logger.info({ ...job.data, outcome }, 'booking: reminder');
    return outcome;
  },
};

import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_QUEUE, sendReminder, type ReminderWhich } from '@/lib/booking/notify/reminders';
import { bookVisit, cancelVisit, moveVisit } from '@/lib/booking/visits';
import { closeDb, getDb } from '@/lib/db/client';
import { outbox, visits } from '@/lib/db/schema';
import { JOBS_SCHEMA, sendJob } from '@/lib/jobs/boss';
import { stopWorker } from '@/lib/jobs/worker';
import { startJobWorker } from '@/lib/server/job-queues';
import { waitFor } from '../helpers/wait';
import { seedDemoData } from '@/lib/seed';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';

const patient = { name: 'Ерлан', phone: '+77015557101', locale: 'ru' as const };
const HOUR = 3_600_000;
const minus = (date: Date, ms: number) => new Date(date.getTime() - ms);

async function reminderSms(visitId: number) {
  const rows = await getDb()
    .select()
    .from(outbox)
    .where(sql`${outbox.meta}->>'visitId' = ${String(visitId)} AND ${outbox.meta}->>'kind' = 'booking.reminder'`)
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.body);
}

async function jobsOf(visitId: number): Promise<ReminderWhich[]> {
  const rows = await getDb().execute<{ which: ReminderWhich }>(sql`SELECT data->>'which' AS which FROM ${sql.identifier(JOBS_SCHEMA)}.job WHERE name = 'booking.reminder' AND data->>'visitId' = ${String(visitId)} ORDER BY start_after`);
  return rows.rows.map((row) => row.which);
}

describe('booking reminders 24 h and 2 h before, under a fake clock (the handler called directly)', () => {
  let doctor: TestDoctor;

  beforeAll(async () => {
    await seedDemoData();
    doctor = await createTestDoctor();
  });
  afterAll(async () => {
    await stopWorker();
    await closeDb();
  });

  const slot = (time: string) => ({ companyId: doctor.companyId, specialistId: doctor.specialistId, visitTypeId: doctor.visit30, start: doctor.at(time) });

  it('fires once at the right time: not a minute early, then once, and a second run of the job sends nothing', async () => {
    const visit = await bookVisit(slot('09:00'), patient);
    const start = doctor.at('09:00');
    const day = { visitId: visit.id, version: visit.version, which: 'day' as const };
    expect(await sendReminder(day, minus(start, 24 * HOUR + 60_000))).toBe('early');
    expect(await reminderSms(visit.id)).toEqual([]);
    expect(await sendReminder(day, minus(start, 24 * HOUR))).toBe('sent');
    expect(await sendReminder(day, minus(start, 23 * HOUR))).toBe('already');
    const texts = await reminderSms(visit.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Напоминание: .*09:00, Тестовый врач\. .*\/visit\//);
    const [row] = await getDb().select().from(visits).where(eq(visits.id, visit.id));
    expect(row.remindedDayBeforeAt?.toISOString()).toBe(minus(start, 24 * HOUR).toISOString());
    expect(row.remindedHoursBeforeAt).toBeNull();

    const hours = { ...day, which: 'hours' as const };
    expect(await sendReminder(hours, minus(start, 2 * HOUR + 1_000))).toBe('early');
    // The job run twice at once (a retry beside a slow first try): one SMS.
    const both = await Promise.all([sendReminder(hours, minus(start, 2 * HOUR)), sendReminder(hours, minus(start, 2 * HOUR))]);
    expect(both.sort()).toEqual(['already', 'sent']);
    expect(await reminderSms(visit.id)).toHaveLength(2);
  });

  it('not after a cancel: the job of the old version finds nothing to send', async () => {
    const visit = await bookVisit(slot('10:00'), patient);
    await cancelVisit(visit.id, visit.version, 'ru');
    const start = doctor.at('10:00');
    expect(await sendReminder({ visitId: visit.id, version: visit.version, which: 'day' }, minus(start, 24 * HOUR))).toBe('void');
    expect(await sendReminder({ visitId: visit.id, version: visit.version + 1, which: 'hours' }, minus(start, 2 * HOUR))).toBe('void');
    expect(await reminderSms(visit.id)).toEqual([]);
  });

  it('not for the old time after a move: the old jobs are void, the new ones fire at the new time', async () => {
    const visit = await bookVisit(slot('11:00'), patient);
    const moved = await moveVisit(visit.id, visit.version, doctor.at('14:00'), 'ru');
    const oldStart = doctor.at('11:00');
    const newStart = doctor.at('14:00');
    expect(await sendReminder({ visitId: visit.id, version: visit.version, which: 'day' }, minus(oldStart, 24 * HOUR))).toBe('void');
    expect(await sendReminder({ visitId: visit.id, version: visit.version, which: 'hours' }, minus(oldStart, 2 * HOUR))).toBe('void');
    expect(await reminderSms(visit.id)).toEqual([]);
    const day = { visitId: visit.id, version: moved.version, which: 'day' as const };
    expect(await sendReminder(day, minus(oldStart, 24 * HOUR))).toBe('early');
    expect(await sendReminder(day, minus(newStart, 24 * HOUR))).toBe('sent');
    const texts = await reminderSms(visit.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('14:00');
  });

  it('a visit booked less than 24 h ahead gets only the 2-hour reminder; less than 2 h ahead, none; a late day reminder is not sent once the 2-hour one is due', async () => {
    const soon = await bookVisit(slot('16:00'), patient, { now: minus(doctor.at('16:00'), 3 * HOUR) });
    expect(await jobsOf(soon.id)).toEqual(['hours']);
    const sooner = await bookVisit(slot('17:00'), patient, { now: minus(doctor.at('17:00'), HOUR) });
    expect(await jobsOf(sooner.id)).toEqual([]);
    const visit = await bookVisit(slot('12:00'), patient);
    expect(await sendReminder({ visitId: visit.id, version: visit.version, which: 'day' }, minus(doctor.at('12:00'), 2 * HOUR))).toBe('late');
    expect(await reminderSms(visit.id)).toEqual([]);
  });

  it('through the worker: the booking.reminder queue is run by `npm run worker`, and its SMS goes out by sms.send', async () => {
    const visit = await bookVisit(slot('15:00'), patient);
    // The visit brought to 90 minutes from the real clock (raw SQL: pg-boss's clock cannot be faked): its 2-hour reminder is due.
    const start = new Date(Date.now() + 90 * 60_000);
    await getDb().execute(sql`UPDATE visits SET period = tstzrange(${start.toISOString()}::timestamptz, ${new Date(start.getTime() + 30 * 60_000).toISOString()}::timestamptz, '[)') WHERE id = ${visit.id}`);
    const saved = process.env.JOBS_POLL_SECONDS;
    process.env.JOBS_POLL_SECONDS = '0.5';
    await startJobWorker();
    if (saved === undefined) delete process.env.JOBS_POLL_SECONDS;
    else process.env.JOBS_POLL_SECONDS = saved;
    await sendJob(REMINDER_QUEUE, { visitId: visit.id, version: visit.version, which: 'hours' });
    const read = async () => (await getDb().select().from(outbox).where(sql`${outbox.meta}->>'visitId' = ${String(visit.id)} AND ${outbox.meta}->>'kind' = 'booking.reminder'`))[0];
    const sent = await waitFor(read, (row) => row?.status === 'sent' || row?.status === 'outbox', 30_000);
    expect(sent.recipient).toBe(patient.phone);
    const [row] = await getDb().select().from(visits).where(eq(visits.id, visit.id));
    expect(row.remindedHoursBeforeAt).not.toBeNull();
  });
});

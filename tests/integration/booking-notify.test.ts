import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVisitToken } from '@/lib/booking/tokens';
import { bookVisit, cancelVisit, holdSlot, moveVisit } from '@/lib/booking/visits';
import { closeDb, getDb } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { JOBS_SCHEMA } from '@/lib/jobs/boss';
import { clinicDomains, manageUrl } from '@/lib/booking/notify/context';
import { hostOrigin, publicBaseUrl } from '@/lib/seo/urls';
import { seedDemoData } from '@/lib/seed';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';

const patient = { name: 'Асель Нурланова', phone: '+77015557001', email: 'asel.notify@example.com', locale: 'ru' as const };

/** The outbox rows of one visit, oldest first. */
async function messagesOf(visitId: number) {
  return getDb()
    .select()
    .from(outbox)
    .where(sql`${outbox.meta}->>'visitId' = ${String(visitId)}`)
    .orderBy(asc(outbox.id));
}

/** The booking.reminder jobs of one visit: which, for which version, not before when. */
async function remindersOf(visitId: number) {
  const rows = await getDb().execute<{ which: string; version: number; start_after: Date }>(
    sql`SELECT data->>'which' AS which, (data->>'version')::int AS version, start_after FROM ${sql.identifier(JOBS_SCHEMA)}.job WHERE name = 'booking.reminder' AND data->>'visitId' = ${String(visitId)} ORDER BY start_after`,
  );
  return rows.rows.map((row) => ({ which: row.which, version: row.version, at: new Date(row.start_after).toISOString() }));
}

/** The manage token inside a message's text. */
const tokenIn = (text: string) => /\/visit\/([^\s]+)/.exec(text)?.[1] ?? null;

describe('booking messages at once (lib/booking/notify): queued with the visit change, in its transaction', () => {
  let doctor: TestDoctor;
  let siteOrigin: string;

  beforeAll(async () => {
    await seedDemoData();
    doctor = await createTestDoctor();
    // The demo clinic has a verified primary domain (demo-clinic.localhost): its links go there, not to /l/{slug}.
    const [primary] = await clinicDomains(getDb(), doctor.companyId);
    expect(primary).toBeTruthy();
    siteOrigin = hostOrigin(primary);
  });
  afterAll(() => closeDb());

  const slot = (time: string) => ({ companyId: doctor.companyId, specialistId: doctor.specialistId, visitTypeId: doctor.visit30, start: doctor.at(time) });

  it('booked: an SMS and an e-mail in the visit locale with the time in the clinic zone, the doctor, the address and a valid manage link; both reminders queued', async () => {
    const visit = await bookVisit(slot('10:00'), patient);
    const rows = await messagesOf(visit.id);
    expect(rows.map((row) => [row.channel, (row.meta as { kind: string }).kind, row.recipient])).toEqual([
      ['sms', 'booking.booked', patient.phone],
      ['email', 'booking.booked', patient.email],
    ]);
    const [sms, mail] = rows;
    expect(sms.body).toMatch(/^Вы записаны: \d\d [а-я]+( \d{4})?, 10:00, Тестовый врач\. /);
    const link = `${siteOrigin}/visit/`;
    expect(sms.body).toContain(link);
    expect(readVisitToken(tokenIn(sms.body)!, 'manage')).toEqual({ visitId: visit.id, version: visit.version });
    expect(mail.subject).toContain('10:00');
    expect(mail.body).toContain('Врач: Тестовый врач');
    expect(mail.body).toContain('Приём: Консультация');
    expect(mail.body).toContain(link);
    expect(await remindersOf(visit.id)).toEqual([
      { which: 'day', version: 1, at: new Date(doctor.at('10:00').getTime() - 24 * 3_600_000).toISOString() },
      { which: 'hours', version: 1, at: new Date(doctor.at('10:00').getTime() - 2 * 3_600_000).toISOString() },
    ]);
  });

  it('a held slot booked in kk: the messages are Kazakh (no e-mail given: the SMS alone)', async () => {
    const hold = await holdSlot(slot('11:00'), 'kk');
    const visit = await bookVisit(slot('11:00'), { ...patient, email: null, locale: 'kk' }, { hold: { visitId: hold.id, version: hold.version } });
    const rows = await messagesOf(visit.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].body).toMatch(/^Сіз жазылдыңыз: .*11:00, Тестовый врач\./);
    expect(rows[0].body).toContain(`${siteOrigin}/kk/visit/`);
  });

  it('moved: the new time and a link of the new version (the old link is void); new reminders for the new version', async () => {
    const visit = await bookVisit(slot('12:00'), patient);
    const moved = await moveVisit(visit.id, visit.version, doctor.at('12:30'), 'ru');
    const rows = await messagesOf(visit.id);
    const sms = rows.filter((row) => row.channel === 'sms').map((row) => row.body);
    expect(sms).toHaveLength(2);
    expect(sms[1]).toMatch(/^Запись перенесена: .*12:30, Тестовый врач\./);
    expect(readVisitToken(tokenIn(sms[1])!, 'manage')).toEqual({ visitId: visit.id, version: moved.version });
    expect(rows.filter((row) => row.channel === 'email').map((row) => (row.meta as { kind: string }).kind)).toEqual(['booking.booked', 'booking.moved']);
    const jobs = await remindersOf(visit.id);
    expect(jobs.filter((job) => job.version === moved.version).map((job) => job.at)).toEqual([
      new Date(doctor.at('12:30').getTime() - 24 * 3_600_000).toISOString(),
      new Date(doctor.at('12:30').getTime() - 2 * 3_600_000).toISOString(),
    ]);
  });

  it('cancelled: an SMS and an e-mail saying so, without a link; no reminder for the cancelled version', async () => {
    const visit = await bookVisit(slot('15:00'), patient);
    const cancelled = await cancelVisit(visit.id, visit.version, 'ru');
    const rows = await messagesOf(visit.id);
    const last = rows.filter((row) => (row.meta as { kind: string }).kind === 'booking.cancelled');
    expect(last.map((row) => row.channel)).toEqual(['sms', 'email']);
    expect(last[0].body).toMatch(/^Запись отменена: .*15:00, Тестовый врач\./);
    expect(last[0].body).not.toContain('/visit/');
    expect((await remindersOf(visit.id)).filter((job) => job.version === cancelled.version)).toEqual([]);
  });

  it('a clinic without a domain of its own: the manage link is its copy on the platform, /{locale}/l/{slug}/visit/{token}', () => {
    const url = manageUrl({ slug: 'some-clinic', domains: [] }, 'kk', 41, 3);
    expect(url.startsWith(`${publicBaseUrl().origin}/kk/l/some-clinic/visit/`)).toBe(true);
    expect(readVisitToken(tokenIn(url)!, 'manage')).toEqual({ visitId: 41, version: 3 });
    expect(readVisitToken(tokenIn(url)!, 'hold')).toBeNull();
  });

  it('a refused booking (the slot is taken) queues nothing: the messages roll back with it', async () => {
    await bookVisit(slot('16:00'), patient);
    const before = await getDb().select({ count: sql<number>`count(*)::int` }).from(outbox).where(and(eq(outbox.recipient, '+77015557002')));
    await expect(bookVisit(slot('16:00'), { ...patient, phone: '+77015557002' })).rejects.toMatchObject({ code: 'slot_taken' });
    const after = await getDb().select({ count: sql<number>`count(*)::int` }).from(outbox).where(and(eq(outbox.recipient, '+77015557002')));
    expect(after[0].count).toBe(before[0].count);
  });
});

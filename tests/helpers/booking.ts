import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, doctorBooking, holidays, scheduleExceptions, scheduleHours, specialists, visitTypes } from '@/lib/db/schema';
import { addWallDays, instantToWallDate, wallTimeToInstant } from '@/lib/dates/wall-time';

export type TestDoctor = { companyId: number; companyCode: string; timeZone: string; specialistId: number; visit30: number; visit45: number; day: string; at: (time: string) => Date };

/**
 * A fresh doctor of a seeded clinic (DEMO: Almaty; or another by code), in `slots` mode, with
 * visit types of 30 and 45 minutes and hours 09:00–13:00 and 14:00–18:00 every day. `day` is a
 * working day `daysAhead` ahead in the clinic's zone, opened explicitly (an exception with those
 * hours, and the clinic working even if it is a public holiday), so the test never depends on the
 * calendar it runs on.
 */
export async function createTestDoctor(options: { companyCode?: string; daysAhead?: number; mode?: 'slots' | 'request'; published?: boolean } = {}): Promise<TestDoctor> {
  const db = getDb();
  const [company] = await db.select().from(companies).where(eq(companies.code, options.companyCode ?? 'DEMO'));
  const timeZone = company.timeZone;
  const [doctor] = await db
    .insert(specialists)
    .values({ companyId: company.id, slug: `booking-${randomUUID().slice(0, 8)}`, fullName: { ru: 'Тестовый врач' }, specialty: { ru: 'Терапевт' }, isPublished: options.published ?? true })
    .returning();
  await db.insert(doctorBooking).values({ specialistId: doctor.id, companyId: company.id, mode: options.mode ?? 'slots' });
  const [visit30, visit45] = await db
    .insert(visitTypes)
    .values([
      { companyId: company.id, specialistId: doctor.id, name: { ru: 'Консультация' }, durationMinutes: 30, price: 8000 },
      { companyId: company.id, specialistId: doctor.id, name: { ru: 'Приём с осмотром' }, durationMinutes: 45, price: 12000, position: 1 },
    ])
    .returning();
  await db.insert(scheduleHours).values([1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
    { companyId: company.id, specialistId: doctor.id, weekday, startsAt: '09:00', endsAt: '13:00' },
    { companyId: company.id, specialistId: doctor.id, weekday, startsAt: '14:00', endsAt: '18:00' },
  ]));
  const day = addWallDays(instantToWallDate(new Date(), timeZone), options.daysAhead ?? 14);
  await db.insert(scheduleExceptions).values({ companyId: company.id, specialistId: doctor.id, day, intervals: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }] });
  await db.insert(holidays).values({ companyId: company.id, day, name: { ru: 'Рабочий день' }, isClosed: false }).onConflictDoNothing();
  return { companyId: company.id, companyCode: company.code, timeZone, specialistId: doctor.id, visit30: visit30.id, visit45: visit45.id, day, at: (time: string) => wallTimeToInstant(day, time, timeZone) };
}

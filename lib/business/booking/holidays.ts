import { and, asc, between, eq, isNull, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { holidays } from '@/lib/db/schema';
import { clinicTimeZone } from '@/lib/dates';
import type { HolidayCountry } from '@/lib/db/schema/booking';
import type { LocalizedText } from '@/lib/db/schema/common';
import { auditTitle, recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';
import { checkOfferedLocales, editorCompany, toLocalized } from '../site';
import { actorOf, clinicToday, companyTimeZone, scheduleChanged } from './doctor';
import { dayInPast } from './exceptions';
import type { HolidayOverrideInput } from './schemas';

const UZBEK_ZONES = new Set(['Asia/Tashkent', 'Asia/Samarkand']);

/** The country whose public holidays a clinic keeps: it follows the clinic's time zone. */
export const holidayCountry = (timeZone: string): HolidayCountry => (UZBEK_ZONES.has(timeZone) ? 'UZ' : 'KZ');

/** A day of the clinic's holiday calendar: the country's public holiday and the clinic's own change of it, either may be absent. */
export type HolidayDay = { day: string; name: LocalizedText; national: boolean; own: { id: number; closed: boolean } | null };

/**
 * The clinic's holiday calendar from `from` to `to`: its country's public holidays (shipped data)
 * and its own changes (an extra closed day, or work on a public holiday), one entry a day.
 */
export async function listHolidays(companyId: number, from: string, to: string): Promise<{ country: HolidayCountry; days: HolidayDay[] }> {
  const country = holidayCountry(await companyTimeZone(companyId));
  const rows = await getDb()
    .select()
    .from(holidays)
    .where(and(between(holidays.day, from, to), or(and(eq(holidays.country, country), isNull(holidays.companyId)), eq(holidays.companyId, companyId))))
    .orderBy(asc(holidays.day), asc(holidays.id));
  const days = new Map<string, HolidayDay>();
  for (const row of rows) {
    const entry = days.get(row.day) ?? { day: row.day, name: row.name, national: false, own: null };
    if (row.companyId === null) {
      entry.national = true;
      if (!entry.own || !entry.name.ru) entry.name = row.name;
    } else {
      entry.own = { id: row.id, closed: row.isClosed };
      if (row.name.ru || !entry.national) entry.name = row.name;
    }
    days.set(row.day, entry);
  }
  return { country, days: [...days.values()] };
}

/**
 * The clinic's own change of a day (schedule.edit): closed (every doctor off) or working on its
 * country's public holiday. One a day: a second replaces the first. Without a name, a public
 * holiday's is kept. A day before the clinic's today is 400 day_in_past. Audited as holiday.set.
 */
export async function setHolidayOverride(member: BusinessMember, input: HolidayOverrideInput): Promise<void> {
  const company = await editorCompany(member);
  if (input.name) checkOfferedLocales({ name: input.name }, company.locales);
  const timeZone = clinicTimeZone(company.timeZone);
  if (input.day < clinicToday(timeZone)) throw dayInPast();
  const country = holidayCountry(timeZone);
  await getDb().transaction(async (tx) => {
    const [national] = await tx
      .select({ name: holidays.name })
      .from(holidays)
      .where(and(eq(holidays.country, country), isNull(holidays.companyId), eq(holidays.day, input.day)))
      .limit(1);
    const name = input.name && Object.keys(input.name).length > 0 ? toLocalized(input.name) : (national?.name ?? { ru: '' });
    const [row] = await tx
      .insert(holidays)
      .values({ companyId: member.company.id, day: input.day, name, isClosed: input.closed })
      .onConflictDoUpdate({ target: [holidays.companyId, holidays.day], targetWhere: sql`${holidays.companyId} is not null`, set: { name, isClosed: input.closed } })
      .returning({ id: holidays.id });
    await recordAudit(tx, { ...actorOf(member, row.id), action: 'holiday.set', details: { title: auditTitle(name), day: input.day, closed: input.closed } });
  });
  await scheduleChanged(member, 'all');
}

/** Removes the clinic's own change of a day (schedule.edit): the country's calendar holds again. A public holiday itself or another company's row is 404. Audited as holiday.delete. */
export async function deleteHolidayOverride(member: BusinessMember, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(holidays)
      .where(and(eq(holidays.id, id), eq(holidays.companyId, member.company.id)))
      .returning();
    if (!row) throw new BusinessError(404, 'holiday_not_found');
    await recordAudit(tx, { ...actorOf(member, id), action: 'holiday.delete', details: { title: auditTitle(row.name), day: row.day, closed: row.isClosed } });
  });
  await scheduleChanged(member, 'all');
}

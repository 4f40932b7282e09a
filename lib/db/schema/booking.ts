import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, serial, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, localized, updatedAt } from './common';
import { users } from './accounts';
import { companies } from './companies';
import { specialists } from './content';

/*
 * Real booking (issue 30, docs/decisions.md "Booking"). Times of a schedule are the clinic's wall
 * time (companies.time_zone, an IANA zone: never a fixed offset); a visit's period is an instant
 * range in UTC. A visit, a hold and a blocked time are rows of one table under one exclusion
 * constraint (the migration's hand-written part): for a doctor, two periods that are not
 * cancelled never overlap, whatever the concurrency.
 */

/** `[start,end)` as PostgreSQL writes a tstzrange: `["2026-12-01 04:00:00+00","2026-12-01 04:30:00+00")`. */
export const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/** How a doctor is booked: the appointment request of SPEC (the clinic phones back) or free slots. */
export const BOOKING_MODES = ['request', 'slots'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/**
 * A visit's life: `hold` while the patient fills in their details (until hold_expires_at), then
 * `booked`; the clinic marks `came` or `no_show`; `cancelled` frees the time; `blocked` is time
 * the clinic took out of the schedule (no patient).
 */
export const VISIT_STATUSES = ['hold', 'booked', 'came', 'no_show', 'cancelled', 'blocked'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** Who made the visit: the patient on the site, the clinic for a patient who phoned, or the clinic blocking time. */
export const VISIT_SOURCES = ['site', 'phone', 'clinic'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

const companyId = () => integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' });
const specialistId = () => integer('specialist_id').notNull().references(() => specialists.id, { onDelete: 'cascade' });

/** Per doctor: how patients book them. No row: `request`, as before booking existed. */
export const doctorBooking = pgTable('doctor_booking', {
  specialistId: integer('specialist_id')
    .primaryKey()
    .references(() => specialists.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  mode: text('mode', { enum: BOOKING_MODES }).notNull().default('request'),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});

/** The kinds of visit a doctor offers, each with its length and price (from the clinic's price list where one matches). */
export const visitTypes = pgTable(
  'visit_types',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    specialistId: specialistId(),
    name: localized('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** In the price list's currency, whole units; null: no price shown. */
    price: integer('price'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('visit_types_specialist_idx').on(t.specialistId), check('visit_types_duration_check', sql`${t.durationMinutes} between 5 and 480`)],
);

/** Weekly working hours: one row an interval, several a day; a break is the gap between two. Weekday 1 = Monday … 7 = Sunday. */
export const scheduleHours = pgTable(
  'schedule_hours',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    specialistId: specialistId(),
    weekday: integer('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (t) => [
    index('schedule_hours_specialist_idx').on(t.specialistId, t.weekday),
    check('schedule_hours_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('schedule_hours_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** One interval of a day as stored in an exception: wall times `HH:MM`. */
export type DayInterval = { start: string; end: string };

/** One day of a doctor off the weekly pattern: a day off, or other hours that day. */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    specialistId: specialistId(),
    day: date('day').notNull(),
    /** Empty: the doctor does not work that day; else the hours that replace the week's. */
    intervals: jsonb('intervals').$type<DayInterval[]>().notNull().default([]),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('schedule_exceptions_specialist_day_idx').on(t.specialistId, t.day)],
);

/** The countries whose public holidays are shipped (lib/booking's data); a clinic's country follows its time zone. */
export const HOLIDAY_COUNTRIES = ['KZ', 'UZ'] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];

/**
 * Public holidays: a country's (company_id null, shipped as data) and a clinic's own changes to
 * them (company_id set): an extra day closed, or `is_closed` false to work on a public holiday.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    country: text('country', { enum: HOLIDAY_COUNTRIES }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    name: localized('name').notNull(),
    isClosed: boolean('is_closed').notNull().default(true),
  },
  (t) => [
    uniqueIndex('holidays_country_day_idx').on(t.country, t.day).where(sql`${t.companyId} is null`),
    uniqueIndex('holidays_company_day_idx').on(t.companyId, t.day).where(sql`${t.companyId} is not null`),
    check('holidays_owner_check', sql`(${t.country} is null) <> (${t.companyId} is null)`),
  ],
);

/** A visit, a hold or a blocked time of one doctor. */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    specialistId: specialistId(),
    visitTypeId: integer('visit_type_id').references(() => visitTypes.id, { onDelete: 'set null' }),
    period: tstzrange('period').notNull(),
    status: text('status', { enum: VISIT_STATUSES }).notNull(),
    /** A hold's end: after it the time is free again (expired holds are swept before every insert and hourly). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    source: text('source', { enum: VISIT_SOURCES }).notNull().default('site'),
    /** The patient's account, when they have one (the booking flow finds or creates it by the confirmed phone). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    patientName: text('patient_name'),
    /** E.164. */
    patientPhone: text('patient_phone'),
    patientEmail: text('patient_email'),
    /** The language the patient booked in: their messages are written in it. */
    locale: text('locale').notNull().default('ru'),
    note: text('note'),
    /** Bumped by every move or cancel: a manage link or a reminder job made for an older version is void. */
    version: integer('version').notNull().default(1),
    remindedDayBeforeAt: timestamp('reminded_day_before_at', { withTimezone: true }),
    remindedHoursBeforeAt: timestamp('reminded_hours_before_at', { withTimezone: true }),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visits_company_period_idx').using('gist', t.companyId, t.period),
    index('visits_user_idx').on(t.userId),
    check('visits_hold_check', sql`(${t.status} = 'hold') = (${t.holdExpiresAt} is not null)`),
    check('visits_period_check', sql`not isempty(${t.period}) and lower_inc(${t.period}) and not upper_inc(${t.period})`),
  ],
);

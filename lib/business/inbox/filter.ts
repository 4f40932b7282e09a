import { z } from '@hono/zod-openapi';
import { and, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import type { appointmentRequests, questions } from '@/lib/db/schema';
import { CLINIC_TIME_ZONE, toIsoDate } from '@/lib/forms/schemas';
import { INBOX_STATUSES, inboxStatusSchema, type InboxStatus } from './schemas';
import { pagingQuery } from '../wire';

/*
 * What an inbox list and its CSV export select (issue 20): the status, a search in the name,
 * phone, e-mail and text, and the day received (from/to, inclusive, in the clinic's calendar).
 * The list and the export take the same query, so the file holds what the list shows.
 */

export const INBOX_SEARCH_MAX = 100;

/** A day `YYYY-MM-DD` that exists (2026-02-30 does not). */
const day = z
  .string({ error: 'invalid' })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(value) === value && value >= '2000-01-01' && value <= '2100-12-31', 'invalid_date');

const filterShape = {
  status: inboxStatusSchema.optional().openapi({ description: 'new, in_progress or done; all when absent' }),
  q: z
    .string()
    .trim()
    .max(INBOX_SEARCH_MAX, 'too_long')
    .optional()
    .transform((value) => value || undefined)
    .openapi({ description: "Words of the name, e-mail or text, or digits of the phone (at least 3); case doesn't matter", example: 'Асель' }),
  from: day.optional().openapi({ description: "First day received, YYYY-MM-DD in the clinic's time zone (Asia/Almaty)", example: '2026-11-01' }),
  to: day.optional().openapi({ description: 'Last day received (inclusive), YYYY-MM-DD', example: '2026-11-30' }),
};

const orderedDays = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

/** The filter of the export; a `to` before `from` is refused (400 at `to`). */
export const inboxFilterQuery = z.object(filterShape).refine(orderedDays, { path: ['to'], message: 'invalid_date' });

/** The filter and the page of the list. */
export const inboxListQuery = z.object({ ...filterShape, ...pagingQuery }).refine(orderedDays, { path: ['to'], message: 'invalid_date' });

export type InboxFilter = { status?: InboxStatus; q?: string; from?: string; to?: string };

type InboxTable = typeof appointmentRequests | typeof questions;

/** `%`, `_` and `\` stand for themselves in the search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A day's start in the clinic's time zone as a timestamptz: '2026-11-01' -> 2026-10-31T19:00:00Z. */
const dayStart = (isoDay: string, plusDays = 0) => sql`((${isoDay}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${CLINIC_TIME_ZONE})`;

/** The phone's digits, compared as digits: +7 701 555-01-99, 8 701 555 01 99 and 7015550199 all find +77015550199. */
function phoneCondition(table: InboxTable, typed: string): SQL | undefined {
  const digits = typed.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  const national = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
  const phoneDigits = sql`regexp_replace(coalesce(${table.phone}, ''), '\\D', '', 'g')`;
  return or(sql`${phoneDigits} LIKE ${likePattern(digits)}`, sql`${phoneDigits} LIKE ${likePattern(national)}`);
}

/**
 * The search: a query written as a phone (digits, spaces, + ( ) -) finds the phone by its digits;
 * otherwise every word must be found in the name, e-mail or text (the comment or the question),
 * or, for a word of 3 or more digits, in the phone.
 */
function searchCondition(table: InboxTable, textColumn: PgColumn, q: string): SQL | undefined {
  const inText = (word: string) => or(ilike(table.name, likePattern(word)), ilike(table.email, likePattern(word)), ilike(textColumn, likePattern(word)));
  if (/^[+\d\s().-]+$/.test(q) && q.replace(/\D/g, '').length >= 3) return or(phoneCondition(table, q), inText(q));
  return and(...q.split(/\s+/).filter(Boolean).map((word) => or(inText(word), /^\d{3,}$/.test(word) ? phoneCondition(table, word) : undefined)));
}

/** The WHERE of a company's inbox rows under a filter; `withStatus: false` leaves the status out (the counts per status). */
export function inboxWhere(table: InboxTable, textColumn: PgColumn, companyId: number, filter: InboxFilter, withStatus = true): SQL | undefined {
  return and(
    eq(table.companyId, companyId),
    withStatus && filter.status ? eq(table.status, filter.status) : undefined,
    filter.from ? gte(table.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(table.createdAt, dayStart(filter.to, 1)) : undefined,
    filter.q ? searchCondition(table, textColumn, filter.q) : undefined,
  );
}

export type StatusCounts = Record<InboxStatus, number>;

/** How many rows of each status the filter (its status aside) selects, for the filter's chips. */
export async function countByStatus(table: InboxTable, textColumn: PgColumn, companyId: number, filter: InboxFilter): Promise<StatusCounts> {
  const rows = await getDb()
    .select({ status: table.status, total: count() })
    .from(table)
    .where(inboxWhere(table, textColumn, companyId, filter, false))
    .groupBy(table.status);
  const counts = Object.fromEntries(INBOX_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

export const statusCountsSchema = z
  .object(Object.fromEntries(INBOX_STATUSES.map((status) => [status, z.number().int()])) as Record<InboxStatus, z.ZodNumber>)
  .openapi('InboxStatusCounts', { description: 'Rows per status under the same search and dates (the status filter aside)' });

import { and, count, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointmentRequests, questions, reviews } from '@/lib/db/schema';
import { CLINIC_TIME_ZONE } from '@/lib/forms/schemas';
import { listAudit, visibleKinds } from './audit';
import type { BusinessMember } from './guard';

export const DASHBOARD_WEEKS = 12;
export const RECENT_ACTIVITY = 10;

type WeekRow = { week_start: string; iso_week: string; appointments: number; questions: number };

/** Requests and questions per ISO week (Monday first, the clinics' calendar) for the last 12 weeks, this week last. */
async function weeklyCounts(companyId: number): Promise<WeekRow[]> {
  const zone = sql.raw(`'${CLINIC_TIME_ZONE}'`);
  const result = await getDb().execute<WeekRow>(sql`
    SELECT to_char(w.week, 'YYYY-MM-DD') AS week_start, to_char(w.week, 'IYYY-"W"IW') AS iso_week,
      (SELECT count(*)::int FROM ${appointmentRequests} a WHERE a.company_id = ${companyId} AND date_trunc('week', a.created_at AT TIME ZONE ${zone}) = w.week) AS appointments,
      (SELECT count(*)::int FROM ${questions} q WHERE q.company_id = ${companyId} AND date_trunc('week', q.created_at AT TIME ZONE ${zone}) = w.week) AS questions
    FROM generate_series(date_trunc('week', now() AT TIME ZONE ${zone}) - interval '${sql.raw(String(DASHBOARD_WEEKS - 1))} weeks', date_trunc('week', now() AT TIME ZONE ${zone}), interval '1 week') AS w(week)
    ORDER BY w.week`);
  return result.rows;
}

/**
 * A cabinet's dashboard: weekly requests and questions, open items (not done; reviews pending)
 * and recent activity from the audit log — each part only when the member's permissions cover
 * it (null otherwise).
 */
export async function loadDashboard(member: BusinessMember) {
  const can = (permission: BusinessMember['permissions'][number]) => member.permissions.includes(permission);
  const companyId = member.company.id;
  const db = getDb();
  const weeks = can('appointments.read') || can('questions.read') ? await weeklyCounts(companyId) : null;
  const openCount = async (table: typeof appointmentRequests | typeof questions) => (await db.select({ n: count() }).from(table).where(and(eq(table.companyId, companyId), ne(table.status, 'done'))))[0].n;
  const pendingReviews = async () => (await db.select({ n: count() }).from(reviews).where(and(eq(reviews.companyId, companyId), eq(reviews.status, 'pending'))))[0].n;
  const activity = await listAudit({ companyId, kinds: visibleKinds(member.permissions), offset: 0, limit: RECENT_ACTIVITY });
  return {
    weeks: weeks?.map((row) => ({ ...row, appointments: can('appointments.read') ? row.appointments : null, questions: can('questions.read') ? row.questions : null })) ?? null,
    open: {
      appointments: can('appointments.read') ? await openCount(appointmentRequests) : null,
      questions: can('questions.read') ? await openCount(questions) : null,
      reviews: can('reviews.moderate') ? await pendingReviews() : null,
    },
    activity: activity.items,
  };
}

import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { appointmentRequests, questions, reviews, visits } from '@/lib/db/schema';
import { CLINIC_TIME_ZONE } from '@/lib/forms/schemas';
import { findIssuesEmail } from '@/lib/tenants/queries';
import { AUDIT_KIND_NAMES, listAudit, visibleKinds } from '@/lib/business/audit';
import { auditEntryToWire } from '@/lib/business/audit';
import type { BusinessMember } from '../guard';
import { loadRecentVisits } from './recent-visits';
import { loadSetupChecklist } from '../setup-checklist';

/** What the dashboard and the counts read of the member: the company and the permissions held in the cabinet. */
export type DashboardMember = Pick<BusinessMember, 'company' | 'permissions'>;

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
 * The items awaiting action in the cabinet's inboxes: appointment requests and questions not
 * done, reviews awaiting moderation; each null when the member's permissions do not cover it.
 * The dashboard's open items and the navigation's counts (one query, three counts).
 */
export async function loadOpenCounts(member: DashboardMember) {
  const can = (permission: BusinessMember['permissions'][number]) => member.permissions.includes(permission);
  const companyId = member.company.id;
  const notDone = (table: typeof appointmentRequests | typeof questions) =>
    sql<number>`(SELECT count(*)::int FROM ${table} WHERE ${table.companyId} = ${companyId} AND ${table.status} <> 'done')`;
  const pending = sql<number>`(SELECT count(*)::int FROM ${reviews} WHERE ${reviews.companyId} = ${companyId} AND ${reviews.status} = 'pending')`;
  // Booked visits not over yet (issue 30): a new one adds, a cancelled one takes away; the calendar marks them.
  const upcoming = sql<number>`(SELECT count(*)::int FROM ${visits} WHERE ${visits.companyId} = ${companyId} AND ${visits.status} = 'booked' AND upper(${visits.period}) > now())`;
  const none = sql<null>`NULL::int`;
  const [row] = await getDb()
    .select({
      APPOINTMENTS: can('appointments.read') ? notDone(appointmentRequests) : none,
      QUESTIONS: can('questions.read') ? notDone(questions) : none,
      REVIEWS_PENDING: can('reviews.moderate') ? pending : none,
      VISITS_UPCOMING: can('appointments.read') ? upcoming : none,
    })
    .from(sql`(SELECT 1) AS one`);
  return { APPOINTMENTS: row.APPOINTMENTS ?? null, QUESTIONS: row.QUESTIONS ?? null, REVIEWS_PENDING: row.REVIEWS_PENDING ?? null, VISITS_UPCOMING: row.VISITS_UPCOMING ?? null };
}

/** Who is told where requests are mailed: those who handle them, and those who may change it. */
const ISSUE_EMAIL_READERS = ['company.edit', 'appointments.read', 'questions.read'] as const;

/**
 * A cabinet's dashboard: weekly requests and questions, open items (not done; reviews pending),
 * the issue e-mail and recent activity from the audit log — each part only when the member's
 * permissions cover it (null otherwise), and what is shown is the company's own state: the issue
 * e-mail as the company has it (not the member's business account, which a member who joined
 * later has without it), the log's entries of the kinds the member may read, and whether those
 * are all the kinds there are (so an empty list is not said to be an empty log), and the guided
 * setup's steps (issue 31: every member sees them; a link only to the editors the member may use).
 */
export async function loadDashboard(member: DashboardMember) {
  const can = (permission: BusinessMember['permissions'][number]) => member.permissions.includes(permission);
  const companyId = member.company.id;
  const kinds = visibleKinds(member.permissions);
  const [weeks, open, activity, issueEmail, recentVisits, setup] = await Promise.all([
    can('appointments.read') || can('questions.read') ? weeklyCounts(companyId) : null,
    loadOpenCounts(member),
    kinds.length > 0 ? listAudit({ companyId, kinds, offset: 0, limit: RECENT_ACTIVITY }) : null,
    ISSUE_EMAIL_READERS.some(can) ? findIssuesEmail(companyId).then((email) => ({ email })) : null,
    can('appointments.read') ? loadRecentVisits(companyId) : null,
    loadSetupChecklist(member),
  ]);
  return {
    weeks: weeks?.map((row) => ({ ...row, appointments: can('appointments.read') ? row.appointments : null, questions: can('questions.read') ? row.questions : null })) ?? null,
    open,
    activity: activity?.items ?? null,
    activityAllKinds: kinds.length === AUDIT_KIND_NAMES.length,
    issueEmail,
    recentVisits,
    setup,
  };
}

/** The dashboard as GET …/business/dashboard answers it (and the cabinet's first HTML carries it). */
export function dashboardToWire(board: Awaited<ReturnType<typeof loadDashboard>>) {
  return {
    WEEKS: board.weeks?.map((week) => ({ WEEK_START: week.week_start, ISO_WEEK: week.iso_week, APPOINTMENTS: week.appointments, QUESTIONS: week.questions })) ?? null,
    OPEN: board.open,
    RECENT_ACTIVITY: board.activity?.map(auditEntryToWire) ?? null,
    ACTIVITY_ALL_KINDS: board.activityAllKinds,
    ISSUE_EMAIL: board.issueEmail && { EMAIL: board.issueEmail.email },
    RECENT_VISITS: board.recentVisits,
    SETUP: board.setup,
  };
}

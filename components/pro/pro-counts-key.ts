/**
 * The React Query keys of a cabinet's open items. Everything that shows them lives under
 * `proCountsKey`: the navigation's counts and the dashboard. After a change of an appointment
 * request's, a question's or a review's status, refresh them all with
 *
 *   void queryClient.invalidateQueries({ queryKey: proCountsKey(companyCode, cabinetCode) });
 *
 * Plain data (no 'use client'), so the server's render seeds the cache under the same keys.
 */
export const proCountsKey = (companyCode: string, cabinetCode: number) => ['business', companyCode, cabinetCode, 'open'] as const;

/** The dashboard (GET …/business/dashboard): under proCountsKey, as it shows the open items too. */
export const dashboardQueryKey = (companyCode: string, cabinetCode: number) => [...proCountsKey(companyCode, cabinetCode), 'dashboard'] as const;

/** GET …/business/open_counts: each null when the member's permissions do not cover it. */
export type OpenCounts = { APPOINTMENTS: number | null; QUESTIONS: number | null; REVIEWS_PENDING: number | null; VISITS_UPCOMING?: number | null };

/**
 * How often an open /pro asks for the counts again (and the calendar for its visits): a visit
 * booked, moved or cancelled elsewhere shows within this without a reload (docs/decisions.md
 * "Booking: the clinic's calendar", a short poll rather than a push channel).
 */
export const PRO_LIVE_POLL_MS = 10_000;

/**
 * How long server-read or fetched counts count as fresh: a page opened from the server's render
 * does not ask again at once; a status change invalidates them at once anyway.
 */
export const PRO_COUNTS_STALE_MS = 30_000;

/**
 * The "booking" row's budgets (issue 30), pure so tests/unit/bench-booking-budget.test.ts checks
 * them: a doctor's free slots for 30 days read by 50 connections at least 0.05x the bare server
 * returning the same JSON, p99 at most 3x its own median, every answer 2xx. The booking write has
 * no budget: it is reported (requests per second, p50, p99, booked and 409s counted apart).
 */
export const BOOKING_BUDGET = { slotsRatio: 0.05, p99OverMedian: 3 } as const;

export type SlotsLoad = { rps: number; p50: number; p99: number; non2xx: number };

/** What the slots read misses, as lines to print; empty when it meets every budget. Latencies are whole ms: a 0 ms median counts as 1. */
export function slotsFailures(read: SlotsLoad, bare: SlotsLoad): string[] {
  const failures: string[] = [];
  const ratio = read.rps / bare.rps;
  if (!(ratio >= BOOKING_BUDGET.slotsRatio)) failures.push(`${ratio.toFixed(3)}x < ${BOOKING_BUDGET.slotsRatio}x the bare server`);
  const maxP99 = BOOKING_BUDGET.p99OverMedian * Math.max(1, read.p50);
  if (read.p99 > maxP99) failures.push(`p99 ${read.p99} ms > ${maxP99} ms (${BOOKING_BUDGET.p99OverMedian}x its median ${read.p50} ms)`);
  if (read.non2xx > 0) failures.push(`${read.non2xx} answers not 2xx`);
  return failures;
}

/** The booking write's answers by kind: 201 booked, 409 (the slot taken meanwhile: slot_taken), anything else. */
export function bookingOutcome(statusCounts: Record<string, number>): { booked: number; taken: number; other: number } {
  let booked = 0;
  let taken = 0;
  let other = 0;
  for (const [status, count] of Object.entries(statusCounts)) {
    if (status === '201') booked += count;
    else if (status === '409') taken += count;
    else other += count;
  }
  return { booked, taken, other };
}

/** A client address of its own for the n-th booking (10.0.0.1, 10.0.0.2, …): the bench plays many patients, each under the per-address booking limit. */
export function benchAddress(n: number): string {
  const value = n + 1;
  return `10.${(value >> 16) & 255}.${(value >> 8) & 255}.${value & 255}`;
}

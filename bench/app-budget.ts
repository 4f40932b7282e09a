/**
 * The "app" row's arithmetic (DESIGN "Budgets", issue 20): medians, the ratio of a signed-in
 * page's time to the clinic home's LCP, the verdicts and which parts of the bench a run does.
 * Pure, so tests/unit/bench-app-budget.test.ts checks it without a browser.
 */

/** A signed-in page shows its content within 1.5x the clinic home's LCP; /pro's JavaScript at most 150 KiB gzipped above the floor. */
export const APP_BUDGET = { ratioToHomeLcp: 1.5, jsAboveFloor: 150 * 1024 } as const;

/** The parts of `npm run bench`, in the order they run. */
export const BENCH_SECTIONS = ['throughput', 'nginx', 'js', 'booking', 'lighthouse', 'app', 'topology'] as const;
export type BenchSection = (typeof BENCH_SECTIONS)[number];

/**
 * BENCH_ONLY (e.g. "app" or "js,app") names the parts to run; unset or empty runs them all.
 * An unknown name is an error, not a silently empty run.
 */
export function benchSections(only: string | undefined): Set<BenchSection> {
  const names = (only ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return new Set(BENCH_SECTIONS);
  const unknown = names.filter((name) => !(BENCH_SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (known: ${BENCH_SECTIONS.join(', ')})`);
  return new Set(names as BenchSection[]);
}

/** The median; of an even count, the mean of the middle two. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The runs of one measurement: times in ms of those that reached their state, and why the others did not. */
export type Runs = { times: number[]; errors: string[] };

/** What a row says: its median, or that it failed (a run that never reached its state leaves no median to trust). */
export type Summary = { ok: true; median: number; times: number[] } | { ok: false; error: string; times: number[] };

export function summarize(runs: Runs, expected: number): Summary {
  if (runs.errors.length > 0 || runs.times.length < expected) {
    const error = runs.errors[0] ?? `${runs.times.length} of ${expected} runs measured`;
    return { ok: false, error: runs.errors.length > 1 ? `${error} (and ${runs.errors.length - 1} more failed runs)` : error, times: runs.times };
  }
  return { ok: true, median: median(runs.times), times: runs.times };
}

export type Verdict = { ratio: number; ok: boolean; text: string };

/** A page's median against the home's LCP median: at most `limit` times it. */
export function ratioVerdict(pageMs: number, homeLcpMs: number, limit: number = APP_BUDGET.ratioToHomeLcp): Verdict {
  if (!(homeLcpMs > 0)) throw new Error(`the home's LCP must be a positive time, not ${homeLcpMs}`);
  const ratio = pageMs / homeLcpMs;
  const ok = ratio <= limit;
  return { ratio, ok, text: `${ratio.toFixed(2)}x  ${ok ? 'ok' : `OVER BUDGET (<= ${limit}x)`}` };
}

/** /pro's gzipped JavaScript above the floor's, against the budget. */
export function jsVerdict(pageBytes: number, floorBytes: number, budget: number = APP_BUDGET.jsAboveFloor): { above: number; ok: boolean } {
  const above = pageBytes - floorBytes;
  return { above, ok: above <= budget };
}

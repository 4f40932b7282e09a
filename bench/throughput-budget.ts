/**
 * DESIGN "Budgets" for the throughput of the public pages, relative to yardsticks of the same
 * run: on `next start`, at least 0.11x the bare server's requests per second, and p99 at most 3x
 * the median latency (no long tail); behind the edge cache (deploy/nginx.conf), at least 0.9x the
 * bare server, p99 at most 2x the bare server's p99. No non-2xx answer. Latencies are whole ms
 * (autocannon), so a yardstick of 0 ms counts as 1.
 */
export const THROUGHPUT_BUDGET = { ratio: 0.11, p99OverMedian: 3, edgeRatio: 0.9, edgeP99OverBare: 2 } as const;

export type Load = { rps: number; p50: number; p99: number; non2xx: number };

/** The budgets a page's load run misses against the bare server's, as lines to print; empty when it meets them all. */
export function throughputFailures(page: Load, bare: Load, where: 'next' | 'edge'): string[] {
  const failures: string[] = [];
  const ratio = page.rps / bare.rps;
  const minRatio = where === 'next' ? THROUGHPUT_BUDGET.ratio : THROUGHPUT_BUDGET.edgeRatio;
  if (!(ratio >= minRatio)) failures.push(`${ratio.toFixed(3)}x < ${minRatio}x the bare server`);
  const maxP99 = where === 'next' ? THROUGHPUT_BUDGET.p99OverMedian * Math.max(1, page.p50) : THROUGHPUT_BUDGET.edgeP99OverBare * Math.max(1, bare.p99);
  if (page.p99 > maxP99) failures.push(where === 'next' ? `p99 ${page.p99} ms > ${maxP99} ms (${THROUGHPUT_BUDGET.p99OverMedian}x its median ${page.p50} ms)` : `p99 ${page.p99} ms > ${maxP99} ms (${THROUGHPUT_BUDGET.edgeP99OverBare}x the bare server's ${bare.p99} ms)`);
  if (page.non2xx > 0) failures.push(`${page.non2xx} answers not 2xx`);
  return failures;
}

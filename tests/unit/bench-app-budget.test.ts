import { describe, expect, it } from 'vitest';
import { APP_BUDGET, BENCH_SECTIONS, benchSections, jsVerdict, median, ratioVerdict, summarize } from '@/bench/app-budget';
import { probeScript } from '@/bench/app-probe';
import { lighthouseFailures, type LighthouseFigures } from '@/bench/lighthouse-budget';
import { throughputFailures } from '@/bench/throughput-budget';

describe('the bench app row: medians, ratios and verdicts', () => {
  it('the median of three is the middle value whatever the order; of an even count the mean of the middle two', () => {
    expect(median([4100, 3700, 9000])).toBe(4100);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(median([1664])).toBe(1664);
    expect(() => median([])).toThrow('no values');
  });

  it('a page within 1.5x the home LCP is ok; above it is OVER BUDGET, exactly 1.5x still ok', () => {
    expect(ratioVerdict(2400, 1600)).toEqual({ ratio: 1.5, ok: true, text: '1.50x  ok' });
    const over = ratioVerdict(4000, 1600);
    expect(over.ok).toBe(false);
    expect(over.ratio).toBe(2.5);
    expect(over.text).toBe('2.50x  OVER BUDGET (<= 1.5x)');
    expect(ratioVerdict(1000, 1600).ok).toBe(true);
  });

  it('a home LCP of zero or less (a broken measurement) is refused, not turned into an infinite ratio', () => {
    expect(() => ratioVerdict(1000, 0)).toThrow('positive');
    expect(() => ratioVerdict(1000, Number.NaN)).toThrow('positive');
  });

  it('/pro JavaScript: bytes above the floor against 150 KiB', () => {
    expect(APP_BUDGET.jsAboveFloor).toBe(150 * 1024);
    expect(jsVerdict(131 * 1024 + 150 * 1024, 131 * 1024)).toEqual({ above: 150 * 1024, ok: true });
    expect(jsVerdict(324 * 1024, 137 * 1024)).toEqual({ above: 187 * 1024, ok: false });
  });

  it('a target with every run measured gives its median; one failed or missing run makes the row a failure with the reason', () => {
    expect(summarize({ times: [3, 1, 2], errors: [] }, 3)).toEqual({ ok: true, median: 2, times: [3, 1, 2] });
    expect(summarize({ times: [1, 2], errors: ['not visible after 90 s'] }, 3)).toEqual({ ok: false, error: 'not visible after 90 s', times: [1, 2] });
    expect(summarize({ times: [], errors: ['a', 'b', 'c'] }, 3)).toMatchObject({ ok: false, error: 'a (and 2 more failed runs)' });
    expect(summarize({ times: [1, 2], errors: [] }, 3)).toMatchObject({ ok: false, error: '2 of 3 runs measured' });
  });
});

describe('BENCH_ONLY: which parts of the bench run', () => {
  it('unset or empty runs every part', () => {
    expect([...benchSections(undefined)]).toEqual([...BENCH_SECTIONS]);
    expect([...benchSections(' ')]).toEqual([...BENCH_SECTIONS]);
  });

  it('"app" runs the app row alone; a comma list runs those parts, spaces and case ignored', () => {
    expect([...benchSections('app')]).toEqual(['app']);
    expect([...benchSections('JS, app')]).toEqual(['js', 'app']);
  });

  it('an unknown part is an error naming the known ones, not a run that measures nothing', () => {
    expect(() => benchSections('apps')).toThrow('unknown part apps (known: throughput, nginx, js, booking, lighthouse, app, topology)');
  });
});

describe('the page probe', () => {
  it('carries its selector as a JSON string, so quotes in a selector cannot break the script', () => {
    const script = probeScript({ kind: 'element', selector: '[data-testid^="open-"]', digit: true, path: String.raw`/pro/[^/]+/\d+/?$` });
    expect(script).toContain('const SELECTOR = "[data-testid^=\\"open-\\"]";');
    expect(script).toContain('const DIGIT = true;');
    expect(script).toContain('const PATH = "/pro/[^/]+/\\\\d+/?$";');
    expect(() => new Function(script)).not.toThrow();
  });

  it('an LCP probe watches no element', () => {
    const script = probeScript({ kind: 'lcp' });
    expect(script).toContain('const SELECTOR = null;');
    expect(() => new Function(script)).not.toThrow();
  });
});

describe('Lighthouse budgets of the public pages, relative to the framework floor', () => {
  const page = (performance: number, tbtMs: number, cls = 0, others = 100): LighthouseFigures => ({
    scores: { performance, accessibility: others, 'best-practices': others, seo: others },
    tbtMs,
    cls,
  });
  const floor = { performance: 80, tbtMs: 840 };

  it('3 points below the floor and 100 ms more blocking time than it still meet the budget', () => {
    expect(lighthouseFailures(page(77, 940), floor)).toEqual([]);
    expect(lighthouseFailures(page(90, 200), floor)).toEqual([]);
  });

  it('4 points below, 101 ms more blocking time, any layout shift and a 99 elsewhere each fail, saying against what', () => {
    expect(lighthouseFailures(page(76, 941, 0.001, 99), floor)).toEqual([
      "performance 76 < 77 (the floor's 80 - 3)",
      "total blocking time 941 ms > 940 ms (the floor's 840 + 100)",
      'CLS 0.001 > 0',
      'accessibility 99 < 100',
      'best-practices 99 < 100',
      'seo 99 < 100',
    ]);
  });
});

describe('throughput budgets of the public pages, relative to the bare server', () => {
  const load = (rps: number, p50: number, p99: number, non2xx = 0) => ({ rps, p50, p99, non2xx });

  it('on next start: 0.11x the bare server and p99 at most 3x its own median', () => {
    expect(throughputFailures(load(550, 40, 120), load(5000, 5, 9), 'next')).toEqual([]);
    expect(throughputFailures(load(156, 300, 3858, 2), load(4816, 5, 9), 'next')).toEqual(['0.032x < 0.11x the bare server', 'p99 3858 ms > 900 ms (3x its median 300 ms)', '2 answers not 2xx']);
  });

  it('a median of 0 ms (whole ms) counts as 1, so a fast page is not failed by rounding to 0', () => {
    expect(throughputFailures(load(900, 0, 3), load(5000, 0, 1), 'next')).toEqual([]);
    expect(throughputFailures(load(900, 0, 4), load(5000, 0, 1), 'next')).toEqual(['p99 4 ms > 3 ms (3x its median 0 ms)']);
  });

  it("behind the edge cache: 0.9x the bare server and p99 at most 2x the bare server's p99", () => {
    expect(throughputFailures(load(4600, 4, 12), load(5000, 3, 6), 'edge')).toEqual([]);
    expect(throughputFailures(load(4000, 4, 13), load(5000, 3, 6), 'edge')).toEqual(['0.800x < 0.9x the bare server', "p99 13 ms > 12 ms (2x the bare server's 6 ms)"]);
  });
});

/**
 * DESIGN "Budgets" for Lighthouse on the public pages, relative to the framework floor (the
 * platform home, measured in the same run): performance at most 3 points below the floor's,
 * total blocking time at most the floor's + 100 ms, CLS 0; accessibility, best practices and
 * SEO 100. Absolute scores move with the machine (the floor itself scores about 80-89 on these
 * 2-core machines), so a fixed performance score judged the machine, not the page.
 */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

export const LIGHTHOUSE_BUDGET = { performanceBelowFloor: 3, tbtAboveFloorMs: 100, cls: 0, otherCategories: 100 } as const;

export type LighthouseFigures = { scores: Record<Category, number>; tbtMs: number; cls: number };

/** The budgets a page misses against the floor, as lines to print; empty when it meets them all. */
export function lighthouseFailures(page: LighthouseFigures, floor: { performance: number; tbtMs: number }): string[] {
  const failures: string[] = [];
  const minPerformance = floor.performance - LIGHTHOUSE_BUDGET.performanceBelowFloor;
  if (page.scores.performance < minPerformance) failures.push(`performance ${page.scores.performance} < ${minPerformance} (the floor's ${floor.performance} - ${LIGHTHOUSE_BUDGET.performanceBelowFloor})`);
  const maxTbt = floor.tbtMs + LIGHTHOUSE_BUDGET.tbtAboveFloorMs;
  if (page.tbtMs > maxTbt) failures.push(`total blocking time ${Math.round(page.tbtMs)} ms > ${Math.round(maxTbt)} ms (the floor's ${Math.round(floor.tbtMs)} + ${LIGHTHOUSE_BUDGET.tbtAboveFloorMs})`);
  if (page.cls > LIGHTHOUSE_BUDGET.cls) failures.push(`CLS ${page.cls.toFixed(3)} > ${LIGHTHOUSE_BUDGET.cls}`);
  for (const category of LIGHTHOUSE_CATEGORIES) {
    if (category !== 'performance' && page.scores[category] < LIGHTHOUSE_BUDGET.otherCategories) failures.push(`${category} ${page.scores[category]} < ${LIGHTHOUSE_BUDGET.otherCategories}`);
  }
  return failures;
}

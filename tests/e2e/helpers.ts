import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CUSTOM_HOST = `http://demo-clinic.localhost:${PORT}`;

/** axe on the page as a visitor sees it (WCAG 2.1 A and AA), after the error-page delay where there is one. */
export async function expectNoAxeViolations(page: Page) {
  // Next streams a page's metadata: after a client-side navigation the title may come a moment
  // after the content. Wait for it (a page that never gets one still fails, here or in axe).
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Every link of the main menu. */
export async function menuLinks(page: Page): Promise<string[]> {
  return page.locator('nav[aria-label] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The behaviours that load once the page has settled (loading bar, prefetch, version check, toasts) are in. */
export async function waitForSiteRuntime(page: Page) {
  await page.locator('html[data-site-runtime="ready"]').waitFor({ state: 'attached' });
}

type CspWindow = { __reportCspViolation(text: string): Promise<void> };

/**
 * Listens for Content-Security-Policy violations (`securitypolicyviolation`) in every document
 * the page loads from now on, before any of the page's own scripts run. Call it before the
 * first goto; the returned check asserts that none happened.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<void>> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      void (window as unknown as CspWindow).__reportCspViolation(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script or style'}${where}`);
    });
  });
  return async () => {
    // One round trip more: reports sent before it have arrived.
    await page.evaluate(() => true);
    expect(violations, 'CSP violations').toEqual([]);
  };
}

/** Every public page of demo-clinic, from the home to a 404 (the 360 px walk and the CSP walk). */
export const PUBLIC_PAGES = [
  '',
  '/about',
  '/contacts',
  '/gallery',
  '/specialists',
  '/specialists/dmitriy-volkov',
  '/specialists/dmitriy-volkov/reviews',
  '/news',
  '/news/clinic-news',
  '/news/clinic-news/new-mri-scanner',
  '/news/clinic-news/page/2',
  '/reviews',
  '/ask-question',
  '/appointment',
  '/materials/price-list',
  '/state-symbols',
  '/gobmp',
  '/osms',
  '/determine',
  '/medical-director',
  '/specialists/no-such-doctor',
];

/** The page does not scroll sideways (a 360 px phone, or any window). */
export async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page, 'no horizontal scroll').toBeLessThanOrEqual(widths.viewport);
}

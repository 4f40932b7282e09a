import { expect, test, type Page } from '@playwright/test';
import { createFreshPatient, managerContext, newContext, signIn } from './accounts';
import { watchCspViolations } from './helpers';

/**
 * The CSP walk of the signed-in areas (issue 18): every /pro page of the demo clinic as its
 * manager and every /profile page as a patient, with their client code run (the lazily loaded
 * forms, a field focused and typed into, so zod's schemas parse), and no violation reported.
 * The policy has neither 'unsafe-eval' nor 'wasm-unsafe-eval': an eval anywhere (zod's compile
 * probe, a library's `new Function`) or a WebAssembly compile shows up here.
 */

const PRO_PAGES = ['', '/appointments', '/questions', '/reviews', '/news', '/services', '/members', '/settings', '/audit'].map((path) => `/pro/DEMO/0${path}`);
const PROFILE_PAGES = ['', '/contacts', '/password', '/avatar', '/sessions', '/requests', '/subscriptions', '/data'].map((path) => `/profile${path}`);

/** Visits a page, waits for its heading and its reads, then types into its first field (forms validate with zod as one types). */
async function walk(page: Page, path: string) {
  const response = (await page.goto(path))!;
  expect(response.status(), path).toBe(200);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy, path).not.toContain('unsafe-eval');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const field = page.getByRole('main').locator('input:not([type="hidden"]):not([type="file"]):not([type="checkbox"]):not([type="radio"]):not([disabled]), textarea:not([disabled])');
  if ((await field.count()) > 0) {
    await field.first().focus();
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
  }
  await page.waitForLoadState('networkidle');
}

test.describe('CSP in the signed-in areas: nothing is blocked, no eval', () => {
  // A walk of 8 to 11 pages, each waiting for its own reads: the 30 s of one page's test is too little on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('every /pro page of the demo clinic, as its manager', async ({ browser }) => {
    const context = await managerContext(browser);
    const page = await context.newPage();
    const expectNoCspViolations = await watchCspViolations(page);
    for (const path of [...PRO_PAGES, '/pro/new', '/pro/join']) await walk(page, path);
    await expectNoCspViolations();
    await context.close();
  });

  test('every /profile page, as a patient', async ({ browser }) => {
    const patient = await createFreshPatient({ prefix: 'csp' });
    const context = await newContext(browser);
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();
    const expectNoCspViolations = await watchCspViolations(page);
    for (const path of PROFILE_PAGES) await walk(page, path);
    await expectNoCspViolations();
    await context.close();
  });
});

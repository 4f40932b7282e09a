import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../lib/seed/accounts';
import { apiPost, apiSignIn, addCookies, MANAGER } from './accounts';

// Issue 28: React's hydration error #418 on /pro for every clinic in Almaty — the dashboard's times
// were written in the server's zone (UTC) and then in the browser's. The browser here is in New
// York, far from Almaty and from the server, so any time written in a zone other than the clinic's
// renders differently on the two sides, and React says so in the console.
const PATIENT = DEMO_ACCOUNTS.find((account) => account.role === 'patient')!;
const HYDRATION = /Hydration|#418|#423|#425|did not match|server rendered (HTML|text) didn't match/i;

test.use({ timezoneId: 'America/New_York' });

/** Every hydration complaint of the page: console errors and uncaught page errors. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION.test(`${error.message}\n${error.stack ?? ''}`)) errors.push(`${page.url()}: ${error.message}`);
  });
  return errors;
}

/** Opens each address and waits until it is settled (its heading shown, no request pending), collecting hydration errors. */
async function visitAll(page: Page, paths: readonly string[]) {
  const errors = hydrationErrors(page);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
}

test('the browser is really in New York: a time written in the browser’s zone would differ from Almaty’s', async ({ page }) => {
  await page.goto('/l/demo-clinic');
  const offset = await page.evaluate(() => new Date('2026-01-15T12:00:00Z').getTimezoneOffset());
  expect(offset).toBe(300);
});

test('the public pages (platform home, clinic home, doctors, news, reviews, contacts) hydrate without an error', async ({ page }) => {
  test.setTimeout(60_000);
  await visitAll(page, ['/', '/l/demo-clinic', '/l/demo-clinic/specialists', '/l/demo-clinic/news', '/l/demo-clinic/reviews', '/l/demo-clinic/contacts']);
});

test('/profile and its sections hydrate without an error, signed out (the sign-in modal) and signed in', async ({ page, context }) => {
  test.setTimeout(90_000);
  await visitAll(page, ['/profile/contacts']);
  await addCookies(context, await apiSignIn(PATIENT.login, PATIENT.password));
  await visitAll(page, ['/profile', '/profile/requests', '/profile/contacts', '/profile/password', '/profile/sessions', '/profile/subscriptions', '/profile/data', '/profile/avatar']);
});

test('/pro (entry, dashboard with a fresh log entry, inboxes, audit log, settings) hydrates without an error', async ({ page, context }) => {
  test.setTimeout(90_000);
  const cookies = await apiSignIn(MANAGER.login, MANAGER.password);
  // A log entry of now: its time is one the three zones (UTC, Almaty, New York) all write differently.
  const saved = await apiPost('w-front/ru/v1/business/user/company', { COMPANY_CODE: 'DEMO', TIME_ZONE: 'Asia/Almaty' }, { cookies });
  expect(saved.status).toBe(200);
  await addCookies(context, cookies);
  await visitAll(page, ['/pro', '/pro/DEMO/0', '/pro/DEMO/0/appointments', '/pro/DEMO/0/questions', '/pro/DEMO/0/reviews', '/pro/DEMO/0/audit', '/pro/DEMO/0/settings']);
  // The dashboard shows the entry's time in Almaty's zone (UTC+5), not New York's.
  await page.goto('/pro/DEMO/0');
  const time = page.getByRole('region', { name: 'Последние действия' }).locator('time').first();
  const iso = await time.getAttribute('datetime');
  const almaty = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Almaty', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso!));
  await expect(time).toContainText(almaty);
});

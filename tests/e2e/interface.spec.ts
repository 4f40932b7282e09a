import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForSiteRuntime } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'ru-RU' });

/** A finger drag through Chromium's own touch input, so the page gets real touch pointer events. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function openSignIn(page: Page) {
  await page.getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход в аккаунт' });
  await expect(dialog).toHaveAttribute('data-modal-state', 'entered');
  return dialog;
}

test.describe('SPEC 2.9 on a phone: modals, toasts, loading bar', () => {
  test('a short downward swipe keeps the sign-in modal, a long one (over 35 %) closes it', async ({ page }) => {
    await page.goto('/l/demo-clinic');
    const dialog = await openSignIn(page);
    await expectNoAxeViolations(page);
    const box = (await dialog.boundingBox())!;
    const title = (await dialog.getByRole('heading').boundingBox())!;
    const start = { x: title.x + 20, y: title.y + title.height / 2 };
    await swipe(page, start, { x: start.x, y: start.y + box.height * 0.2 });
    await page.waitForTimeout(300);
    await expect(dialog).toBeVisible();
    await swipe(page, start, { x: start.x, y: start.y + box.height * 0.6 });
    await expect(dialog).toBeHidden();
  });

  test('signing in shows a success toast that a sideways swipe removes', async ({ page }) => {
    await page.goto('/l/demo-clinic');
    const dialog = await openSignIn(page);
    await dialog.getByLabel('E-mail или телефон').fill('patient@demo-clinic.kz');
    await dialog.getByLabel('Пароль').fill('Patient-demo-2026');
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await expect(dialog).toBeHidden();
    const toast = page.getByText(/^Вы вошли как/);
    await expect(toast).toBeVisible();
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    const box = (await toast.boundingBox())!;
    const item = (await page.locator('[data-variant="success"]').boundingBox())!;
    await swipe(page, { x: box.x + 10, y: box.y + box.height / 2 }, { x: box.x + 10 + item.width * 0.7, y: box.y + box.height / 2 });
    await expect(toast).toBeHidden();
    // Signed in across page loads (the session cookie), and out again.
    await page.reload();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  });

  test('a wrong password gets an error in the visitor’s language', async ({ page }) => {
    await page.goto('/kk/l/demo-clinic');
    await page.getByRole('button', { name: 'Кіру' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Электрондық пошта немесе телефон').fill('patient@demo-clinic.kz');
    await dialog.getByLabel('Құпиясөз').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Кіру' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Логин немесе құпиясөз қате');
  });

  test('the loading bar runs during a slow navigation', async ({ page }) => {
    await page.goto('/l/demo-clinic');
    await waitForSiteRuntime(page);
    await expect(page.getByRole('progressbar', { name: 'Загрузка страницы' })).toHaveCount(0);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2000, downloadThroughput: 100_000, uploadThroughput: 100_000 });
    // Playwright waits for a pending navigation before it looks at the page, so the old page
    // itself notes when its bar shows, in sessionStorage, which the next page of this tab still has.
    await page.evaluate(() => {
      const bar = document.querySelector('[role="progressbar"]')!;
      new MutationObserver(() => {
        if (bar.getAttribute('aria-hidden') === 'false') sessionStorage.setItem('barShownAt', String(Number(bar.getAttribute('aria-valuenow'))));
      }).observe(bar, { attributes: true });
    });
    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('link', { name: 'О клинике' }).first().click({ noWaitAfter: true });
    await page.waitForURL('**/l/demo-clinic/about', { timeout: 20_000 });
    const shownAt = await page.evaluate(() => sessionStorage.getItem('barShownAt'));
    expect(shownAt).not.toBeNull();
    expect(Number(shownAt)).toBeLessThan(100);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  });

  test('a URL with a hash scrolls to its anchor', async ({ page }) => {
    await page.goto('/l/demo-clinic#sidebar-contacts');
    await expect(page.locator('#sidebar-contacts')).toBeInViewport();
  });
});

test.describe('SPEC 2.7 and 4: chunk errors and new versions', () => {
  test('a chunk load error reloads the page once, and not again within the guard lifetime', async ({ page }) => {
    await page.goto('/l/demo-clinic');
    // The listener is attached on hydration: let the page's scripts load and run first.
    await page.waitForLoadState('networkidle');
    let loads = 0;
    page.on('load', () => loads++);
    const breakChunk = () =>
      page.evaluate(() => {
        const script = document.createElement('script');
        script.src = `/_next/static/chunks/missing-${Date.now()}.js`;
        document.head.appendChild(script);
      });
    await breakChunk();
    await page.waitForEvent('load');
    expect(loads).toBe(1);
    await breakChunk();
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
  });

  test('deploying a new build while a page is open shows the new-version toast', async ({ page }) => {
    const file = 'public/builds/latest.json';
    const original = readFileSync(file, 'utf8');
    await page.goto('/l/demo-clinic');
    try {
      writeFileSync(file, JSON.stringify({ id: `deployed-${Date.now()}`, timestamp: Date.now() }));
      // The check runs every few minutes and whenever the window gets focus; the page may still
      // be hydrating when it first gets focus here, so focus it until the check has run.
      const toast = page.getByText('Доступна новая версия сайта.');
      await expect
        .poll(async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return toast.count();
        })
        .toBe(1);
      await expect(toast).toBeVisible();
      await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
    } finally {
      writeFileSync(file, original);
    }
  });
});

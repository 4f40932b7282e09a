import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, PORT, PUBLIC_PAGES, watchCspViolations } from './helpers';

const API = `http://localhost:${PORT}/api`;
const BASIC = `Basic ${Buffer.from(`${process.env.API_AUTH_USER ?? 'front'}:${process.env.API_AUTH_PASSWORD ?? 'front-dev-password'}`).toString('base64')}`;
const CSRF = 'e2e-csrf-phone';
const token = (body: string) => createHash('sha256').update(`${CSRF}:${body}`).digest('hex');
const octet = () => 1 + Math.floor(Math.random() * 250);
// The API reads x-client-address; a front door trusting loopback takes it from X-Forwarded-For.
const clientAddress = (address: string) => ({ 'x-forwarded-for': address, 'x-client-address': address });

/** Signs the demo patient in through the API and gives the browser its cookies (session and the signed-in hint). */
async function signInPatient(context: BrowserContext) {
  const body = new URLSearchParams({ login: 'patient@demo-clinic.kz', password: 'Patient-demo-2026' }).toString();
  const res = await fetch(`${API}/api-front2/ru/v1/user/authorize`, {
    method: 'POST',
    body,
    headers: {
      authorization: BASIC,
      cookie: `csrf_token=${CSRF}`,
      'x-token': token(body),
      'content-type': 'application/x-www-form-urlencoded',
      ...clientAddress(`10.${octet()}.${octet()}.${octet()}`),
    },
  });
  expect(res.status).toBe(200);
  const cookies = res.headers.getSetCookie().map((line) => {
    const [name, value] = line.split(';')[0].split('=');
    return { name, value, url: `http://localhost:${PORT}` };
  });
  expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['session', 'signed_in']));
  await context.addCookies(cookies);
}

/** The page is no wider than the screen: nothing to scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));

test.describe('SPEC 2.9: nested menu items open in the menu popover', () => {
  test('by keyboard: Enter, Space and ArrowDown open it on its first link, Tab goes on, Escape closes it and returns the focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/l/demo-clinic');
    const menu = page.locator('[data-column="menu"]');
    const trigger = menu.locator('button[aria-haspopup="dialog"]', { hasText: 'Пациентам' });
    const popover = menu.getByRole('dialog', { name: 'Пациентам' });

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(popover).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(popover.getByRole('link', { name: 'Выбрать врача' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(popover.getByRole('link', { name: 'Онлайн-запись' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    for (const key of ['Space', 'ArrowDown']) {
      await page.keyboard.press(key);
      await expect(popover.getByRole('link', { name: 'Выбрать врача' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
      await expect(trigger).toBeFocused();
    }

    // Tab past its last link leaves the menu for the next item, and the popover closes.
    await page.keyboard.press('Enter');
    await expect(popover).toBeVisible();
    const count = await popover.getByRole('link').count();
    for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Новости', exact: true })).toBeFocused();
    await expect(popover).toBeHidden();
  });

  test('by mouse: hovering opens it, the pointer may move onto it, leaving hides it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/l/demo-clinic');
    const menu = page.locator('[data-column="menu"]');
    const popover = menu.getByRole('dialog', { name: 'Информация' });
    await menu.locator('button[aria-haspopup="dialog"]', { hasText: 'Информация' }).hover();
    await expect(popover).toBeVisible();
    await popover.getByRole('link', { name: 'Прейскурант' }).hover();
    await page.waitForTimeout(600);
    await expect(popover).toBeVisible();
    await page.mouse.move(700, 880);
    await expect(popover).toBeHidden();
  });

  test.describe('by touch on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a tap in the drawer opens the group in place (an accordion): its links push the next items down, nothing covers them; a second tap closes it', async ({ page }) => {
      await page.goto('/l/demo-clinic');
      await page.getByRole('button', { name: 'Меню' }).tap();
      // On a phone the menu is the header's drawer in every layout (issue 20).
      const menu = page.getByRole('banner');
      const trigger = menu.getByRole('button', { name: 'Пациентам' });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).not.toHaveAttribute('aria-haspopup', /.*/);
      const next = menu.getByRole('link', { name: 'Новости', exact: true });
      const nextBefore = (await next.boundingBox())!;
      await trigger.tap();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const first = menu.getByRole('link', { name: 'Выбрать врача' });
      await expect(first).toBeVisible();
      await expect(menu.getByRole('dialog')).toHaveCount(0);
      // In place: the links sit under the group's button, the next item moved down below them.
      const linkBox = (await first.boundingBox())!;
      const triggerBox = (await trigger.boundingBox())!;
      expect(linkBox.y).toBeGreaterThanOrEqual(triggerBox.y + triggerBox.height - 1);
      const nextAfter = (await next.boundingBox())!;
      expect(nextAfter.y).toBeGreaterThan(nextBefore.y);
      const links = menu.locator(`#${await trigger.getAttribute('aria-controls')}`).getByRole('link');
      const last = (await links.last().boundingBox())!;
      expect(nextAfter.y).toBeGreaterThanOrEqual(last.y + last.height - 1);
      expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
      await trigger.tap();
      await expect(first).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a click opens the group and its links are plain links', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/l/demo-clinic');
      const menu = page.locator('[data-column="menu"]');
      const link = menu.getByRole('link', { name: 'Выбрать врача' });
      await expect(link).toBeHidden();
      await menu.locator('summary', { hasText: 'Пациентам' }).click();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', '/l/demo-clinic/specialists');
    });

    test('on a phone the menu is shown open, since its button needs JavaScript', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/l/demo-clinic');
      const menu = page.getByRole('banner');
      // The column's copy is for wide screens only.
      await expect(page.locator('[data-column="menu"]')).toBeHidden();
      await expect(menu.getByRole('link', { name: 'О клинике' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Меню' })).toBeHidden();
      await menu.locator('summary', { hasText: 'Информация' }).click();
      await expect(menu.getByRole('link', { name: 'Прейскурант' })).toBeVisible();
    });
  });
});

test.describe('phones: every public page fits the screen, and the home shows booking and the phone first', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const signedIn of [false, true]) {
    test(`no page of demo-clinic scrolls sideways at 360 px or breaks the CSP, signed ${signedIn ? 'in' : 'out'}`, async ({ page, context }) => {
      test.setTimeout(120_000);
      if (signedIn) await signInPatient(context);
      // The same walk shows that the Content-Security-Policy blocks nothing on any public page.
      const expectNoCspViolations = await watchCspViolations(page);
      const wide: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(`/l/demo-clinic${path}`);
        const account = page.getByRole('button', { name: signedIn ? 'Выйти' : 'Войти' });
        await expect(account, path).toBeVisible();
        await expect(account, path).toBeInViewport({ ratio: 1 });
        const { scrollWidth, clientWidth } = await overflow(page);
        if (scrollWidth > clientWidth) wide.push(`${path || '/'}: ${scrollWidth} > ${clientWidth}`);
      }
      expect(wide).toEqual([]);
      await expectNoCspViolations();
    });
  }

  test('/profile on a phone: the patient’s visits, then requests, are the first sections, and the active section is in view, even the last one', async ({ page, context }) => {
    await signInPatient(context);
    const nav = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
    await page.goto('/profile');
    // Issue 30: the visits booked with a clinic lead, the requests and questions follow (issue 28).
    await expect(nav.getByRole('link').first()).toHaveText('Мои записи к врачу');
    await expect(nav.getByRole('link').nth(1)).toHaveText('Мои заявки и вопросы');
    await expect(nav.locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.95 });
    // The row scrolls sideways on a phone: the last section, opened, is scrolled into it.
    const last = await nav.getByRole('link').last().innerText();
    await nav.getByRole('link').last().click();
    await expect(nav.locator('[aria-current="page"]')).toHaveText(last);
    await expect(nav.locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.95 });
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(360);
  });

  test('the sign-in toast fits the screen', async ({ page }) => {
    await page.goto('/l/demo-clinic');
    await page.getByRole('button', { name: 'Войти' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Вход в аккаунт' });
    await dialog.getByLabel('E-mail или телефон').fill('patient@demo-clinic.kz');
    await dialog.getByLabel('Пароль').fill('Patient-demo-2026');
    await dialog.getByRole('button', { name: 'Войти' }).tap();
    const toast = page.locator('[data-variant="success"]');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expect(toast.getByRole('button', { name: 'Закрыть уведомление' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeInViewport({ ratio: 1 });
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(360);
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    test(`the home's first ${viewport.width}x${viewport.height} screen has the appointment link and the phone`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/l/demo-clinic');
      const main = page.getByRole('main');
      const appointment = main.getByRole('link', { name: 'Записаться на приём' });
      const phone = main.locator('a[href^="tel:"]').first();
      // The demo clinic's doctors take free slots: the home's «book» opens the picker with their soonest times (issue 30).
      await expect(appointment).toHaveAttribute('href', '/l/demo-clinic/book');
      await expect(phone).toHaveAttribute('href', 'tel:+77273551234');
      for (const link of [appointment, phone]) {
        const box = (await link.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      }
      // The contacts show once: the sidebar has them, the home does not repeat them.
      await expect(page.getByRole('heading', { level: 2, name: 'Контакты' })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: 'Как нас найти' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('SPEC 2.9: tooltips on icon-only controls', () => {
  test('the language links keep their names and show the language in a tooltip on hover and keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/l/demo-clinic');
    const kk = page.getByRole('navigation', { name: 'Язык сайта' }).getByRole('link', { name: 'kk · Қазақша' });
    await kk.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Қазақша');
    await expect(kk).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
    await expectNoAxeViolations(page);
    await page.mouse.move(600, 600);
    await expect(tooltip).toBeHidden();
  });

  test('the pager arrows and the lightbox buttons have tooltips besides their labels', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/l/demo-clinic/news/clinic-news');
    const next = page.getByRole('link', { name: 'Следующая страница' });
    await next.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText('Следующая страница');
    await page.goto('/l/demo-clinic/gallery');
    await page.getByRole('button', { name: /^Открыть фото/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Следующее фото' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Следующее фото');
    // Escape hides the tooltip and closes the viewer at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

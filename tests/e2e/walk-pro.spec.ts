import { expect, test, type Page } from '@playwright/test';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import uz from '../../messages/uz.json';
import { apiSignIn, freshAddress, managerContext, MANAGER, ORIGIN, type Cookie } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 20, "/pro that opens at once": the shell, the company, the sections and the dashboard's
// numbers in the served HTML; /pro moving on in the server's answer; the inboxes' open counts in
// the navigation; the compact navigation by keyboard on a phone and a desktop, in ru, kk and uz.
const LOCALES = [
  { locale: 'ru', prefix: '', messages: ru, clinic: 'Клиника Демо Мед' },
  { locale: 'kk', prefix: '/kk', messages: kk, clinic: 'Демо Мед клиникасы' },
  { locale: 'uz', prefix: '/uz', messages: uz, clinic: 'Demo Med klinikasi' },
] as const;
const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const cookieHeader = (cookies: readonly Cookie[], extra: string[] = []) => [...cookies.map(({ name, value }) => `${name}=${value}`), ...extra].join('; ');

/**
 * The markup of a served page without its scripts: the scripts carry the page's messages (every
 * text of the namespaces, the loading line too), which are not what the page shows.
 */
const markup = async (res: Response) => (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** The page as the server sends it: no JavaScript runs. */
async function served(path: string, cookies: readonly Cookie[], extra: string[] = []) {
  return fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: { cookie: cookieHeader(cookies, extra), 'x-forwarded-for': freshAddress() } });
}

test.describe('the served HTML (no JavaScript)', () => {
  let cookies: Cookie[];
  test.beforeAll(async () => {
    cookies = await apiSignIn(MANAGER.login, MANAGER.password);
  });

  for (const { locale, prefix, messages, clinic } of LOCALES) {
    test(`${locale}: /pro/DEMO/0 already holds the company, the cabinet, the sections, the counts and the dashboard's numbers`, async () => {
      const res = await served(`${prefix}/pro/DEMO/0`, cookies);
      expect(res.status).toBe(200);
      const html = await markup(res);
      expect(html).toContain(`>${clinic}<`);
      expect(html).toContain('>Главный кабинет<');
      expect(html).toContain(`aria-label="${messages.BusinessNav.navigation}"`);
      for (const key of ['appointments', 'questions', 'reviews', 'members', 'settings', 'audit'] as const) expect(html).toContain(`>${messages.BusinessNav.sections[key]}<`);
      for (const group of ['inbox', 'site', 'clinic', 'staff'] as const) expect(html).toContain(`>${messages.BusinessNav.groups[group]}<`);
      for (const key of ['appointments', 'questions', 'reviews']) expect(html).toMatch(new RegExp(`data-testid="open-${key}"[^>]*>\\d+<`));
      expect(html).not.toContain(messages.BusinessShell.loading);
      expect(html).not.toContain(`>${messages.BusinessShell.companies}<`);
    });
  }

  test('a page that is not the dashboard gets the shell in its HTML too', async () => {
    const html = await markup(await served('/pro/DEMO/0/audit', cookies));
    expect(html).toContain(`>${ru.BusinessNav.sections.members}<`);
    expect(html).toContain('aria-current="page"');
    expect(html).not.toContain(ru.BusinessShell.loading);
  });

  test('/pro moves on in the server’s answer: a 307 to the cabinet last used, never the list of clinics', async () => {
    const first = await served('/pro', cookies);
    expect(first.status).toBe(307);
    expect(new URL(first.headers.get('location')!, ORIGIN).pathname).toBe('/pro/DEMO/0');
    expect(await markup(first)).not.toContain(ru.BusinessShell.companies);
    const remembered = await served('/kk/pro', cookies, ['pro_last_cabinet=FAMILY%2F1']);
    expect(remembered.status).toBe(307);
    expect(new URL(remembered.headers.get('location')!, ORIGIN).pathname).toBe('/kk/pro/FAMILY/1');
    // A remembered cabinet the user is not in is not followed.
    const stranger = await served('/pro', cookies, ['pro_last_cabinet=NOPE%2F0']);
    expect(new URL(stranger.headers.get('location')!, ORIGIN).pathname).toBe('/pro/DEMO/0');
  });

  test('an unknown cabinet code opens the first cabinet at the same section, the address following (SPEC 4)', async () => {
    const res = await served('/pro/DEMO/77/audit', cookies);
    expect([303, 307]).toContain(res.status);
    expect(new URL(res.headers.get('location')!, ORIGIN).pathname).toBe('/pro/DEMO/0/audit');
  });
});

/** The appointments link of the visible navigation: its badge's number (0 without a badge), checked against what a screen reader hears after its name. */
async function appointmentsCount(page: Page) {
  const link = page.getByRole('navigation', { name: ru.BusinessNav.navigation }).getByRole('link', { name: ru.BusinessNav.sections.appointments });
  await expect(link).toBeVisible();
  const badge = link.locator('[data-count]');
  if ((await badge.count()) === 0) {
    await expect(link).not.toHaveAttribute('aria-describedby');
    return 0;
  }
  const count = Number(await badge.getAttribute('data-count'));
  await expect(link).toHaveAccessibleDescription(`открытых: ${count}`);
  return count;
}

test('the open counts show next to the inboxes and follow a status change', async ({ browser }, testInfo) => {
  const context = await managerContext(browser, { viewport: DESKTOP });
  const page = await context.newPage();
  const { rows } = await withDatabase((db) =>
    db.query<{ id: number }>("INSERT INTO appointment_requests (company_id, name, phone) SELECT id, 'Счётчик', '+77015550199' FROM companies WHERE code = 'DEMO' RETURNING id"),
  );
  try {
    await page.goto('/pro/DEMO/0');
    const before = await appointmentsCount(page);
    expect(before).toBeGreaterThan(0);
    // The dashboard says the same.
    await expect(page.getByTestId('open-appointments')).toHaveText(String(before));
    await page.screenshot({ path: testInfo.outputPath('counts-desktop.png'), fullPage: false });
    await withDatabase((db) => db.query("UPDATE appointment_requests SET status = 'done' WHERE id = $1", [rows[0].id]));
    // The inbox's status change invalidates proCountsKey; a new visit reads the counts on the server.
    await page.reload();
    await expect.poll(() => appointmentsCount(page)).toBe(before - 1);
    await expect(page.getByTestId('open-appointments')).toHaveText(String(before - 1));
  } finally {
    await withDatabase((db) => db.query('DELETE FROM appointment_requests WHERE id = $1', [rows[0].id]));
    await context.close();
  }
});

for (const { locale, prefix, messages } of LOCALES) {
  const nav = messages.BusinessNav;
  test(`${locale}, 360 px: one button names the section; by keyboard it opens the grouped list and a section opens with Enter`, async ({ browser }, testInfo) => {
    const context = await managerContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${prefix}/pro/DEMO/0`);
    const menu = page.getByRole('button', { name: `${nav.menu} ${nav.sections.dashboard}` });
    await expect(menu).toBeVisible();
    // No row of chips: the desktop's list is not shown on a phone.
    await expect(page.getByTestId('pro-nav-desktop')).toBeHidden();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`${locale}-phone-closed.png`), fullPage: false });

    await menu.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: nav.navigation });
    await expect(dialog).toBeVisible();
    for (const group of ['inbox', 'site', 'clinic', 'staff'] as const) await expect(dialog.getByRole('group', { name: nav.groups[group] })).toBeVisible();
    await expect(dialog.getByRole('link', { name: nav.sections.dashboard })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`${locale}-phone-open.png`), fullPage: false });
    // Tab walks the list (the focus stays in the dialog); Enter opens the section and closes it.
    const news = dialog.getByRole('link', { name: nav.sections.news });
    for (let step = 0; step < 30 && !(await news.evaluate((link) => link === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(news).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/pro/DEMO/0/news$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `${nav.menu} ${nav.sections.news}` })).toBeVisible();
    // Escape closes it again, the focus back on the button.
    const again = page.getByRole('button', { name: `${nav.menu} ${nav.sections.news}` });
    await again.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(again).toBeFocused();
    await expectNoHorizontalOverflow(page);
    await context.close();
  });

  test(`${locale}, 1280 px: the sections in four labelled groups, the current one marked, a section opens with Enter`, async ({ browser }, testInfo) => {
    const context = await managerContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${prefix}/pro/DEMO/0`);
    const sidebar = page.getByRole('navigation', { name: nav.navigation });
    await expect(sidebar).toBeVisible();
    await expect(page.getByTestId('pro-nav-menu')).toBeHidden();
    await expect(sidebar.getByRole('group')).toHaveCount(4);
    for (const group of ['inbox', 'site', 'clinic', 'staff'] as const) await expect(sidebar.getByRole('group', { name: nav.groups[group] })).toBeVisible();
    await expect(sidebar.getByRole('group', { name: nav.groups.inbox }).getByRole('link')).toHaveText([nav.sections.dashboard, nav.sections.appointments, nav.sections.questions, nav.sections.reviews, nav.sections.calendar]);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`${locale}-desktop.png`), fullPage: false });
    const members = sidebar.getByRole('link', { name: nav.sections.members });
    await members.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/pro/DEMO/0/members$`));
    await expect(sidebar.getByRole('link', { name: nav.sections.members })).toHaveAttribute('aria-current', 'page');
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`${locale}-desktop-members.png`), fullPage: false });
    await context.close();
  });
}

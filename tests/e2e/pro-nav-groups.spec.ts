import { expect, test, type Locator, type Page } from '@playwright/test';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import { DESKTOP, managerContext, PHONE } from './accounts';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 29: /pro's navigation in four groups (inboxes, site, clinic, staff), the whole of it on
// one 360 x 740 phone screen. The demo manager owns DEMO: every permission, every section.
const LOCALES = [
  { locale: 'ru', prefix: '', messages: ru },
  { locale: 'kk', prefix: '/kk', messages: kk },
] as const;

type Nav = typeof ru.BusinessNav;
type Key = keyof Nav['sections'];

/** The groups and their sections as docs/decisions.md ("/pro navigation in four groups", "Onboarding: guided setup") decided them. */
const GROUPS: readonly { group: keyof Nav['groups']; keys: readonly Key[] }[] = [
  { group: 'inbox', keys: ['dashboard', 'appointments', 'questions', 'reviews', 'calendar'] },
  { group: 'site', keys: ['home', 'pages', 'prices', 'doctors', 'gallery', 'news', 'menu', 'redirects', 'contacts', 'translations', 'site'] },
  { group: 'clinic', keys: ['settings', 'domains', 'schedule', 'services'] },
  { group: 'staff', keys: ['members', 'audit'] },
];
const ALL_KEYS = GROUPS.flatMap(({ keys }) => keys);

/** Each group of the navigation, named by its visible heading, holds its sections in order. */
async function expectGroups(nav: Locator, messages: { BusinessNav: Nav }) {
  const names = messages.BusinessNav;
  await expect(nav.getByRole('group')).toHaveCount(GROUPS.length);
  for (const { group, keys } of GROUPS) {
    const region = nav.getByRole('group', { name: names.groups[group], exact: true });
    await expect(region.getByText(names.groups[group], { exact: true })).toBeVisible();
    await expect(region.getByRole('listitem').getByRole('link')).toHaveText(keys.map((key) => names.sections[key]));
  }
  // Nothing outside the groups: the navigation's links are the groups' links, in their order.
  await expect(nav.getByRole('link')).toHaveText(ALL_KEYS.map((key) => names.sections[key]));
}

/** Every box of the navigation (headings and links) inside the viewport, the links at least 44 px tall. */
async function expectAllOnScreen(page: Page, nav: Locator) {
  const viewport = page.viewportSize()!;
  const boxes = await nav.evaluate((root) =>
    [...root.querySelectorAll('a, [role="group"] > :first-child')].map((element) => {
      const box = element.getBoundingClientRect();
      const heading = element.closest('[role="group"]')?.firstElementChild?.getBoundingClientRect();
      return { text: element.textContent, link: element.tagName === 'A', top: box.top, bottom: box.bottom, left: box.left, right: box.right, height: box.height, headingBottom: heading?.bottom ?? null };
    }),
  );
  expect(boxes.filter((box) => box.link)).toHaveLength(ALL_KEYS.length);
  for (const box of boxes) {
    expect(box.top, `${box.text}: top`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `${box.text}: bottom`).toBeLessThanOrEqual(viewport.height);
    expect(box.left, `${box.text}: left`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${box.text}: right`).toBeLessThanOrEqual(viewport.width);
    if (!box.link) continue;
    expect(box.height, `${box.text}: a 44 px target`).toBeGreaterThanOrEqual(44);
    // Under its group's heading.
    expect(box.headingBottom, `${box.text}: under its heading`).not.toBeNull();
    expect(box.top, `${box.text}: under its heading`).toBeGreaterThanOrEqual(box.headingBottom!);
  }
}

for (const { locale, prefix, messages } of LOCALES) {
  const nav = messages.BusinessNav;

  test(`${locale}, 360 x 740: the owner's whole navigation, four groups under their headings, fits the screen at once; Tab walks it group by group`, async ({ browser }, testInfo) => {
    const context = await managerContext(browser, { ...PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${prefix}/pro/DEMO/0/news`);
    await page.getByTestId('pro-nav-menu').click();
    const dialog = page.getByRole('dialog', { name: nav.navigation });
    await expect(dialog).toHaveAttribute('data-modal-state', 'entered');
    const sheet = dialog.getByRole('navigation', { name: nav.navigation });
    await expectGroups(sheet, messages);
    await expect(sheet.getByRole('link', { name: nav.sections.news })).toHaveAttribute('aria-current', 'page');
    await expect(sheet.locator('[aria-current]')).toHaveCount(1);
    await expectAllOnScreen(page, sheet);
    await page.screenshot({ path: testInfo.outputPath(`${locale}-phone-groups.png`), fullPage: false });
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // The keyboard meets the entries in the groups' order (inbox, site, clinic, staff), not column by column.
    const links = sheet.getByRole('link');
    await links.first().focus();
    for (const [index, key] of ALL_KEYS.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
      await expect(links.nth(index)).toHaveAccessibleName(nav.sections[key]);
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/pro/DEMO/0/audit$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `${nav.menu} ${nav.sections.audit}` })).toBeVisible();
    await context.close();
  });

  test(`${locale}, 1280 px: the sidebar shows the same four groups under their headings`, async ({ browser }) => {
    const context = await managerContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${prefix}/pro/DEMO/0`);
    await expect(page.getByTestId('pro-nav-menu')).toBeHidden();
    const sidebar = page.getByRole('navigation', { name: nav.navigation });
    await expect(sidebar).toBeVisible();
    await expectGroups(sidebar, messages);
    await expect(sidebar.getByRole('link', { name: nav.sections.dashboard })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await context.close();
  });
}

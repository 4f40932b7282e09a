import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

/*
 * Issue 20, the platform home as a clinic owner's landing page, walked on a 360 px phone and a
 * 1280 px desktop in ru, kk and uz: the first screen (what it is, "create your clinic's site",
 * an example, sign-in), the language switch that keeps the page, the clinics searched and paged
 * by plain GET links, and no script of ours (it is the bench's framework floor).
 */

const LOCALES = [
  { prefix: '', lang: 'ru', h1: /Сайт вашей клиники на четырёх языках/, create: 'Создать сайт клиники', example: 'Посмотреть пример', signIn: 'Войти', language: 'Русский', search: 'Название или город', submit: 'Найти', demo: 'Клиника Демо Мед', empty: /По запросу «Нет такой клиники» клиники не найдены/, next: 'Вперёд', previous: 'Назад' },
  { prefix: '/kk', lang: 'kk', h1: /Клиникаңыздың сайты төрт тілде/, create: 'Клиника сайтын жасау', example: 'Мысалды көру', signIn: 'Кіру', language: 'Қазақша', search: 'Атауы немесе қала', submit: 'Іздеу', demo: 'Демо Мед клиникасы', empty: /«Нет такой клиники» бойынша клиника табылмады/, next: 'Келесі', previous: 'Алдыңғы' },
  { prefix: '/uz', lang: 'uz', h1: /Klinikangiz sayti toʻrt tilda/, create: 'Klinika saytini yaratish', example: 'Namunani koʻrish', signIn: 'Kirish', language: 'Oʻzbekcha', search: 'Nomi yoki shahar', submit: 'Qidirish', demo: 'Demo Med klinikasi', empty: /«Нет такой клиники» boʻyicha klinika topilmadi/, next: 'Keyingi', previous: 'Oldingi' },
] as const;

const VIEWPORTS = [
  { name: 'phone', use: { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

const home = (prefix: string, query = '') => `${prefix || '/'}${query}`;
const header = (page: Page) => page.getByRole('banner');
/** The clinic cards' names (the features above have h3 headings of their own). */
const clinicNames = (page: Page) => page.locator('#clinics').getByRole('heading', { level: 3 });
const languages = (page: Page) => header(page).getByRole('navigation', { name: /^(Язык|Тіл|Til|Language)$/ });

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
}

for (const viewport of VIEWPORTS) {
  test.describe(`the platform home on a ${viewport.name}`, () => {
    test.use(viewport.use);

    for (const l of LOCALES) {
      test(`${l.lang}: the first screen says what it is, with "create your clinic's site", an example, sign-in and the languages`, async ({ page }, testInfo) => {
        await page.goto(home(l.prefix));
        await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.h1);
        const create = page.getByRole('main').getByRole('link', { name: l.create, exact: true });
        await expect(create).toBeInViewport();
        await expect(create).toHaveAttribute('href', `${l.prefix}/pro/new`);
        const example = page.getByRole('link', { name: `${l.example}: ${l.demo}` });
        await expect(example).toBeInViewport();
        await expect(example).toHaveAttribute('href', `${l.prefix}/l/demo-clinic`);
        const signIn = header(page).getByRole('link', { name: l.signIn, exact: true });
        await expect(signIn).toBeInViewport();
        await expect(signIn).toHaveAttribute('href', `${l.prefix}/profile`);
        await expect(languages(page).getByRole('link')).toHaveText(['Русский', 'Қазақша', 'Oʻzbekcha', 'English']);
        await expect(languages(page).getByRole('link', { name: l.language })).toHaveAttribute('aria-current', 'true');
        await check(page, testInfo, `first-screen-${l.lang}`);
        // Every heading level follows the one before it (no h3 straight after an h1).
        const levels = await page.locator('h1, h2, h3').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
        levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `heading ${i}`).toBeLessThanOrEqual(1));
      });

      test(`${l.lang}: the search finds the demo clinic by name and by city, and says so when nothing matches`, async ({ page }, testInfo) => {
        await page.goto(home(l.prefix));
        const field = page.getByLabel(l.search);
        await field.fill('демо');
        await field.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname === home(l.prefix) && url.searchParams.get('q') === 'демо');
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: l.demo, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.getByRole('link', { name: new RegExp(`: ${l.demo}$`) })).toHaveAttribute('href', `${l.prefix}/l/demo-clinic`);
        await expect(page.getByLabel(l.search)).toHaveValue('демо');
        await check(page, testInfo, `search-found-${l.lang}`);

        // The city is in the address: «Алматы» finds the demo clinic (its address names the city in every language).
        await page.goto(home(l.prefix, `?q=${encodeURIComponent('Алматы')}`));
        await expect(clinicNames(page).filter({ hasText: l.demo })).not.toHaveCount(0);

        await page.getByLabel(l.search).fill('Нет такой клиники');
        await page.getByRole('button', { name: l.submit }).click();
        await expect(page.getByText(l.empty)).toBeVisible();
        await expect(clinicNames(page)).toHaveCount(0);
        await check(page, testInfo, `search-empty-${l.lang}`);
      });
    }

    test('the language switch keeps the page and its search, also for a visitor whose browser asks for Kazakh', async ({ browser }, testInfo) => {
      const context = await browser.newContext({ ...viewport.use, locale: 'kk-KZ' });
      const page = await context.newPage();
      // A Kazakh browser is sent to /kk, as SPEC 4 orders.
      await page.goto('/?q=%D0%B4%D0%B5%D0%BC%D0%BE');
      await expect(page).toHaveURL((url) => url.pathname === '/kk' && url.searchParams.get('q') === 'демо');
      await languages(page).getByRole('link', { name: 'Русский' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('q') === 'демо');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(page.getByLabel('Название или город')).toHaveValue('демо');
      // The choice is remembered: the bare address now stays Russian.
      await page.goto('/');
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await languages(page).getByRole('link', { name: 'Oʻzbekcha' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/uz' && url.search === '');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOCALES[2].h1);
      await page.screenshot({ path: testInfo.outputPath('language-switched-uz.png'), fullPage: false });
      await context.close();
    });
  });
}

test.describe('the clinic list, one page at a time', () => {
  const tag = `walk${Date.now().toString(36)}`;
  test.beforeAll(async () => {
    // 14 clinics of a tag of their own: two pages of 12.
    await withDatabase(async (db) => {
      for (let i = 1; i <= 14; i++) {
        await db.query(`INSERT INTO companies (code, slug, name, address) VALUES ($1, $2, $3, $4)`, [
          `${tag}-${i}`.toUpperCase(),
          `${tag}-${i}`,
          JSON.stringify({ ru: `Клиника ${tag} №${i}`, kk: `${tag} клиникасы №${i}`, uz: `${tag} klinikasi №${i}` }),
          JSON.stringify({ ru: 'г. Ташкент, ул. Навои, 1', uz: 'Toshkent sh., Navoiy koʻchasi, 1' }),
        ]);
      }
    });
  });
  test.afterAll(async () => {
    await withDatabase((db) => db.query('DELETE FROM companies WHERE slug LIKE $1', [`${tag}-%`]));
  });

  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use(viewport.use);
      for (const l of LOCALES) {
        test(`${l.lang}: page links move through the search and back`, async ({ page }, testInfo) => {
          await page.goto(home(l.prefix, `?q=${tag}`));
          await expect(clinicNames(page)).toHaveCount(12);
          const pages = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: l.next }) });
          await expect(pages.getByRole('link', { name: l.previous })).toHaveCount(0);
          await expect(pages.getByRole('link', { name: l.next })).toHaveAttribute('href', `${home(l.prefix)}?q=${tag}&page=2#clinics`);
          await pages.getByRole('link', { name: l.next }).click();
          await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('q') === tag);
          await expect(clinicNames(page)).toHaveCount(2);
          await expect(clinicNames(page).last()).toHaveText(l.lang === 'ru' ? `Клиника ${tag} №14` : l.lang === 'kk' ? `${tag} клиникасы №14` : `${tag} klinikasi №14`);
          await check(page, testInfo, `page-2-${l.lang}`);
          await page.getByRole('link', { name: l.previous }).click();
          await expect(clinicNames(page)).toHaveCount(12);
          await expect(page).toHaveURL((url) => !url.searchParams.has('page'));
        });
      }
    });
  }
});

test.describe('the platform home as the framework floor', () => {
  test("no script of ours: the page's client references are the framework's and the root error boundary's only", async () => {
    // Next's manifest of the client modules the route reaches, from the build the server runs.
    const file = path.resolve('.next/server/app/[locale]/(platform)/page_client-reference-manifest.js');
    const scope: { __RSC_MANIFEST?: Record<string, { clientModules: Record<string, unknown>; entryJSFiles: Record<string, string[]> }> } = {};
    new Function('globalThis', 'self', readFileSync(file, 'utf8'))(scope, scope);
    const manifest = scope.__RSC_MANIFEST?.['/[locale]/(platform)/page'];
    expect(manifest, 'the route is in the build').toBeTruthy();
    const ours = Object.keys(manifest!.clientModules)
      .map((id) => id.replace(/^\[project\]\//, '').split(' ')[0].split('#')[0])
      .filter((id) => !id.startsWith('node_modules/'));
    expect([...new Set(ours)].sort()).toEqual(['app/global-error.tsx', 'components/errors/error-view.tsx']);
    expect(manifest!.entryJSFiles['[project]/app/[locale]/(platform)/page'] ?? []).toEqual([]);
    expect(manifest!.entryJSFiles['[project]/app/[locale]/layout'] ?? []).toEqual([]);
  });

  test('"create your clinic\'s site" signed out: the business sign-in, which returns to the new clinic form', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Создать сайт клиники', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/pro/new');
    await expect(page.getByRole('heading', { name: 'Вход в кабинет клиники' }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('create-signed-out.png'), fullPage: false });
  });

  test('SEO: title, description, canonical and hreflang per locale; a search stays out of the index', async ({ page }) => {
    await page.goto('/kk');
    await expect(page).toHaveTitle('Клиникалар онлайн — клиникаңызға төрт тілдегі сайт');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Қазақстан немесе Өзбекстандағы жеке клиниканың/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/kk');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((a) => `${a.getAttribute('hreflang')} ${new URL(a.getAttribute('href')!).pathname}`));
    expect(alternates.sort()).toEqual(['en /en', 'kk /kk', 'ru /', 'uz /uz', 'x-default /']);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.goto('/uz?q=demo');
    await expect(page).toHaveTitle('Klinikalar onlayn — klinikangiz uchun toʻrt tildagi sayt');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });
});

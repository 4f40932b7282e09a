import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, newContext, PHONE, signIn } from './accounts';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 20 "Words", issue 28 / SPEC 9 `DD MMMM`: dates read «07 қараша» / «07-noyabr» / «07 ноября»
// (the year «2025 жылғы 07 қараша» / «2025-yil 07-noyabr» / «07 ноября 2025»), and the profile menu's two
// data items have names of their own, at 360 px and 1280 px, axe clean, without sideways scroll.

const PATIENT = { login: 'patient@demo-clinic.kz', password: 'Patient-demo-2026' };

const MONTHS = {
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  kk: ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'],
  uz: ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'],
} as const;
type Locale = keyof typeof MONTHS;

/** The demo clinic's time zone (the default): every date of its site is written in it, whatever the server's zone. */
const CLINIC_ZONE = 'Asia/Almaty';

/** Day, month (0-11) and year of an instant on the clinic's wall calendar. */
function inClinicZone(value: string | Date): { day: number; month: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(value));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month') - 1, year: part('year') };
}

/** The date as the glossary writes it, from a <time datetime>, in the clinic's time zone. */
function expected(locale: Locale, iso: string, thisYear: number): string {
  const date = inClinicZone(iso);
  const [day, month, year] = [String(date.day).padStart(2, '0'), MONTHS[locale][date.month], date.year];
  const withYear = year !== thisYear;
  if (locale === 'kk') return withYear ? `${year} жылғы ${day} ${month}` : `${day} ${month}`;
  if (locale === 'uz') return withYear ? `${year}-yil ${day}-${month}` : `${day}-${month}`;
  return withYear ? `${day} ${month} ${year}` : `${day} ${month}`;
}

const MENU: Record<Locale, [string, string]> = {
  ru: ['Имя и фамилия', 'Экспорт и удаление данных'],
  kk: ['Аты-жөні', 'Деректерді жүктеп алу және жою'],
  uz: ['Ism va familiya', 'Maʼlumotlarni yuklab olish va oʻchirish'],
};

const MENU_LABEL: Record<Locale, string> = { ru: 'Разделы личного кабинета', kk: 'Жеке кабинет бөлімдері', uz: 'Shaxsiy kabinet boʻlimlari' };

const SIZES = [
  { name: 'phone', options: { viewport: PHONE.viewport, isMobile: PHONE.isMobile, hasTouch: PHONE.hasTouch } },
  { name: 'desktop', options: { viewport: DESKTOP } },
] as const;

async function checkPage(page: Page, shot: string, outputPath: (name: string) => string) {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: outputPath(`${shot}.png`), fullPage: false });
}

for (const size of SIZES) {
  for (const locale of Object.keys(MONTHS) as Locale[]) {
    test(`${size.name}, ${locale}: review dates are written as the glossary says`, async ({ browser }, testInfo) => {
      const context = await newContext(browser, size.options);
      const page = await context.newPage();
      await page.goto(`/${locale}/l/demo-clinic/reviews`);
      const times = page.locator('article time');
      await expect(times.first()).toBeVisible();
      const thisYear = inClinicZone(new Date()).year;
      const dates = await times.evaluateAll((nodes) => nodes.map((node) => ({ iso: node.getAttribute('datetime') ?? '', text: node.textContent ?? '' })));
      expect(dates.length).toBeGreaterThan(0);
      for (const { iso, text } of dates) expect(text, iso).toBe(expected(locale, iso, thisYear));
      // The seeded reviews (1, 2, 3, 7, 10… days old) always include a day before the 10th: its leading zero shows.
      expect(dates.some(({ iso }) => inClinicZone(iso).day < 10), 'a date before the 10th of its month').toBe(true);
      await checkPage(page, `reviews-${locale}-${size.name}`, (name) => testInfo.outputPath(name));
      await context.close();
    });

    test(`${size.name}, ${locale}: the profile menu names «your name» and «export and delete your data» apart`, async ({ browser }, testInfo) => {
      const context = await newContext(browser, size.options);
      await signIn(context, PATIENT.login, PATIENT.password);
      const page = await context.newPage();
      await page.goto(`/${locale}/profile`);
      const [personal, data] = MENU[locale];
      await expect(page.getByRole('heading', { level: 1, name: personal })).toBeVisible();
      // On a phone the sections are a row that scrolls sideways inside itself, on a desktop a column: the same links.
      const nav = page.getByRole('navigation', { name: MENU_LABEL[locale] });
      await expect(nav.getByRole('link', { name: personal, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: data, exact: true })).toBeAttached();
      await checkPage(page, `profile-${locale}-${size.name}`, (name) => testInfo.outputPath(name));
      await context.close();
    });
  }
}

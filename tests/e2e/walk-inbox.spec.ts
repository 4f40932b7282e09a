import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import uz from '../../messages/uz.json';
import { displayPhone } from '../../lib/phone/normalize';
import { managerContext } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// The /pro inboxes as a clinic's staff walk them (issue 20): compact rows that open into the
// request, the status chips with their counts, the search, the CSV of what the filter selects,
// formatted phones; at 360x800 and 1280x800, in ru, kk and uz, axe clean, no sideways scroll.
const MESSAGES = { ru, kk, uz } as const;
const SIZES = { phone: { width: 360, height: 800 }, desktop: { width: 1280, height: 800 } } as const;
const prefix = (locale: keyof typeof MESSAGES) => (locale === 'ru' ? '' : `/${locale}`);

const run = `w${randomInt(100_000, 999_999)}`;
const tail = String(randomInt(1000, 9999));
const FIRST = ['Асель', 'Бауыржан', 'Гүлнар', 'Дамир', 'Ержан', 'Жанна', 'Зарина', 'Ильяс', 'Камила', 'Лаура'];
/** Ten requests of this run: 6 new, 2 in progress, 2 done; every third phone Uzbek; the newest new one says =HYPERLINK(…). */
const ROWS = FIRST.map((first, index) => ({
  name: `${first} ${run}`,
  phone: index % 3 === 2 ? `+99890${tail}${String(index).padStart(3, '0')}` : `+7701${tail}${String(index).padStart(3, '0')}`,
  status: index < 6 ? 'new' : index < 8 ? 'in_progress' : 'done',
  comment: index === 0 ? '=HYPERLINK("http://evil.example","click")' : `Перезвонить после 18:00 (${index})`,
  // Newest first: the first is the newest.
  minutesAgo: index * 5,
}));

test.beforeAll(async () => {
  await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM companies WHERE code = 'DEMO'");
    for (const row of ROWS) {
      await db.query(
        "INSERT INTO appointment_requests (company_id, name, phone, comment, status, locale, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, 'kk', now() - make_interval(mins => $6), now())",
        [rows[0].id, row.name, row.phone, row.comment, row.status, row.minutesAgo],
      );
    }
    await db.query("INSERT INTO questions (company_id, name, email, phone, text, locale) VALUES ($1, $2, 'walk@example.kz', $3, 'Можно ли сдать анализы в субботу?', 'ru')", [
      rows[0].id,
      `Мадина ${run}`,
      `+7702${tail}000`,
    ]);
  });
});

async function check(page: Page, shot: string, testInfo: { outputPath: (name: string) => string }) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath(`${shot}.png`), fullPage: false });
}

for (const locale of ['ru', 'kk', 'uz'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`${locale} ${size}: compact rows open into the request; status chips, search and the CSV of the filter; formatted phones`, async ({ browser }, testInfo) => {
      test.setTimeout(120_000);
      const t = MESSAGES[locale].BusinessInbox;
      const context = await managerContext(browser, { viewport, locale: locale === 'uz' ? 'uz-UZ' : locale === 'kk' ? 'kk-KZ' : 'ru-RU', acceptDownloads: true });
      const page = await context.newPage();
      await page.goto(`${prefix(locale)}/pro/DEMO/0/appointments?q=${run}`);
      await expect(page.getByRole('heading', { level: 1, name: t.appointments.title })).toBeVisible();
      const list = page.getByRole('list', { name: t.appointments.list, exact: true });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      await expect(page.getByRole('status').filter({ hasText: t.search.results.replace('{count}', '10') })).toBeVisible();

      // Compact: ten requests within two screens, no status buttons or forms until one is opened.
      const box = (await list.boundingBox())!;
      expect(box.height, 'ten rows within two screens').toBeLessThanOrEqual(2 * viewport.height);
      await expect(list.getByRole('textbox')).toHaveCount(0);
      // Phones formatted (+7 701 …, +998 90 …) and called by a tap.
      for (const row of [ROWS[0], ROWS[2]]) {
        await expect(page.getByRole('listitem', { name: row.name }).getByRole('link', { name: displayPhone(row.phone) })).toHaveAttribute('href', `tel:${row.phone}`);
      }
      expect(displayPhone(ROWS[2].phone)).toMatch(/^\+998 90 \d{3} \d{2} \d{2}$/);
      // The chips count this search's requests per status.
      const chips = page.getByRole('navigation', { name: t.filter.label });
      await expect(chips.getByRole('link', { name: t.filter.all })).toContainText('10');
      await expect(chips.getByRole('link', { name: t.filter.new })).toContainText('6');
      await check(page, `${locale}-${size}-1-rows`, testInfo);

      // A row opens by the keyboard; its address opens it again after a reload.
      const first = page.getByRole('listitem', { name: ROWS[1].name });
      await first.getByRole('button', { expanded: false }).focus();
      await page.keyboard.press('Enter');
      const detail = first.getByRole('region', { name: ROWS[1].name });
      await expect(detail).toBeVisible();
      await expect(detail.getByRole('button', { name: t.appointments.status.new })).toHaveAttribute('aria-pressed', 'true');
      await expect(detail).toContainText(ROWS[1].comment);
      await expect(page).toHaveURL(/[?&]open=\d+/);
      await check(page, `${locale}-${size}-2-open`, testInfo);
      await page.reload();
      await expect(page.getByRole('listitem', { name: ROWS[1].name }).getByRole('region')).toBeVisible();
      await expect(page.getByRole('listitem', { name: ROWS[1].name }).getByRole('button', { expanded: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listitem', { name: ROWS[1].name }).getByRole('region')).toHaveCount(0);

      // The status chip keeps the search; Back returns to all.
      await chips.getByRole('link', { name: t.filter.new }).click();
      await expect(page).toHaveURL(new RegExp(`status=new.*q=${run}|q=${run}.*status=new`));
      await expect(list.getByRole('listitem')).toHaveCount(6);
      await check(page, `${locale}-${size}-3-new`, testInfo);

      // The CSV of the filter: the six new ones, Excel's BOM, the phones formatted and kept text, the formula neutralized.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.export.button }).click()]);
      expect(download.suggestedFilename()).toMatch(/^appointments-DEMO-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
      expect(lines[0].split(';').slice(0, 5)).toEqual(['number', 'received', 'status', 'name', 'phone'].map((key) => t.export.columns[key as keyof typeof t.export.columns]));
      expect(lines).toHaveLength(7);
      expect(lines.slice(1).every((line) => line.includes(`;${t.appointments.status.new};`))).toBe(true);
      expect(lines[1]).toContain(`;${ROWS[0].name};'${displayPhone(ROWS[0].phone)};`);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);

      // The search: the Uzbek number typed as people write it finds its request alone.
      await page.getByRole('searchbox', { name: t.search.label }).fill(displayPhone(ROWS[2].phone).replace('+998 ', ''));
      await page.getByRole('button', { name: t.search.apply }).click();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem', { name: ROWS[2].name })).toBeVisible();
      await check(page, `${locale}-${size}-4-search`, testInfo);
      await page.goBack();
      await expect(list.getByRole('listitem')).toHaveCount(6);

      // The questions inbox: the same rows.
      await page.goto(`${prefix(locale)}/pro/DEMO/0/questions?q=${run}`);
      const question = page.getByRole('listitem', { name: `Мадина ${run}` });
      await expect(question.getByRole('link', { name: displayPhone(`+7702${tail}000`) })).toBeVisible();
      await question.getByRole('button', { expanded: false }).click();
      await expect(question.getByRole('region')).toContainText('walk@example.kz');
      await check(page, `${locale}-${size}-5-question`, testInfo);
      await context.close();
    });
  }
}

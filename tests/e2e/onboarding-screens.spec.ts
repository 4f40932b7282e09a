import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import sharp from 'sharp';
import en from '../../messages/en.json';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import uz from '../../messages/uz.json';
import { apiPost, apiSignIn, DESKTOP, managerContext, MANAGER, PHONE } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

/*
 * Issue 31, Done when: axe clean on every new screen of the onboarding work in ru, kk, uz and en, on a
 * 360 px phone (no sideways scroll either) and a desktop, each in its interesting state — the setup
 * checklist, an import's preview with a bad row (prices, doctors), doctors' photos in bulk with a file
 * matched, «Страницы» and its new-page editor, «Переводы», the contacts editor with a lunch break, and
 * the public privacy and contacts pages — as the demo manager (every permission in DEMO's cabinet 0).
 * Nothing is saved there. Then: a changed Russian text marks its translations stale in /pro (the
 * about page, restored afterwards).
 */

const LOCALES = [
  { locale: 'ru', prefix: '', messages: ru },
  { locale: 'kk', prefix: '/kk', messages: kk },
  { locale: 'uz', prefix: '/uz', messages: uz },
  { locale: 'en', prefix: '/en', messages: en },
] as const;
const DEVICES = { desktop: { viewport: DESKTOP }, phone: PHONE } as const;
const CABINET = '/pro/DEMO/0';

type Translate = ReturnType<typeof createTranslator<typeof ru>>;

/** A file of rows as a spreadsheet program saves CSV (BOM, semicolons, quoted cells). */
const csv = (rows: string[][]) => Buffer.from(`\ufeff${rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(';')).join('\r\n')}\r\n`);

async function expectClean(page: Page, device: keyof typeof DEVICES) {
  if (device === 'phone') await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/** The import panel's preview of a file with one good and one bad row: the summary, the error in the table, nothing to confirm. */
async function expectPreviewWithError(page: Page, t: Translate, error: string) {
  await expect(page.getByText(t('Imports.ui.summary', { ready: 1, invalid: 1 }))).toBeVisible();
  const table = page.getByRole('region', { name: t('Imports.ui.tableLabel') }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText(error);
  await expect(page.getByText(t('Imports.ui.fixAndRetry'))).toBeVisible();
}

for (const [device, options] of Object.entries(DEVICES) as [keyof typeof DEVICES, (typeof DEVICES)[keyof typeof DEVICES]][]) {
  test.describe(`the onboarding screens on a ${device}`, () => {
    let context: BrowserContext;
    test.beforeAll(async ({ browser }) => {
      context = await managerContext(browser, options);
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const { locale, prefix, messages } of LOCALES) {
      test(`${locale}: the setup checklist, imports' previews, photos in bulk, pages, translations, contacts and the public privacy and contacts pages are axe clean`, async () => {
        test.setTimeout(300_000);
        const t = createTranslator({ locale, messages: messages as typeof ru });
        const page = await context.newPage();
        const columns = (messages as typeof ru).Imports.columns;

        // 1. The dashboard's setup checklist (folded once every step is done: opened).
        await page.goto(`${prefix}${CABINET}`);
        const checklist = page.getByTestId('setup-checklist');
        await expect(checklist).toBeVisible();
        const folded = checklist.locator('details');
        if ((await folded.count()) > 0 && !(await folded.evaluate((details) => (details as HTMLDetailsElement).open))) await folded.locator('summary').click();
        await expect(checklist.getByRole('progressbar', { name: t('BusinessDashboard.setup.progressLabel') })).toBeVisible();
        await expect(checklist.getByRole('listitem')).toHaveCount(11);
        await expect(checklist.getByRole('link', { name: t('BusinessDashboard.setup.steps.contacts.title') })).toBeVisible();
        await expectClean(page, device);

        // 2. Prices: the import panel with a file of a good row and a row whose price is not a number.
        await page.goto(`${prefix}${CABINET}/prices`);
        await expectHeading(page, t('BusinessMaterials.lists.prices.title'));
        await page.getByRole('button', { name: t('Imports.ui.open') }).click();
        await expect(page.getByRole('heading', { level: 2, name: t('Imports.ui.title') })).toBeVisible();
        const prices = csv([
          [columns.group, columns.service, columns.price, columns.from],
          ['Консультации', 'Приём терапевта', '7000', ''],
          ['Консультации', 'Приём педиатра', 'семь тысяч', ''],
        ]);
        await page.getByLabel(t('Imports.ui.file'), { exact: true }).setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: prices });
        await expectPreviewWithError(page, t, t('Imports.rowErrors.price_not_number'));
        await expectClean(page, device);

        // 3. Doctors: the import panel with a good row and a row whose experience is not a number.
        await page.goto(`${prefix}${CABINET}/doctors`);
        await expectHeading(page, t('BusinessDoctors.title'));
        await page.getByRole('button', { name: t('Imports.ui.open') }).click();
        const doctors = csv([
          [columns.name, columns.specialty, columns.experience],
          ['Сейтказиева Алия Маратовна', 'Невролог', '10'],
          ['Ермеков Нурлан Асанович', 'Хирург', 'много'],
        ]);
        await page.getByLabel(t('Imports.ui.file'), { exact: true }).setInputFiles({ name: 'doctors.csv', mimeType: 'text/csv', buffer: doctors });
        await expectPreviewWithError(page, t, t('Imports.rowErrors.experience_not_number'));
        await expectClean(page, device);

        // ... and the photos in bulk: one file named after a demo doctor, found by its name (not uploaded).
        await page.goto(`${prefix}${CABINET}/doctors?view=photos`);
        await expectHeading(page, t('BusinessDoctorPhotos.title'));
        const portrait = await sharp({ create: { width: 300, height: 360, channels: 3, background: '#2f6db5' } }).jpeg().toBuffer();
        await page.getByLabel(t('BusinessDoctorPhotos.file'), { exact: true }).setInputFiles({ name: 'Волков Дмитрий.jpg', mimeType: 'image/jpeg', buffer: portrait });
        const files = page.getByRole('list', { name: t('BusinessDoctorPhotos.listLabel') });
        await expect(files.getByRole('listitem')).toHaveCount(1);
        await expect(files.getByRole('listitem')).toContainText(t('BusinessDoctorPhotos.matched'));
        await expect(files.getByRole('combobox', { name: t('BusinessDoctorPhotos.doctor', { name: 'Волков Дмитрий.jpg' }) })).toBeVisible();
        await expectClean(page, device);

        // 4. «Страницы»: the about page's editor and the text pages, then «Создать страницу» (not saved).
        await page.goto(`${prefix}${CABINET}/pages`);
        await expectHeading(page, t('BusinessPages.title'));
        await expect(page.getByRole('button', { name: t('BusinessPages.about.save') })).toBeVisible();
        await expect(page.getByRole('list', { name: t('BusinessMaterials.lists.pages.listLabel') })).toBeVisible();
        await expectClean(page, device);
        await page.getByRole('link', { name: t('BusinessMaterials.lists.pages.create') }).click();
        await expect(page).toHaveURL(/[?&]item=new/);
        await expectHeading(page, t('BusinessMaterials.newTitle'));
        await expect(page.getByLabel(t('BusinessMaterials.titleIn', { language: t('BusinessEditor.languages.ru') }))).toBeVisible();
        await expectClean(page, device);

        // 5. «Переводы».
        await page.goto(`${prefix}${CABINET}/translations`);
        await expectHeading(page, t('BusinessTranslations.title'));
        await expect(page.getByRole('region', { name: t('BusinessEditor.languages.kk') })).toBeVisible();
        await expectClean(page, device);

        // 6. Contacts and hours with a lunch break on Monday (not saved).
        await page.goto(`${prefix}${CABINET}/contacts`);
        await expectHeading(page, t('BusinessContacts.title'));
        const monday = page.getByRole('group', { name: t('Weekdays.1'), exact: true });
        await monday.getByRole('checkbox', { name: t('BusinessContacts.hours.hasBreak') }).check();
        await expect(monday.getByLabel(t('BusinessContacts.hours.breakFrom'))).toBeVisible();
        await expectClean(page, device);

        // 7. The public site's privacy policy and contacts page.
        await page.goto(`${prefix}/l/demo-clinic/privacy`);
        await expectHeading(page, t('Privacy.title'));
        await expectClean(page, device);
        await page.goto(`${prefix}/l/demo-clinic/contacts`);
        await expect(page.locator('[data-contacts-page]').getByRole('heading', { level: 1 })).toBeVisible();
        await expectClean(page, device);
        await page.close();
      });
    }
  });
}

type AboutRow = { id: number; about: unknown };
type SourceRow = { item_id: number; field: string; locale: string; source_hash: string; saved_at: Date };

test('a changed Russian text marks its translations stale in /pro', async ({ browser }) => {
  test.setTimeout(180_000);
  const t = createTranslator({ locale: 'ru', messages: ru });
  // What to put back: the about page's texts and the record of what its translations were made from.
  const { company, sources } = await withDatabase(async (db) => {
    const { rows } = await db.query<AboutRow>("SELECT id, about FROM companies WHERE code = 'DEMO'");
    const saved = await db.query<SourceRow>("SELECT item_id, field, locale, source_hash, saved_at FROM translation_sources WHERE company_id = $1 AND kind = 'about'", [rows[0]!.id]);
    return { company: rows[0]!, sources: saved.rows };
  });
  const context = await managerContext(browser, { viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.goto(`${CABINET}/pages`);
    const save = page.getByRole('button', { name: t('BusinessPages.about.save') });
    const saved = page.getByText(t('BusinessPages.about.saved'));
    const tab = (locale: 'ru' | 'kk') => page.getByRole('tab', { name: new RegExp(`^${t(`BusinessEditor.languages.${locale}`)}`) });
    const field = (locale: 'ru' | 'kk') => page.getByRole('textbox', { name: t('BusinessPages.about.label', { language: t(`BusinessEditor.languages.${locale}`) }) });
    const append = async (locale: 'ru' | 'kk', text: string) => {
      await tab(locale).click();
      await field(locale).click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(text);
    };

    // The Kazakh text saved: a current translation of the Russian text as it is.
    await append('kk', ' Қазақша мәтін тексерілді.');
    await save.click();
    await expect(saved).toBeVisible();
    await expect(tab('kk')).not.toContainText(t('BusinessEditor.staleTab'));

    // The Russian text changed and saved: the Kazakh translation is stale, on its tab and above its field.
    await append('ru', ' Русский текст изменён после перевода.');
    await save.click();
    await expect(saved).toBeVisible();
    await expect(tab('kk')).toContainText(t('BusinessEditor.staleTab'));
    await expect(tab('ru')).not.toContainText(t('BusinessEditor.staleTab'));
    await tab('kk').click();
    const kkPanel = page.getByRole('tabpanel', { name: new RegExp(`^${t('BusinessEditor.languages.kk')}`) });
    await expect(kkPanel.getByText(t('BusinessEditor.stale'))).toBeVisible();
    await expect(kkPanel.getByText(t('BusinessEditor.original'))).toBeVisible();

    // «Переводы» lists the about page under Kazakh as stale.
    await page.goto(`${CABINET}/translations`);
    const kazakh = page.getByRole('region', { name: t('BusinessEditor.languages.kk') });
    const aboutGap = kazakh.locator('li[data-gap="stale"]').filter({ hasText: t('BusinessTranslations.kinds.about') });
    await expect(aboutGap).toHaveCount(1);
    await expect(aboutGap).toContainText(t('BusinessTranslations.stale'));

    // «Перевод актуален» clears it, in the editor and in «Переводы».
    await page.goto(`${CABINET}/pages`);
    await expect(tab('kk')).toContainText(t('BusinessEditor.staleTab'));
    await tab('kk').click();
    await kkPanel.getByRole('button', { name: t('BusinessEditor.confirm') }).click();
    await expect(page.getByText(t('BusinessEditor.confirmed'))).toBeVisible();
    await expect(kkPanel.getByText(t('BusinessEditor.stale'))).toHaveCount(0);
    await expect(tab('kk')).not.toContainText(t('BusinessEditor.staleTab'));
    await page.goto(`${CABINET}/translations`);
    await expect(kazakh).toBeVisible();
    await expect(kazakh.locator('li[data-gap]').filter({ hasText: t('BusinessTranslations.kinds.about') })).toHaveCount(0);
  } finally {
    await context.close();
    // The texts back through the API (so the site's caches drop the changed page), then the translation records as they were.
    const { rows } = await withDatabase((db) => db.query<{ about_version: number }>('SELECT about_version FROM companies WHERE id = $1', [company.id]));
    const restored = await apiPost('w-business/ru/DEMO/0/business/pages/about', { about: company.about ?? {}, version: rows[0]!.about_version }, { method: 'PUT', cookies: await apiSignIn(MANAGER.login, MANAGER.password) });
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    await withDatabase(async (db) => {
      await db.query("DELETE FROM translation_sources WHERE company_id = $1 AND kind = 'about'", [company.id]);
      for (const row of sources) {
        await db.query("INSERT INTO translation_sources (company_id, kind, item_id, field, locale, source_hash, saved_at) VALUES ($1, 'about', $2, $3, $4, $5, $6)", [company.id, row.item_id, row.field, row.locale, row.source_hash, row.saved_at]);
      }
      const now = await db.query<AboutRow>('SELECT id, about FROM companies WHERE id = $1', [company.id]);
      expect(now.rows[0]!.about, 'the about page restored').toEqual(company.about);
    });
  }
});

import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { hashPassword } from '../../lib/auth/password';
import { DESKTOP, managerContext, newContext, PHONE, signIn } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

/*
 * Issue 19, the site's pages in /pro: a member with only content.edit edits a price on a phone and
 * writes a material with the rich editor; the manager (company.edit) edits the hours and a phone;
 * the public site shows each at once; the editors are axe clean in the four languages.
 */

/** A member of DEMO's cabinet 1 with content.edit only, signed in in a context of its own. */
async function contentEditor(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const email = `content-${randomUUID().slice(0, 8)}@test.kz`;
  const password = 'Content-edit-2026';
  const hash = await hashPassword(password);
  await withDatabase(async (db) => {
    const { rows } = await db.query('INSERT INTO users (email, name, lastname, password_hash, email_confirmed_at) VALUES ($1, $2, $3, $4, now()) RETURNING id', [email, 'Контент', 'Редактор', hash]);
    const userId = rows[0].id as number;
    const cabinet = await db.query("SELECT cabinets.id, cabinets.company_id FROM cabinets JOIN companies ON companies.id = cabinets.company_id WHERE companies.code = 'DEMO' AND cabinets.code = 1");
    await db.query('INSERT INTO cabinet_memberships (user_id, cabinet_id, permissions) VALUES ($1, $2, $3)', [userId, cabinet.rows[0].id, JSON.stringify(['content.edit'])]);
    await db.query('INSERT INTO business_accounts (user_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, cabinet.rows[0].company_id]);
  });
  const context = await newContext(browser, options);
  await signIn(context, email, password);
  return context;
}

async function openPriceList(page: Page) {
  await page.goto('/pro/DEMO/1/prices');
  await page.getByRole('link', { name: 'Прейскурант' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Материал' })).toBeVisible();
}

test.describe('site materials, the price list, contacts and hours in /pro', () => {
  test('on a 360 px phone, a member with only content.edit changes one price in a few taps; the site shows it as «9 N00 ₸» on one line', async ({ browser }) => {
    const price = 9000 + 100 * (1 + Math.floor(Math.random() * 9));
    const context = await contentEditor(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/pro/DEMO/1');
    // On a phone the sections are behind one button (issue 20).
    await page.getByTestId('pro-nav-menu').click();
    const nav = page.getByRole('navigation', { name: 'Разделы кабинета' });
    await expect(nav.getByRole('link', { name: 'Цены' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Контакты и часы' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await openPriceList(page);
    const field = page.getByLabel('Цена: Терапевт, педиатр');
    await field.fill(String(price));
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Сохранено. Сайт показывает изменения.')).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    const site = await (await newContext(browser, PHONE)).newPage();
    await site.goto('/l/demo-clinic/materials/price-list');
    const formatted = `${String(price).slice(0, 1)}\u00a0${String(price).slice(1)}\u00a0₸`;
    const cell = site.locator('[data-price]').first();
    await expect(cell).toHaveText(formatted);
    await expect(cell).toHaveCSS('white-space', 'nowrap');
    await expectNoHorizontalOverflow(site);
    await site.context().close();
    await context.close();
  });

  test('on a desktop, the member writes a material with a heading, a list, a link and a table, publishes it, and it is on the site in Russian and Kazakh', async ({ browser }) => {
    test.setTimeout(120_000);
    const code = `pamyatka-${randomUUID().slice(0, 6)}`;
    const context = await contentEditor(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    // A page is created from Pages (issue 31): its button opens the materials editor for a new text page.
    await page.goto('/pro/DEMO/1/pages');
    await page.getByRole('link', { name: 'Создать страницу' }).click();
    await expect(page).toHaveURL(/\/pro\/DEMO\/1\/pages\?item=new$/);
    await page.getByLabel('Адрес', { exact: true }).fill(code);
    await page.getByLabel('Заголовок (Русский)').fill('Памятка пациенту');
    const body = page.getByRole('textbox', { name: 'Текст (Русский)' });
    await body.click();
    await page.keyboard.type('## Перед визитом');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Возьмите документы');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Вставить таблицу' }).click();
    await page.keyboard.type('Кабинет');

    await page.getByRole('tab', { name: /Қазақша|Казахский/ }).click();
    await page.getByLabel(/Заголовок \((Қазақша|Казахский)\)/).fill('Пациентке жадынама');
    await page.getByRole('textbox', { name: /Текст \((Қазақша|Казахский)\)/ }).click();
    await page.keyboard.type('Қабылдауға дейін құжаттарды алыңыз.');
    // The whole line becomes a link (the last edit of this text).
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Ссылка' }).click();
    await page.getByLabel('Адрес ссылки').fill('https://example.kz/zapis');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Сохранено. Сайт показывает изменения.')).toBeVisible({ timeout: 20_000 });

    const site = await (await newContext(browser)).newPage();
    await site.goto(`/l/demo-clinic/materials/${code}`);
    await expect(site.getByRole('heading', { level: 1, name: 'Памятка пациенту' })).toBeVisible();
    await expect(site.getByRole('heading', { level: 2, name: 'Перед визитом' })).toBeVisible();
    await expect(site.getByRole('listitem').filter({ hasText: 'Возьмите документы' })).toBeVisible();
    await expect(site.locator('article table')).toContainText('Кабинет');
    await site.goto(`/kk/l/demo-clinic/materials/${code}`);
    await expect(site.getByRole('heading', { level: 1, name: 'Пациентке жадынама' })).toBeVisible();
    await expect(site.getByRole('link', { name: 'Қабылдауға дейін құжаттарды алыңыз.' })).toHaveAttribute('href', 'https://example.kz/zapis');

    // Hidden: the page is gone from the site.
    await page.getByLabel('Опубликован на сайте').uncheck();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Сохранено. Сайт показывает изменения.')).toBeVisible({ timeout: 20_000 });
    expect((await site.goto(`/l/demo-clinic/materials/${code}`))?.status()).toBe(404);
    await site.context().close();
    await context.close();
  });

  for (const viewport of [{ name: 'desktop', options: { viewport: DESKTOP } }, { name: '360 px phone', options: PHONE }]) {
    test(`${viewport.name}: the manager adds a phone and changes Saturday's hours; the contacts page shows «+7 727 …» with spaces and the hours`, async ({ browser }) => {
      const last = String(10 + Math.floor(Math.random() * 89));
      const context = await managerContext(browser, viewport.options);
      const page = await context.newPage();
      await page.goto('/pro/DEMO/0/contacts');
      await expect(page.getByRole('heading', { level: 1, name: 'Контакты и часы работы' })).toBeVisible();
      await page.getByRole('button', { name: 'Добавить телефон' }).click();
      const phones = page.getByLabel(/^Телефон \d$/);
      const added = phones.last();
      await added.fill(`8 727 355 99 ${last}`);
      await page.getByRole('group', { name: 'суббота' }).getByLabel('Закрытие').fill('14:00');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByText('Сохранено. Сайт показывает новые контакты.')).toBeVisible();
      await expect(added).toHaveValue(`+7 727 355 99 ${last}`);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);

      const site = await (await newContext(browser, viewport.options)).newPage();
      await site.goto('/l/demo-clinic/contacts');
      const main = site.getByRole('main');
      await expect(main.getByRole('link', { name: `Позвонить по номеру +7 727 355 99 ${last}` })).toHaveText(`+7 727 355 99 ${last}`);
      await expect(main.locator('[data-opening-hours]')).toContainText('09:00–14:00');
      await expect(site.getByRole('link', { name: /^Позвонить по номеру/ }).filter({ hasText: `99 ${last}` })).toHaveCount(1);
      const jsonLd = await site.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join('\n')).toContain('"closes":"14:00"');

      // Back as it was, for the other tests.
      await page.getByRole('button', { name: 'Удалить телефон 3' }).click();
      await page.getByRole('group', { name: 'суббота' }).getByLabel('Закрытие').fill('15:00');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByText('Сохранено. Сайт показывает новые контакты.')).toBeVisible();
      await site.context().close();
      await context.close();
    });
  }

  test('the editors are axe clean in Russian, Kazakh, Uzbek and English', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await managerContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    for (const prefix of ['', '/kk', '/uz', '/en']) {
      for (const path of ['pages', 'prices', 'home', 'contacts']) {
        await page.goto(`${prefix}/pro/DEMO/0/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
      }
      await page.goto(`${prefix}/pro/DEMO/0/prices`);
      await page.locator('[data-material-row="price-list"] a').click();
      await expect(page.locator('[data-price-editor]')).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
});

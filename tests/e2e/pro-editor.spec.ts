import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiPost, createFreshPatient, DESKTOP, managerContext, newContext, ORIGIN, PHONE, signIn } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// The business area's news editor and clinic settings (issue 11): the demo manager publishes a
// news item, the public site shows it at once and its subscribers get the e-mail; the manager
// changes a clinic's logo and the public site shows the new one.
const FAMILY_LOGO = '/demo/family-med/logo.svg';

test.describe('the news editor and the clinic settings in /pro', () => {
  test('a news item published by the manager shows on the public news page at once and its subscriber gets the e-mail', async ({ browser }) => {
    test.setTimeout(90_000);
    const title = `Новость e2e ${randomUUID().slice(0, 8)}`;

    // A fresh patient subscribes on the clinic's public news page.
    const patient = await createFreshPatient();
    const visitor = await newContext(browser, { viewport: DESKTOP });
    await signIn(visitor, patient.email, patient.password);
    const site = await visitor.newPage();
    await site.goto('/l/demo-clinic/news');
    await site.getByRole('button', { name: 'Подписаться на новости' }).click();
    await expect(site.getByText('Вы подписаны: новости клиники придут на e-mail.')).toBeVisible();

    // The manager writes and publishes the item.
    const manager = await managerContext(browser, { viewport: DESKTOP });
    const page = await manager.newPage();
    await page.goto('/pro/DEMO/0/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    await page.getByRole('link', { name: 'Добавить новость' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Добавление новости' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Создать новость', disabled: false })).toBeVisible();

    // The Russian title and text are required: the server's schema says so in the browser, at the fields.
    await page.getByRole('button', { name: 'Создать новость' }).click();
    await expect(page.getByLabel('Заголовок (Русский)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Заполните это поле.').first()).toBeVisible();

    await page.getByLabel('Заголовок (Русский)').fill(title);
    await page.getByLabel('Анонс (Русский)').fill('Короткий анонс новости для подписчиков.');
    await page.getByRole('textbox', { name: 'Текст (Русский)' }).click();
    await page.keyboard.type('Первый абзац новости.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Второй абзац новости.');
    await page.getByLabel('Опубликовать на сайте').check();
    await page.getByRole('button', { name: 'Создать новость' }).click();
    await expect(page.getByText('Новость создана.')).toBeVisible();
    await expect(page.getByText(/Подписчики новостей клиники получат о ней письмо|Подписчики получают о ней письмо/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Редактирование новости' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('item')).toMatch(/^\d+$/);

    // The list shows it as published, with its public page; the draft filter does not.
    await page.goto('/pro/DEMO/0/news?status=published');
    const item = page.getByTestId('news-item').filter({ hasText: title });
    await expect(item.getByText('Опубликована')).toBeVisible();
    const publicUrl = await item.getByRole('link', { name: /Открыть на сайте/ }).getAttribute('href');
    // The item's page on the clinic's canonical address, its slug made from the Russian title.
    expect(publicUrl).toMatch(new RegExp(`/news/[a-z0-9-]+/novost-e2e-${title.slice(-8)}$`));
    await page.goto('/pro/DEMO/0/news?status=draft');
    await expect(page.getByText(/Найдено новостей/)).toBeVisible();
    await expect(page.getByTestId('news-item').filter({ hasText: title })).toHaveCount(0);

    // The public site shows it at once.
    await site.goto('/l/demo-clinic/news');
    await expect(site.getByText(title).first()).toBeVisible();

    // The subscriber got the e-mail about it.
    await expect
      .poll(
        () =>
          withDatabase(async (db) => (await db.query("SELECT 1 FROM outbox WHERE recipient = $1 AND channel = 'email' AND (subject LIKE $2 OR body LIKE $2)", [patient.email, `%${title}%`])).rowCount),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);

    await visitor.close();
    await manager.close();
  });

  test('the manager uploads a new logo for FAMILY on a phone; the settings and the public site show it; the old logo is put back', async ({ browser }) => {
    test.setTimeout(90_000);
    const manager = await managerContext(browser, PHONE);
    const page = await manager.newPage();
    const png = await sharp({ create: { width: 96, height: 48, channels: 4, background: { r: 20, g: 110, b: 180, alpha: 1 } } }).png().toBuffer();
    try {
      await page.goto('/pro/FAMILY/0/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Настройки клиники' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Сохранить настройки', disabled: false })).toBeVisible();
      await expect(page.getByTestId('current-logo')).toHaveAttribute('src', FAMILY_LOGO);

      // Not an image: refused at the field, in the user's language.
      await page.getByLabel('Логотип', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
      await page.getByRole('button', { name: 'Сохранить настройки' }).click();
      await expect(page.getByLabel('Логотип', { exact: true })).toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel('Логотип', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByRole('img', { name: 'Предпросмотр выбранного файла' })).toBeVisible();
      await page.getByRole('button', { name: 'Сохранить настройки' }).click();
      await expect(page.getByText('Настройки сохранены. Сайт уже показывает изменения.')).toBeVisible();
      // The form starts anew from the server's answer: the status takes the focus (not lost to the page).
      await expect(page.getByText('Настройки сохранены. Сайт уже показывает изменения.')).toBeFocused();
      const logo = await page.getByTestId('current-logo').getAttribute('src');
      expect(logo).toMatch(/^\/api\/uploads\/.+\.png$/);
      await expectNoHorizontalOverflow(page);

      const site = await manager.newPage();
      await site.goto('/l/family-med');
      // The whole logo (from 640 px; a phone's header shows the site's square icon beside the name, issue 31).
      await expect(site.locator('header img[data-site-logo="wide"]')).toHaveAttribute('src', logo!);
      await site.close();
    } finally {
      // A logo is only ever an upload through the API (issue 19): the bundled demo file is put back in the
      // database, and a save that changes nothing expires the company's cached pages.
      await withDatabase((db) => db.query("UPDATE companies SET logo = $1 WHERE code = 'FAMILY'", [FAMILY_LOGO]));
      const restored = await apiPost('w-front/ru/v1/business/user/company', { COMPANY_CODE: 'FAMILY' }, { cookies: await manager.cookies(ORIGIN) });
      expect(restored.status, JSON.stringify(restored.json)).toBe(200);
      await manager.close();
    }
  });

  test('the news list, the news form and the settings at 360 px and on a desktop: axe clean, no horizontal scroll', async ({ browser }) => {
    test.setTimeout(90_000);
    const manager = await managerContext(browser, PHONE);
    const page = await manager.newPage();
    for (const size of [PHONE.viewport, DESKTOP]) {
      await page.setViewportSize(size);
      for (const [path, heading] of [
        ['/pro/DEMO/0/news', 'Новости'],
        ['/pro/DEMO/0/news?item=new', 'Добавление новости'],
        ['/pro/DEMO/0/settings', 'Настройки клиники'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (path === '/pro/DEMO/0/news') await expect(page.getByTestId('news-item').first()).toBeVisible();
        else await expect(page.getByRole('button', { disabled: false }).last()).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoHorizontalOverflow(page);
      }
    }
    await manager.close();
  });
});

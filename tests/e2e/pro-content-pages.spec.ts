import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createFreshPatient, DESKTOP, newContext, PHONE, signIn } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 19, rich text: a member with only content.edit writes the medical director's post with a
// heading, a list, a link, a table and an uploaded image in every language the clinic offers,
// publishes it, and the public blog shows it in each; the about page too. The editors pass axe in
// the four languages (the news editor's too), on a desktop and on a 360 px phone.

const LANGUAGES = [
  { prefix: '', tab: 'Русский', title: 'Заголовок (Русский)', body: 'Текст записи (Русский)' },
  { prefix: '/kk', tab: 'Казахский', title: 'Заголовок (Казахский)', body: 'Текст записи (Казахский)' },
  { prefix: '/uz', tab: 'Узбекский', title: 'Заголовок (Узбекский)', body: 'Текст записи (Узбекский)' },
  { prefix: '/en', tab: 'Английский', title: 'Заголовок (Английский)', body: 'Текст записи (Английский)' },
];

/** A fresh account that is a member of DEMO's main cabinet with content.edit only. */
async function contentEditor() {
  const member = await createFreshPatient({ prefix: 'content' });
  await withDatabase(async (db) => {
    await db.query(
      `INSERT INTO cabinet_memberships (user_id, cabinet_id, permissions)
       SELECT u.id, cab.id, '["content.edit"]'::jsonb FROM users u, cabinets cab JOIN companies c ON c.id = cab.company_id WHERE u.email = $1 AND c.code = 'DEMO' AND cab.code = 0`,
      [member.email],
    );
    await db.query(`INSERT INTO business_accounts (user_id, company_id) SELECT u.id, c.id FROM users u, companies c WHERE u.email = $1 AND c.code = 'DEMO' ON CONFLICT DO NOTHING`, [member.email]);
  });
  return member;
}

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();

async function tool(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

for (const [device, options] of [
  ['desktop', { viewport: DESKTOP }],
  ['phone', PHONE],
] as const) {
  test(`${device}: a content editor writes a rich blog post in every language and the about page; the site shows them`, async ({ browser }) => {
    test.setTimeout(180_000);
    const suffix = randomUUID().slice(0, 6);
    const member = await contentEditor();
    const context = await newContext(browser, options);
    await signIn(context, member.email, member.password);
    const page = await context.newPage();

    // The editors are accessible in the four languages.
    for (const { prefix } of LANGUAGES) {
      await page.goto(`${prefix}/pro/DEMO/0/pages`);
      await expect(page.getByRole('toolbar').first()).toBeVisible();
      await expectNoAxeViolations(page);
      // The news editor's form with its rich text body too.
      await page.goto(`${prefix}/pro/DEMO/0/news?item=new`);
      await expect(page.getByRole('toolbar').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }

    await page.goto('/pro/DEMO/0/pages');
    await page.getByRole('link', { name: 'Новая запись' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Новая запись блога' })).toBeVisible();
    await expect(page.getByRole('toolbar').first()).toBeVisible();

    // Russian: a heading, a list, a link, an image and a table.
    await page.getByLabel('Заголовок (Русский)').fill(`Пост ${suffix}`);
    const body = page.getByRole('textbox', { name: 'Текст записи (Русский)' });
    await body.click();
    await tool(page, 'Заголовок 2');
    await page.keyboard.type(`Раздел ${suffix}`);
    await page.keyboard.press('Enter');
    await tool(page, 'Маркированный список');
    await page.keyboard.type('Первый пункт');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Второй пункт');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Наш сайт');
    await page.keyboard.press('Shift+Home');
    await tool(page, 'Ссылка');
    await page.getByLabel('Адрес ссылки').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText(/Укажите адрес, начинающийся с https:\/\//)).toBeVisible();
    await page.getByLabel('Адрес ссылки').fill('https://example.org/clinic');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(body.locator('a[href="https://example.org/clinic"]')).toHaveText('Наш сайт');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');

    await tool(page, 'Изображение');
    await page.getByLabel('Файл изображения (JPEG, PNG, WebP, GIF)').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png() });
    await page.getByLabel('Описание изображения для незрячих').fill('Синий прямоугольник');
    await page.getByRole('button', { name: 'Загрузить и вставить' }).click();
    await expect(body.locator('img[src^="/api/uploads/content/"]')).toHaveCount(1);

    await body.press('Control+End');
    await tool(page, 'Вставить таблицу');
    await page.keyboard.type('Услуга');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Цена');
    await expect(body.locator('th', { hasText: 'Услуга' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Добавить строку' })).toBeVisible();

    // The preview shows it as the site will.
    const preview = page.getByRole('button', { name: 'Предпросмотр' }).first();
    await preview.click();
    const shown = page.getByRole('region', { name: 'Так текст будет выглядеть на сайте' });
    await expect(shown.getByRole('heading', { level: 2, name: `Раздел ${suffix}` })).toBeVisible();
    await expect(shown.getByRole('link', { name: 'Наш сайт' })).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('button', { name: 'Редактирование' }).first().click();

    // The other languages, each in its tab.
    for (const language of LANGUAGES.slice(1)) {
      await page.getByRole('tab', { name: new RegExp(language.tab) }).click();
      await page.getByLabel(language.title).fill(`Post ${language.tab} ${suffix}`);
      await page.getByRole('textbox', { name: language.body }).click();
      await page.keyboard.type(`Text ${language.tab} ${suffix}`);
    }
    await page.getByLabel('Показывать на сайте').check();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Создать запись' }).click();
    await expect(page).toHaveURL(/[?&]post=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Запись блога', exact: true })).toBeVisible();

    // The public blog, in every language.
    const site = await (await newContext(browser, options)).newPage();
    await site.goto('/l/demo-clinic/medical-director');
    const post = site.locator('[data-post]').filter({ hasText: `Пост ${suffix}` });
    await expect(post.getByRole('heading', { level: 2, name: `Раздел ${suffix}` })).toBeVisible();
    await expect(post.getByRole('listitem').filter({ hasText: 'Второй пункт' })).toBeVisible();
    await expect(post.getByRole('link', { name: 'Наш сайт' })).toHaveAttribute('href', 'https://example.org/clinic');
    await expect(post.locator('img[alt="Синий прямоугольник"]')).toHaveAttribute('src', /^\/api\/uploads\/content\/[a-f0-9]{32}-[a-f0-9]{8}\.webp$/);
    await expect(post.getByRole('cell', { name: 'Услуга' }).or(post.getByRole('columnheader', { name: 'Услуга' }))).toBeVisible();
    for (const language of LANGUAGES.slice(1)) {
      await site.goto(`${language.prefix}/l/demo-clinic/medical-director`);
      await expect(site.getByText(`Text ${language.tab} ${suffix}`)).toBeVisible();
    }

    // The about page.
    await page.goto('/pro/DEMO/0/pages');
    const about = page.getByRole('textbox', { name: 'Текст страницы «О клинике» (Русский)' });
    await about.click();
    await about.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Новый абзац ${suffix}`);
    await page.getByRole('button', { name: 'Сохранить страницу' }).click();
    await expect(page.getByText('Страница сохранена и уже на сайте.')).toBeVisible();
    await site.goto('/l/demo-clinic/about');
    await expect(site.getByText(`Новый абзац ${suffix}`)).toBeVisible();

    await site.context().close();
    await context.close();
  });
}

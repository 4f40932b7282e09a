import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addCookies, apiPost, apiSignIn, createFreshPatient, DESKTOP, newContext, PHONE } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow, menuLinks } from './helpers';

// Issue 19 "Menu editor" and "Redirects": a clinic of this test's own (the demo clinic's menu is
// other specs' ground), its owner (company.edit) and a member holding ONLY menu.edit.
const suffix = randomUUID().slice(0, 6);
const slug = `menu-e2e-${suffix}`;
let code = '';
const owner = { email: '', password: '' };
const editor = { email: '', password: '' };

test.describe.configure({ mode: 'serial' });

async function signedIn(browser: Browser, who: { email: string; password: string }, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await newContext(browser, options);
  await addCookies(context, await apiSignIn(who.email, who.password));
  return context;
}

const tree = (page: Page) => page.getByTestId('menu-tree');
const preview = (page: Page) => page.getByTestId('menu-preview');

test.beforeAll(async () => {
  Object.assign(owner, await createFreshPatient({ prefix: 'menu-owner' }));
  const created = await apiPost('w-front/ru/v1/business/user/company', { COMPANY_SLUG: slug, COMPANY_NAME: `Клиника меню ${suffix}` }, { cookies: await apiSignIn(owner.email, owner.password) });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  code = (created.json.data as { COMPANY_CODE: string }).COMPANY_CODE;
  Object.assign(editor, await createFreshPatient({ prefix: 'menu-editor' }));
  await withDatabase(async (db) => {
    const { rows } = await db.query<{ user_id: number; company_id: number; cabinet_id: number }>(
      'SELECT u.id AS user_id, c.id AS company_id, k.id AS cabinet_id FROM users u, companies c JOIN cabinets k ON k.company_id = c.id AND k.code = 0 WHERE u.email = $1 AND c.code = $2',
      [editor.email, code],
    );
    const [row] = rows;
    await db.query('INSERT INTO business_accounts (user_id, company_id) VALUES ($1, $2)', [row.user_id, row.company_id]);
    await db.query(`INSERT INTO cabinet_memberships (user_id, cabinet_id, permissions) VALUES ($1, $2, '["menu.edit"]'::jsonb)`, [row.user_id, row.cabinet_id]);
  });
});

test('a member with only menu.edit renames, hides, nests and reorders by keyboard; the preview shows the public menu, and the site shows it after saving', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser, editor, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`/pro/${code}/0/menu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Меню сайта' })).toBeVisible();
  await expect(tree(page)).toContainText('Контакты');
  // The starter menu: the appointment and ask-question items are not shown, and the preview says why.
  await expect(page.getByTestId('menu-preview-hidden')).toContainText('«Онлайн-запись» — онлайн-запись выключена');
  await expect(page.getByTestId('menu-preview-hidden')).toContainText('«Задать вопрос» — у клиники не указан e-mail для вопросов');

  // Rename: the preview shows the new name before it is saved.
  await page.getByRole('button', { name: 'Изменить «О клинике»' }).click();
  const renamed = `О нас ${suffix}`;
  await page.getByLabel('Название в меню').fill(renamed);
  await expect(preview(page)).toContainText(renamed);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText(`Пункт «${renamed}» сохранён`)).toBeVisible();
  // The form is closed and the focus back on the item's edit button.
  await expect(page.getByRole('button', { name: `Изменить «${renamed}»` })).toBeFocused();
  await expect(tree(page)).toContainText(renamed);

  // Hide the reviews: the preview names the reason.
  await page.getByRole('button', { name: 'Изменить «Отзывы»' }).click();
  await page.getByLabel('Скрыть на сайте').check();
  await expect(page.getByTestId('menu-preview-hidden')).toContainText('«Отзывы» — скрыт');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Пункт «Отзывы» сохранён')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Изменить «Отзывы»' })).toBeFocused();

  // Nest "News" under the item above it, by keyboard: the focus stays on the button, the place is said.
  const indent = page.getByRole('button', { name: 'Вложить «Новости» в пункт выше' });
  await indent.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('menu-announcement')).toHaveText('«Новости»: 1-й из 1 в «Пациентам»');
  await expect(indent).toBeFocused();
  // "For patients" has a page of its own (the starter material): it stays, as its group's first entry (issue 31).
  await expect(page.getByTestId('menu-own-page')).toHaveText('Своя страница пункта «Пациентам» остаётся в группе первой.');
  // Contacts up twice, by keyboard.
  const up = page.getByRole('button', { name: 'Поднять «Контакты»' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('menu-announcement')).toHaveText('«Контакты»: 6-й из 7 на верхнем уровне');
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('menu-announcement')).toHaveText('«Контакты»: 5-й из 7 на верхнем уровне');
  // The preview, before saving: contacts before "For patients", whose group lists its own page first, then the news.
  const previewText = await preview(page).innerText();
  expect(previewText.indexOf('Контакты')).toBeLessThan(previewText.indexOf('Пациентам'));
  await expect(preview(page)).toContainText(`/l/${slug}/news`);
  expect(previewText.indexOf(`/l/${slug}/materials/for-patients`)).toBeGreaterThan(-1);
  expect(previewText.indexOf(`/l/${slug}/materials/for-patients`)).toBeLessThan(previewText.indexOf(`/l/${slug}/news`));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Сохранить порядок' }).click();
  await expect(page.getByText('Порядок меню сохранён')).toBeVisible();

  // The public site's menu after saving.
  const site = await (await newContext(browser)).newPage();
  await site.goto(`/l/${slug}`);
  const links = await menuLinks(site);
  expect(links).toContain(`/l/${slug}/contacts`);
  // Nesting did not take the page of "For patients" off the site (issue 31).
  expect(links).toContain(`/l/${slug}/materials/for-patients`);
  expect(links).not.toContain(`/l/${slug}/reviews`);
  const nav = site.locator('nav[aria-label]').filter({ hasText: 'Контакты' }).first();
  await expect(nav).toContainText(renamed);
  const top = (await nav.textContent()) ?? '';
  expect(top.indexOf('Контакты')).toBeLessThan(top.indexOf('Пациентам'));
  await site.context().close();

  // The member has no other section: redirects are company.edit's.
  await page.goto(`/pro/${code}/0/redirects`);
  await expect(page.getByRole('heading', { level: 1, name: 'Переадресации' })).toHaveCount(0);
  await context.close();
});

test('on a 360 px phone the editor fits, moves by keyboard, and is axe clean in ru, kk, uz and en', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser, editor, PHONE);
  const page = await context.newPage();
  await page.goto(`/pro/${code}/0/menu`);
  await expect(tree(page)).toContainText('Контакты');
  const down = page.getByRole('button', { name: 'Опустить «Врачи»' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('menu-announcement')).toHaveText('«Врачи»: 3-й из 7 на верхнем уровне');
  await expect(down).toBeFocused();
  await expect(page.getByText('Порядок изменён, но ещё не сохранён.')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  for (const [prefix, title] of [['/kk', 'Сайт мәзірі'], ['/uz', 'Sayt menyusi'], ['/en', 'Site menu']] as const) {
    await page.goto(`${prefix}/pro/${code}/0/menu`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(tree(page)).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await context.close();
});

test('the owner adds a redirect, following it lands on the target; a live page is refused; axe clean in four languages', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser, owner, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`/pro/${code}/0/redirects`);
  await expect(page.getByRole('heading', { level: 1, name: 'Переадресации' })).toBeVisible();
  await expect(page.getByText('Переадресаций пока нет.')).toBeVisible();
  await page.getByLabel('Откуда (путь на сайте)').fill('/about');
  await page.getByRole('textbox', { name: 'Куда', exact: true }).fill('/contacts');
  await page.getByRole('button', { name: 'Добавить переадресацию' }).click();
  await expect(page.getByText('По этому пути уже есть страница сайта — переадресация скрыла бы её.')).toBeVisible();
  await expect(page.getByLabel('Откуда (путь на сайте)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Откуда (путь на сайте)').fill('/old-contacts');
  await page.getByRole('button', { name: 'Добавить переадресацию' }).click();
  await expect(page.getByText('Переадресация с /old-contacts добавлена')).toBeVisible();
  await expect(page.getByTestId('redirects-list')).toContainText('/old-contacts');
  await expectNoAxeViolations(page);

  const site = await (await newContext(browser)).newPage();
  await site.goto(`/l/${slug}/old-contacts`);
  await expect(site).toHaveURL(new RegExp(`/l/${slug}/contacts$`));
  await site.context().close();

  for (const [prefix, title] of [['/kk', 'Қайта бағыттаулар'], ['/uz', 'Qayta yoʻnaltirishlar'], ['/en', 'Redirects']] as const) {
    await page.goto(`${prefix}/pro/${code}/0/redirects`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('redirects-list')).toBeVisible();
    await expectNoAxeViolations(page);
  }
  const phone = await signedIn(browser, owner, PHONE);
  const small = await phone.newPage();
  await small.goto(`/pro/${code}/0/redirects`);
  await expect(small.getByTestId('redirects-list')).toBeVisible();
  await expectNoHorizontalOverflow(small);
  await expectNoAxeViolations(small);
  await phone.close();
  await context.close();
});

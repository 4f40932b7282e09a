import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DESKTOP, managerContext, newContext, PHONE } from './accounts';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// The news editor's categories in /pro: the demo manager creates, renames, moves and deletes
// them, by keyboard too, and the public site follows at once (the news items and the settings
// are in pro-editor.spec.ts).
test.describe('news categories in /pro', () => {
  test('by keyboard on a phone, the manager creates a news category: it is listed with its address, offered in the news form, and the site shows its page at once', async ({ browser }) => {
    const suffix = randomUUID().slice(0, 6);
    const name = `Рубрика ${suffix}`;
    const slug = `rubrika-${suffix}`;
    const manager = await managerContext(browser, PHONE);
    const page = await manager.newPage();
    await page.goto('/pro/DEMO/0/news');
    await expect(page.getByRole('heading', { level: 2, name: 'Рубрики' })).toBeVisible();
    await expect(page.getByTestId('news-category').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Создать рубрику', disabled: false })).toBeVisible();

    // Only the keyboard from the first field on: type, Tab to the next, Enter submits.
    await page.getByLabel('Название (Русский)').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Название (Казахский)')).toBeFocused();
    await page.keyboard.type(`Айдар ${suffix}`);
    await page.getByLabel('Адрес страницы').focus();
    await page.keyboard.type(slug);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Рубрика «${name}» создана`)).toBeVisible();
    const listed = page.getByTestId('news-category').filter({ hasText: name });
    await expect(listed).toContainText(`/news/${slug}`);
    await expect(listed).toContainText('0 новостей');
    // The form is fresh for the next one.
    await expect(page.getByLabel('Название (Русский)')).toHaveValue('');

    // The same address again is refused at its field, in Russian.
    await page.getByLabel('Название (Русский)').fill(`${name} 2`);
    await page.getByLabel('Адрес страницы').fill(slug);
    await page.getByRole('button', { name: 'Создать рубрику' }).click();
    await expect(page.getByLabel('Адрес страницы')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Рубрика с таким адресом уже есть.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    await page.goto('/pro/DEMO/0/news?item=new');
    await expect(page.getByLabel('Рубрика').locator('option', { hasText: name })).toHaveCount(1);

    const site = await (await newContext(browser)).newPage();
    const response = await site.goto(`/l/demo-clinic/news/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(site.getByRole('heading', { level: 1, name })).toBeVisible();
    await site.context().close();
    await manager.close();
  });

  test('the manager renames a category (its address stays; the site shows the new name), moves it up by keyboard and deletes it once empty (its page is gone)', async ({ browser }) => {
    test.setTimeout(90_000);
    const suffix = randomUUID().slice(0, 6);
    const [name, renamed, slug] = [`Черновая ${suffix}`, `Акции ${suffix}`, `akcii-${suffix}`];
    const manager = await managerContext(browser, { viewport: DESKTOP });
    const page = await manager.newPage();
    await page.goto('/pro/DEMO/0/news');
    await expect(page.getByRole('button', { name: 'Создать рубрику', disabled: false })).toBeVisible();
    const rows = page.getByTestId('news-category');

    // A category that holds news cannot be deleted, and says why.
    const busy = rows.filter({ hasText: 'Новости клиники' });
    await expect(busy.getByRole('button', { name: 'Удалить рубрику «Новости клиники»' })).toBeDisabled();
    await expect(busy.getByRole('button', { name: 'Удалить рубрику «Новости клиники»' })).toHaveAccessibleDescription('Удалить можно только пустую рубрику');

    const create = page.getByRole('region', { name: 'Рубрики' }).locator('form').last();
    await create.getByLabel('Название (Русский)').fill(name);
    await create.getByLabel('Адрес страницы').fill(slug);
    await create.getByRole('button', { name: 'Создать рубрику' }).click();
    const row = rows.filter({ hasText: `/news/${slug}` });
    await expect(row).toContainText(name);

    // Rename: the form opens filled in, says the address stays; saving gives the focus back to its button.
    const edit = row.getByRole('button', { name: `Изменить рубрику «${name}»` });
    await edit.click();
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    await expect(row.getByLabel('Название (Русский)')).toHaveValue(name);
    await expect(row.getByText(`Адрес страницы /news/${slug} не меняется`)).toBeVisible();
    await expectNoAxeViolations(page);
    await row.getByLabel('Название (Русский)').fill(renamed);
    await row.getByLabel('Как показывать новости').selectOption('news-grid');
    await row.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(`Рубрика «${renamed}» сохранена`)).toBeVisible();
    await expect(row).toContainText(renamed);
    await expect(row.getByRole('button', { name: `Изменить рубрику «${renamed}»` })).toBeFocused();
    const site = await (await newContext(browser)).newPage();
    await site.goto(`/l/demo-clinic/news/${slug}`);
    await expect(site.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // Up by keyboard: Enter on "up" swaps it with the one above; the focus stays on the button.
    const slugs = async () => rows.evaluateAll((items) => items.map((item) => /\/news\/([a-z0-9-]+)/.exec(item.textContent ?? '')?.[1] ?? ''));
    const before = (await slugs()).indexOf(slug);
    const above = (await slugs())[before - 1];
    const up = row.getByRole('button', { name: `Поднять рубрику «${renamed}» выше` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Рубрика «${renamed}» теперь на ${before}-м месте` })).toBeAttached();
    await expect.poll(async () => (await slugs()).indexOf(slug)).toBe(before - 1);
    expect((await slugs())[before]).toBe(above);
    await expect(up).toBeFocused();
    // (The site's order is read back through its API in tests/integration/business-news.test.ts: an empty category has no list on the news page.)

    // Delete: asked first, then gone from the list and from the site.
    await row.getByRole('button', { name: `Удалить рубрику «${renamed}»` }).click();
    const dialog = page.getByRole('dialog', { name: `Удалить рубрику «${renamed}»?` });
    await expect(dialog).toContainText(`/news/${slug}`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Удалить рубрику' }).click();
    await expect(page.getByText(`Рубрика «${renamed}» удалена`)).toBeVisible();
    await expect(rows.filter({ hasText: `/news/${slug}` })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Рубрики' })).toBeFocused();
    expect((await site.goto(`/l/demo-clinic/news/${slug}`))?.status()).toBe(404);
    await site.context().close();
    await manager.close();
  });

  test('by keyboard alone on a phone, the manager renames an empty category and deletes it: the focus is never lost, axe clean with the form and the dialog open', async ({ browser }) => {
    test.setTimeout(90_000);
    const suffix = randomUUID().slice(0, 6);
    const [name, renamed, slug] = [`Клавиатура ${suffix}`, `Объявления ${suffix}`, `klaviatura-${suffix}`];
    const manager = await managerContext(browser, PHONE);
    const page = await manager.newPage();
    await page.goto('/pro/DEMO/0/news');
    const create = page.getByRole('region', { name: 'Рубрики' }).locator('form').last();
    await expect(create.getByRole('button', { name: 'Создать рубрику', disabled: false })).toBeVisible();
    await create.getByLabel('Название (Русский)').fill(name);
    await create.getByLabel('Адрес страницы').fill(slug);
    await create.getByRole('button', { name: 'Создать рубрику' }).click();
    const row = page.getByTestId('news-category').filter({ hasText: `/news/${slug}` });
    await expect(row).toContainText(name);

    // Rename: Tab from the row's first button reaches «Изменить» (the new one is last: «ниже» is disabled); Enter opens the form below the buttons.
    await row.getByRole('button', { name: `Поднять рубрику «${name}» выше` }).focus();
    await page.keyboard.press('Tab');
    const edit = row.getByRole('button', { name: `Изменить рубрику «${name}»` });
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const field = row.getByLabel('Название (Русский)');
    await expect(field).toHaveValue(name);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(row.getByRole('button', { name: `Удалить рубрику «${name}»` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(renamed);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Рубрика «${renamed}» сохранена`)).toBeVisible();
    await expect(row).toContainText(renamed);
    // The form is gone and its button has the focus back, closed.
    await expect(field).toHaveCount(0);
    const renamedEdit = row.getByRole('button', { name: `Изменить рубрику «${renamed}»` });
    await expect(renamedEdit).toBeFocused();
    await expect(renamedEdit).toHaveAttribute('aria-expanded', 'false');

    // Delete: Enter on «Удалить» asks in a dialog that holds the focus; Escape closes it and gives the focus back.
    const remove = row.getByRole('button', { name: `Удалить рубрику «${renamed}»` });
    await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Удалить рубрику «${renamed}»?` });
    await expect(dialog.getByRole('button', { name: 'Закрыть окно' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    // Again, and confirmed from the keyboard: Tab from the close button to «Удалить рубрику», Enter.
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Закрыть окно' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Удалить рубрику' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Рубрика «${renamed}» удалена`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    // The row that had the focus is gone: the list's heading takes it, so the next Tab goes on from the list.
    await expect(page.getByRole('heading', { level: 2, name: 'Рубрики' })).toBeFocused();
    await manager.close();
  });
});

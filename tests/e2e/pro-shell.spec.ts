import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { freshAddress, registerThroughApi, signIn } from './accounts';
import { DEMO_ACCESS_CODE, DEMO_ACCOUNTS } from '../../lib/seed/accounts';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// The business area's shell (issue 11): pro-protect, the entry, joining with an access code,
// switching companies and cabinets by the address, creating a clinic, the overview and the log.
const MANAGER = DEMO_ACCOUNTS.find((account) => account.role === 'business user')!;

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false };

// Sign-in, sign-up and access codes are limited per client address: each test is a visitor of its own.
test.beforeEach(async ({ context }) => {
  const address = freshAddress();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address, 'x-client-address': address });
});

/** axe, and at 360 px no sideways scroll. */
async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
}

/** A new account registered through the API; the browser is not signed in. */
async function registerUser(tag: string) {
  const { email, password } = await registerThroughApi({ prefix: `pro-${tag}` });
  return { login: email, password };
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link');
/** On a phone the sections are behind one button (issue 20): it opens them in a dialog. */
const openPhoneSections = (page: Page) => page.getByTestId('pro-nav-menu').click();
/** A switcher's button: named by its label and the current company or cabinet. */
const switcher = (page: Page, label: 'Компания' | 'Кабинет') => page.getByRole('button', { name: new RegExp(`^${label} `) });
/** Opens a switcher and follows the link to another company or cabinet. */
async function switchTo(page: Page, label: 'Компания' | 'Кабинет', name: string) {
  await switcher(page, label).click();
  await page.getByRole('dialog', { name: label }).getByRole('link', { name, exact: true }).click();
}

test.describe('the business area on a phone', () => {
  test.use(PHONE);

  test('a signed-out visitor signs in and comes back; a new user sees the entry, joins DEMO cabinet 1 with its code and sees only what the code granted', async ({ page }) => {
    test.setTimeout(90_000);
    const user = await registerUser('join');

    // pro-protect (SPEC 2.9): the sign-in modal over the page, the one form; signed in there, the page asked for.
    await page.goto('/pro');
    const dialog = page.getByRole('dialog', { name: 'Вход для сотрудников клиники' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Вход в кабинет клиники');
    await expect(page.locator('form')).toHaveCount(1);
    await checkPage(page);
    await dialog.getByLabel('E-mail или телефон').fill(user.login);
    await dialog.getByLabel('Пароль').fill(user.password);
    await dialog.getByRole('button', { name: 'Войти', exact: true }).click();

    // SPEC 4 "Work MIS": none yet, so the entry says how to join or create.
    await expect(page.getByRole('heading', { level: 1, name: 'Добро пожаловать в кабинет клиники' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/pro');
    await checkPage(page);

    await page.getByRole('link', { name: 'Присоединиться к клинике по коду доступа' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Присоединиться к клинике' })).toBeVisible();
    await checkPage(page);
    // An invitation's link fills in the clinic and the cabinet.
    await page.goto('/pro/join?company=DEMO&cabinet=1');
    await expect(page.getByLabel(/^Код клиники/)).toHaveValue('DEMO');
    await expect(page.getByLabel(/^Номер кабинета/)).toHaveValue('1');
    await page.getByLabel(/^Код доступа/).fill('WRONG-CODE-1');
    await page.getByRole('button', { name: 'Присоединиться' }).click();
    await expect(page.getByText('Неверный код доступа.')).toBeVisible();
    await expect(page.getByLabel(/^Код доступа/)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(/^Код доступа/).fill(DEMO_ACCESS_CODE);
    await page.getByRole('button', { name: 'Присоединиться' }).click();

    // The cabinet the code is for, with what the code granted (content.edit): no inboxes, no members, no settings.
    await expect(page).toHaveURL(/\/pro\/DEMO\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Обзор' })).toBeVisible();
    await openPhoneSections(page);
    await expect(sections(page)).toHaveText(['Обзор', 'Главная страница', 'Страницы', 'Цены', 'Галерея', 'Новости', 'Переводы', 'Журнал действий']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Разделы кабинета' })).toBeHidden();
    await expect(page.getByText('Ваши права в этом кабинете не включают входящие обращения.')).toBeVisible();
    await expect(page.getByText('Клиника Демо Мед, кабинет «Кабинет контент-менеджера»')).toBeVisible();
    await expect(switcher(page, 'Компания')).toHaveAccessibleName('Компания Клиника Демо Мед');
    await checkPage(page);

    await openPhoneSections(page);
    await sections(page).filter({ hasText: 'Журнал действий' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал действий' })).toBeVisible();
    // content.edit shows the news editor's entries only (other tests publish news in DEMO meanwhile).
    await expect(page.getByText(/^Найдено записей: \d+$/)).toBeVisible();
    await expect(page.getByLabel('Что', { exact: true }).locator('option')).toHaveText(['Все изменения', 'Новости', 'Рубрики новостей', 'Материалы сайта', 'Главная страница', 'Страница «О клинике»', 'Блог главного врача', 'Галерея']);
    await checkPage(page);

    await page.goto('/pro/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Создать сайт клиники' })).toBeVisible();
    await checkPage(page);
  });
});

test.describe('the business area on a desktop', () => {
  test.use(DESKTOP);

  test('the demo manager switches companies and cabinets: the address, the company and the sections follow; /pro reopens the last cabinet; the log’s filters are in the address', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page.context(), MANAGER.login, MANAGER.password);
    await page.goto('/pro');
    await expect(page).toHaveURL(/\/pro\/DEMO\/0$/);
    await expect(page.getByText('Клиника Демо Мед, кабинет «Главный кабинет»')).toBeVisible();
    await expect(sections(page)).toHaveText(['Обзор', 'Заявки на приём', 'Вопросы', 'Отзывы', 'Календарь', 'Главная страница', 'Страницы', 'Цены', 'Врачи', 'Галерея', 'Новости', 'Меню сайта', 'Переадресации', 'Контакты и часы', 'Переводы', 'Доступность сайта', 'Настройки клиники', 'Домены', 'Расписание', 'Услуги платформы', 'Сотрудники и коды доступа', 'Журнал действий']);
    // Open items link to the inboxes the manager may read.
    await expect(page.getByRole('link', { name: /Незавершённые заявки на приём/ })).toHaveAttribute('href', '/pro/DEMO/0/appointments');
    await expect(page.getByRole('figure')).toContainText('Заявок на приём за 12 недель:');
    // The bars come with the overview's HTML; the figure's table gives their numbers to screen readers.
    await expect(page.getByRole('figure').locator('[data-chart="weekly"]')).toBeVisible();
    await expect(page.getByRole('figure').getByRole('table')).toContainText('Неделя с');
    await checkPage(page);

    await switcher(page, 'Компания').click();
    await expect(page.getByRole('dialog', { name: 'Компания' }).getByRole('link', { name: 'Клиника Демо Мед' })).toHaveAttribute('aria-current', 'true');
    await checkPage(page);
    await page.getByRole('dialog', { name: 'Компания' }).getByRole('link', { name: 'Семейная клиника Family Med' }).click();
    await expect(page).toHaveURL(/\/pro\/FAMILY\/0$/);
    await expect(page.getByText('Семейная клиника Family Med, кабинет «Главный кабинет»')).toBeVisible();
    await switchTo(page, 'Кабинет', 'Регистратура');
    await expect(page).toHaveURL(/\/pro\/FAMILY\/1$/);
    await expect(page.getByText('Семейная клиника Family Med, кабинет «Регистратура»')).toBeVisible();
    await expect(sections(page)).toHaveText(['Обзор', 'Заявки на приём', 'Вопросы', 'Календарь', 'Журнал действий']);

    // The entry opens the cabinet last used.
    await page.goto('/pro');
    await expect(page).toHaveURL(/\/pro\/FAMILY\/1$/);
    await expect(switcher(page, 'Кабинет')).toHaveAccessibleName('Кабинет Регистратура');

    // A link opens the same cabinet; switching keeps the section where the other cabinet has it.
    await page.goto('/pro/DEMO/1/audit');
    await expect(switcher(page, 'Компания')).toHaveAccessibleName('Компания Клиника Демо Мед');
    await expect(sections(page)).toHaveText(['Обзор', 'Отзывы', 'Главная страница', 'Страницы', 'Цены', 'Галерея', 'Новости', 'Переводы', 'Журнал действий']);
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал действий' })).toBeVisible();
    await switchTo(page, 'Кабинет', 'Главный кабинет');
    await expect(page).toHaveURL(/\/pro\/DEMO\/0\/audit$/);

    // The log's filters: the kind and "only me" go into the address, and the address restores them.
    const kind = page.getByLabel('Что', { exact: true });
    await expect(kind.locator('option')).toHaveText(['Все изменения', 'Заявки на приём', 'Вопросы', 'Отзывы', 'Сотрудники', 'Коды доступа', 'Кабинеты', 'Настройки клиники', 'Услуги платформы', 'Приглашения', 'Новости', 'Рубрики новостей', 'Материалы сайта', 'Главная страница', 'Страница «О клинике»', 'Блог главного врача', 'Меню сайта', 'Переадресации', 'Врачи', 'Галерея', 'Домены', 'Доступность сайта', 'Расписание врачей', 'Виды приёма', 'Праздничные дни', 'Просьбы об отзыве', 'Визиты']);
    await kind.selectOption('member');
    await page.getByLabel('Кто', { exact: true }).selectOption({ label: 'Только я' });
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/\/pro\/DEMO\/0\/audit\?member=\d+&kind=member$/);
    await expect(page.getByText(/^Найдено записей: \d+$/)).toBeVisible();
    await checkPage(page);
    await page.reload();
    await expect(page.getByLabel('Что', { exact: true })).toHaveValue('member');
    await expect(page.getByLabel('Кто', { exact: true }).locator('option:checked')).toHaveText('Только я');
    await page.getByRole('link', { name: 'Сбросить фильтр' }).click();
    await expect(page).toHaveURL(/\/pro\/DEMO\/0\/audit$/);
  });

  test('a user creates a clinic: a taken address is refused in Russian, then the site is live at /l/{slug} and its cabinet shows the change in the log', async ({ page }) => {
    test.setTimeout(90_000);
    const user = await registerUser('create');
    await signIn(page.context(), user.login, user.password);
    await page.goto('/pro');
    await expect(page.getByRole('heading', { level: 1, name: 'Добро пожаловать в кабинет клиники' })).toBeVisible();
    await checkPage(page);
    await page.getByRole('link', { name: 'Создать сайт клиники' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Создать сайт клиники' })).toBeVisible();
    await checkPage(page);

    const slug = `e2e-${randomUUID().slice(0, 8)}`;
    const name = `Клиника ${slug}`;
    await page.getByLabel(/^Адрес сайта/).fill('demo-clinic');
    await page.getByLabel(/^На русском/).fill(name);
    await page.getByLabel(/^На казахском/).fill(`${slug} клиникасы`);
    await page.getByLabel(/^Телефоны/).fill('+7 701 555 12 34');
    await page.getByLabel(/^E-mail для заявок и вопросов/).fill(`${slug}@example.kz`);
    await page.getByRole('button', { name: 'Создать сайт' }).click();
    await expect(page.getByText('Этот адрес сайта уже занят.')).toBeVisible();
    await page.getByLabel(/^Адрес сайта/).fill(slug);
    await expect(page.getByText(`Сайт откроется по адресу /l/${slug}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Создать сайт' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Сайт «${name}» открыт` })).toBeVisible();
    await page.getByRole('link', { name: `Открыть сайт: /l/${slug}` }).click();
    await expect(page).toHaveURL(new RegExp(`/l/${slug}$`));
    await expect(page.getByRole('banner')).toContainText(name);

    await page.goBack();
    await page.goto('/pro');
    const code = slug.toUpperCase().replace(/-/g, '_');
    await expect(page).toHaveURL(new RegExp(`/pro/${code}/0$`));
    await expect(page.getByText(`Сайт для пациентов: /l/${slug}`)).toBeVisible();
    await expect(page.getByText(`Новые заявки на приём и вопросы приходят на ${slug}@example.kz.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Последние действия' })).toContainText(`Создан сайт клиники /l/${slug}`);
    await checkPage(page);
    await page.goto(`/pro/${code}/0/audit?kind=company`);
    await expect(page.getByRole('listitem').filter({ hasText: `Создан сайт клиники /l/${slug}` })).toContainText('Нурланова Айжан');
    await checkPage(page);
    await page.goto('/pro/join');
    await checkPage(page);
  });
});

test.describe('a signed-out visit to a cabinet page', () => {
  test.use(DESKTOP);

  test('/pro/DEMO/0/members opens the staff sign-in modal over the page; closed, a button opens it again; signing in there shows the members at the same address', async ({ page }) => {
    await page.goto('/pro/DEMO/0/members');
    const dialog = page.getByRole('dialog', { name: 'Вход для сотрудников клиники' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('main h1')).toHaveText('Вход в кабинет клиники');
    // The modal hides the rest from the accessibility tree: the header is read by its markup.
    await expect(page.locator('header button', { hasText: /^Войти$/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Закрыть окно' }).click();
    await expect(dialog).toHaveCount(0);
    const again = page.getByRole('main').getByRole('button', { name: 'Войти', exact: true });
    await expect(again).toBeFocused();
    await again.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('E-mail или телефон').fill(MANAGER.login);
    await dialog.getByLabel('Пароль').fill(MANAGER.password);
    await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByTestId('cabinet-member').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/pro/DEMO/0/members');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('an invitation without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('signing in with the plain form on an invitation link returns to the joining page with its clinic and cabinet', async ({ page }) => {
    const user = await registerUser('nojs-invite');
    await page.goto('/pro/join?company=DEMO&cabinet=1');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail или телефон').fill(user.login);
    await main.getByLabel('Пароль').fill(user.password);
    await main.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Присоединиться к клинике' })).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/pro/join?company=DEMO&cabinet=1');
    await expect(page.getByLabel(/^Код клиники/)).toHaveValue('DEMO');
    await expect(page.getByLabel(/^Номер кабинета/)).toHaveValue('1');
  });
});

test.describe('the business area by keyboard', () => {
  test.use(DESKTOP);

  test('the first Tab offers the skip link, which leads past the header, the switchers and the sections to the page; a section opens with Enter', async ({ page }) => {
    await signIn(page.context(), MANAGER.login, MANAGER.password);
    await page.goto('/pro/DEMO/0');
    await expect(page.getByRole('heading', { level: 1, name: 'Обзор' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next stop is inside the page, not the header or the navigation.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main#main')))).toBe(true);

    // A section's link takes the focus and opens with Enter.
    const news = sections(page).filter({ hasText: 'Новости' });
    await news.focus();
    await expect(news).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pro\/DEMO\/0\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    await expect(sections(page).filter({ hasText: 'Новости' })).toHaveAttribute('aria-current', 'page');

    // The cabinet switcher: Enter opens its list with the focus on the current cabinet, Tab or the arrows walk it, Enter opens the other cabinet at the same section.
    const cabinet = switcher(page, 'Кабинет');
    await cabinet.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: 'Кабинет' }).getByRole('link');
    await expect(list.nth(1)).toHaveText('Кабинет контент-менеджера');
    await expect(list.first()).toBeFocused();
    // The list is in the Tab order right after its button: Shift+Tab before its first link goes
    // back to the button; Tab past its last closes it and goes on to what follows the button.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('dialog', { name: 'Кабинет' })).toBeHidden();
    await expect(cabinet).toBeFocused();
    // Opened again: the keys go to the list once it holds the focus. Other specs may have added
    // cabinets to the demo company, so the list's end is found, not assumed to be its second link.
    await page.keyboard.press('Enter');
    await expect(list.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(list.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(list.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(list.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog', { name: 'Кабинет' })).toBeHidden();
    const followsButton = await cabinet.evaluate((button) => {
      const active = document.activeElement;
      return Boolean(active && active !== document.body && button.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(followsButton).toBe(true);
    // Open again: Tab walks the list between its ends.
    await cabinet.focus();
    await page.keyboard.press('Enter');
    await expect(list.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.nth(1)).toBeFocused();
    // The arrows walk it too.
    await page.keyboard.press('ArrowUp');
    await expect(list.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.nth(1)).toBeFocused();
    await expect(page).toHaveURL(/\/pro\/DEMO\/0\/news$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pro\/DEMO\/1\/news$/);
    await expect(page.getByRole('dialog', { name: 'Кабинет' })).toBeHidden();
    await expect(cabinet).toHaveAccessibleName('Кабинет Кабинет контент-менеджера');
    // Escape closes the list and gives the focus back to its button.
    await cabinet.click();
    await expect(list.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Кабинет' })).toBeHidden();
    await expect(cabinet).toBeFocused();
  });
});

import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { addCookies, apiPost, apiSignIn, DESKTOP, freshAddress, MANAGER, ORIGIN, PHONE, registerThroughApi, type Cookie } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// The business area's inboxes and review moderation (issue 11): a new patient writes to the demo
// clinic, the demo manager handles it in /pro, and the patient and the public site see the result.
const ACCESS_CODE = 'DEMO-ACCESS-2026';

type Account = { email: string; password: string; cookies: Cookie[] };

/** The newest e-mail the dev outbox holds for a recipient, once the job worker has delivered it. */
async function lastMail(recipient: string, containing: string): Promise<{ subject: string; body: string }> {
  let mail: { subject: string; body: string } | undefined;
  await expect
    .poll(
      async () => {
        [mail] = (
          await withDatabase((db) =>
            db.query<{ subject: string; body: string }>("SELECT subject, body FROM outbox WHERE recipient = $1 AND channel = 'email' AND body LIKE $2 ORDER BY id DESC LIMIT 1", [recipient, `%${containing}%`]),
          )
        ).rows;
        return Boolean(mail);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return mail!;
}

/** A new patient, registered through the API with the code from the outbox, and signed in (the confirmation's cookies). */
const registerPatient = (tag: string): Promise<Account> => registerThroughApi({ prefix: `pro-inbox-${tag}`, name: 'Гүлнар', lastname: 'Сапарова' });

/** A browser context of its own (its own client address, for the per-address limits) with these cookies. */
async function contextWith(browser: Browser, cookies: readonly Cookie[], options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'ru-RU', extraHTTPHeaders: { 'x-forwarded-for': freshAddress() }, ...options });
  await addCookies(context, cookies);
  return context;
}

const managerContext = async (browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) => contextWith(browser, await apiSignIn(MANAGER.login, MANAGER.password), options);

/** The submit button is enabled once the island has hydrated; typing earlier would be lost. */
const hydrated = (form: Locator) => expect(form.getByRole('button', { disabled: false }).last()).toBeVisible();

const notifications = (page: Page) => page.getByRole('region', { name: 'Уведомления' });

/** An item of a /pro list, by the patient's or author's name (the card's heading names it). */
const card = (page: Page, name: string) => page.getByRole('listitem', { name });

/** An inbox row opened by the keyboard (its button takes Enter); its detail holds the status buttons and the forms. */
async function openRow(page: Page, name: string): Promise<Locator> {
  const item = card(page, name);
  await item.getByRole('button', { expanded: false }).focus();
  await page.keyboard.press('Enter');
  await expect(item.getByRole('region', { name })).toBeVisible();
  return item;
}

test.describe('the clinic’s inboxes in /pro', () => {
  test('appointment request: a new patient sends it signed in; the manager notes it, moves it to in progress, then done (each change announced); the patient sees it done', async ({ browser }) => {
    test.setTimeout(90_000);
    const run = randomUUID().slice(0, 8);
    const name = `Гүлнар Сапарова ${run}`;
    const comment = `Нужна консультация кардиолога ${run}`;
    const patient = await contextWith(browser, (await registerPatient('appointment')).cookies);
    const site = await patient.newPage();
    await site.goto('/l/demo-clinic/appointment');
    const form = site.getByRole('main').locator('form');
    await hydrated(form);
    await form.getByLabel('Ваше имя').fill(name);
    await form.getByLabel('Телефон').fill('+7 701 555 43 21');
    await form.getByLabel('Врач').selectOption({ index: 1 });
    await form.getByLabel('Комментарий').fill(comment);
    await form.getByLabel(/Даю согласие/).check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(site.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();

    // The manager, on a phone: a compact row (the phone formatted, a tap calls it) that opens into the request.
    const manager = await managerContext(browser, PHONE);
    const pro = await manager.newPage();
    await pro.goto('/pro/DEMO/0/appointments');
    await expect(pro.getByRole('heading', { level: 1, name: 'Заявки на приём' })).toBeVisible();
    await expect(card(pro, name).getByRole('link', { name: '+7 701 555 43 21' })).toHaveAttribute('href', 'tel:+77015554321');
    await expect(card(pro, name).getByRole('button', { name: 'В работе', exact: true })).toHaveCount(0);
    const item = await openRow(pro, name);
    await expect(item).toContainText(comment);
    await expect(item).toContainText('Пациент, вошедший в аккаунт');
    await expect(item.getByRole('button', { name: 'Новая', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await item.getByLabel('Внутренняя заметка').fill('Перезвонить после 18:00');
    await item.getByRole('button', { name: 'Сохранить заметку' }).click();
    await expect(notifications(pro).getByText('Заметка сохранена.')).toBeVisible();

    // Keyboard: the status buttons take the focus and Enter sets the status.
    await item.getByRole('button', { name: 'В работе', exact: true }).focus();
    await pro.keyboard.press('Enter');
    await expect(item.getByRole('button', { name: 'В работе', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(notifications(pro).getByText(`${name}: статус «В работе».`)).toBeVisible();
    await item.getByRole('button', { name: 'Обработана', exact: true }).click();
    await expect(notifications(pro).getByText(`${name}: статус «Обработана».`)).toBeVisible();

    // Stored: after a reload, and in the list of done requests (the filter is in the address).
    await pro.goto('/pro/DEMO/0/appointments?status=done');
    await expect(pro.getByRole('navigation', { name: 'Фильтр по статусу' }).getByRole('link', { name: 'Обработанные' })).toHaveAttribute('aria-current', 'page');
    const done = await openRow(pro, name);
    await expect(done.getByRole('button', { name: 'Обработана', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(done.getByLabel('Внутренняя заметка')).toHaveValue('Перезвонить после 18:00');
    await pro.goto('/pro/DEMO/0/appointments?status=new');
    await expect(pro.getByRole('heading', { level: 1, name: 'Заявки на приём' })).toBeVisible();
    await expect(pro.getByRole('list', { name: 'Заявки на приём' }).or(pro.getByText('По этому фильтру ничего не найдено.'))).toBeVisible();
    await expect(card(pro, name)).toHaveCount(0);

    // The patient sees the request done; the internal note is never shown to them.
    await site.goto('/profile/requests');
    const mine = site.getByTestId('appointment-request').filter({ hasText: comment });
    await expect(mine).toContainText('Обработана');
    await expect(site.getByRole('main')).not.toContainText('Перезвонить после 18:00');
    await patient.close();
    await manager.close();
  });

  test('question: a new patient asks it signed in; the manager answers; the patient gets the e-mail and sees the answer in the profile', async ({ browser }) => {
    test.setTimeout(90_000);
    const run = randomUUID().slice(0, 8);
    const account = await registerPatient('question');
    const name = `Ержан Әлиев ${run}`;
    const answer = `Да, по субботам с 9:00 до 14:00. ${run}`;
    const patient = await contextWith(browser, account.cookies);
    const site = await patient.newPage();
    await site.goto('/l/demo-clinic/ask-question');
    const form = site.getByRole('main').locator('form');
    await hydrated(form);
    await form.getByLabel('Ваше имя').fill(name);
    await form.getByLabel('E-mail').fill(account.email);
    await form.getByLabel('Ваш вопрос').fill(`Можно ли сдать анализы в субботу? ${run}`);
    await form.getByLabel(/Даю согласие/).check();
    await form.getByRole('button', { name: 'Отправить вопрос' }).click();
    await expect(site.getByRole('heading', { name: 'Вопрос отправлен' })).toBeVisible();

    const manager = await managerContext(browser, { viewport: DESKTOP });
    const pro = await manager.newPage();
    await pro.goto('/pro/DEMO/0/questions');
    await expect(card(pro, name)).toContainText(`Можно ли сдать анализы в субботу? ${run}`);
    const item = await openRow(pro, name);
    await expect(item.getByRole('link', { name: account.email })).toHaveAttribute('href', `mailto:${account.email}`);
    // An empty answer is refused at the field before anything is sent.
    const field = item.getByLabel(/Ответ пациенту/);
    await field.focus();
    await item.getByRole('button', { name: 'Отправить ответ' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Заполните это поле/);

    await field.fill(answer);
    await item.getByRole('button', { name: 'Отправить ответ' }).click();
    await expect(notifications(pro).getByText(`Ответ отправлен на ${account.email}.`)).toBeVisible();
    await expect(item.getByRole('heading', { name: 'Ответ отправлен' })).toBeVisible();
    await expect(item).toContainText(answer);
    await expect(item.getByRole('button', { name: 'Обработан', exact: true })).toHaveAttribute('aria-pressed', 'true');

    const mail = await lastMail(account.email, answer);
    expect(mail.subject).toMatch(/^Ответ на ваш вопрос № \d+ — /);

    await site.goto('/profile/requests');
    await expect(site.getByRole('main')).toContainText(answer);
    await patient.close();
    await manager.close();
  });

  test('review: a new patient’s review is published with the clinic’s reply; the public reviews page shows both at once', async ({ browser }) => {
    test.setTimeout(90_000);
    const run = randomUUID().slice(0, 8);
    const author = `Дана Ермекова ${run}`;
    const text = `Внимательные врачи, всё объяснили. ${run}`;
    const reply = `Спасибо за добрые слова! ${run}`;
    const patient = await contextWith(browser, (await registerPatient('review')).cookies);
    const site = await patient.newPage();
    await site.goto('/l/demo-clinic/reviews');
    const form = site.getByRole('main').locator('form');
    await hydrated(form);
    await form.getByLabel('Ваше имя').fill(author);
    await form.getByRole('radio', { name: '5 Отлично' }).check();
    await form.getByLabel('Текст отзыва').fill(text);
    await form.getByRole('checkbox', { name: /на обработку моих персональных данных для публикации отзыва/ }).check();
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(site.getByRole('status').filter({ hasText: 'Спасибо! Ваш отзыв появится на сайте после модерации.' })).toBeVisible();
    // Not on the site before moderation (the page is the cached one every visitor gets).
    await site.goto('/l/demo-clinic/reviews');
    await expect(site.getByRole('main')).not.toContainText(text);

    const manager = await managerContext(browser, PHONE);
    const pro = await manager.newPage();
    await pro.goto('/pro/DEMO/0/reviews');
    await expect(pro.getByRole('navigation', { name: 'Фильтр по статусу' }).getByRole('link', { name: 'На модерации' })).toHaveAttribute('aria-current', 'page');
    const item = card(pro, author);
    await expect(item).toContainText(text);
    await expect(item).toContainText('Оценка 5 из 5');
    await item.getByLabel('Публичный ответ клиники').fill(reply);
    await item.getByRole('button', { name: 'Сохранить ответ' }).click();
    await expect(notifications(pro).getByText('Ответ сохранён.')).toBeVisible();
    await item.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(notifications(pro).getByText(`${author}: отзыв опубликован на сайте.`)).toBeVisible();
    await expect(item).toContainText('Статус: Опубликован');
    await expect(item.getByRole('button', { name: 'Опубликовать' })).toHaveAttribute('aria-disabled', 'true');

    // The site shows the review and the reply under it on the very next request.
    await site.goto('/l/demo-clinic/reviews');
    const published = site.getByRole('main').getByRole('article').filter({ hasText: text });
    await expect(published).toBeVisible();
    await expect(published).toContainText(reply);
    await patient.close();
    await manager.close();
  });

  test('a member of DEMO cabinet 1 without these permissions: no inbox or review sections, and the no-permission line at their addresses', async ({ browser }) => {
    const account = await registerPatient('member');
    const joined = await apiPost('w-business/ru/DEMO/1/business/user/request_access', { access_code: ACCESS_CODE }, { cookies: account.cookies });
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    const member = await contextWith(browser, account.cookies, { viewport: DESKTOP });
    const page = await member.newPage();
    for (const segment of ['appointments', 'questions', 'reviews']) {
      await page.goto(`/pro/DEMO/1/${segment}`);
      const nav = page.getByRole('navigation', { name: 'Разделы кабинета' });
      await expect(nav.getByRole('link', { name: 'Новости' })).toBeVisible();
      for (const hidden of ['Заявки на приём', 'Вопросы', 'Отзывы']) await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('status')).toHaveText('У вас нет прав на эту страницу в этом кабинете. Обратитесь к администратору клиники.');
      await expect(page.getByRole('main').getByRole('list')).toHaveCount(0);
    }
    await member.close();
  });

  test('the three pages at 360 px and on a desktop: axe clean, no horizontal scroll', async ({ browser }) => {
    test.setTimeout(90_000);
    const manager = await managerContext(browser, PHONE);
    const page = await manager.newPage();
    for (const size of [PHONE.viewport, DESKTOP]) {
      await page.setViewportSize(size);
      for (const [segment, heading, list] of [
        ['appointments', 'Заявки на приём', 'Заявки на приём'],
        ['questions', 'Вопросы пациентов', 'Вопросы'],
        ['reviews', 'Отзывы', 'Отзывы'],
      ] as const) {
        await page.goto(`/pro/DEMO/0/${segment}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // With its cards (the seed and the other tests leave some in every list), forms included.
        await expect(page.getByRole('list', { name: list, exact: true }).getByRole('listitem').first()).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoHorizontalOverflow(page);
      }
    }
    await manager.close();
  });

  test('the clinic’s mail about a new request links it in /pro: the manager lands on it, open, in their cabinet (issue 28)', async ({ browser }) => {
    const name = `Мадина Ахметова ${randomUUID().slice(0, 8)}`;
    const sent = await apiPost('w-front/ru/v1/appointment', { COMPANY_CODE: 'DEMO', name, phone: '+7 7172 55 40 40', consent: true, website: '' });
    expect(sent.status).toBe(201);
    const id = (sent.json.data as { id: number }).id;
    const mail = await lastMail('questions@demo-clinic.kz', name);
    const link = new RegExp(`https?://[^\\s]+(/pro\\?company=DEMO&section=appointments&open=${id})`).exec(mail.body);
    expect(link, mail.body).not.toBeNull();
    // The patient's Astana number reads as the clinic's phones do.
    expect(mail.body).toContain('+7 7172 55 40 40');

    const manager = await managerContext(browser, { viewport: DESKTOP });
    const pro = await manager.newPage();
    await pro.goto(link![1]);
    await expect(pro).toHaveURL(new RegExp(`/pro/DEMO/\\d+/appointments\\?open=${id}$`));
    const row = card(pro, name);
    await expect(row.getByRole('region', { name })).toBeVisible();
    await expect(row).toContainText('+7 7172 55 40 40');
    await expect(row.getByRole('button', { name: 'Новая', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await manager.close();
  });
});

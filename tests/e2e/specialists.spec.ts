import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import { withDatabase } from './database';
import { CUSTOM_HOST, expectNoAxeViolations, PORT } from './helpers';

const API = `http://localhost:${PORT}/api`;
const BASIC = `Basic ${Buffer.from(`${process.env.API_AUTH_USER ?? 'front'}:${process.env.API_AUTH_PASSWORD ?? 'front-dev-password'}`).toString('base64')}`;
const CSRF = 'e2e-csrf-reviews';
const token = (body: string) => createHash('sha256').update(`${CSRF}:${body}`).digest('hex');
const octet = () => 1 + Math.floor(Math.random() * 250);
const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;
// The API reads x-client-address; a front door trusting loopback takes it from X-Forwarded-For.
const clientAddress = (address: string) => ({ 'x-forwarded-for': address, 'x-client-address': address });

// The API limits reviews per client address and its counters outlive a run: each test sends from its own.
// x-client-address is what the API reads; X-Forwarded-For is where a front door trusting loopback takes it from.
test.beforeEach(async ({ page }) => {
  const address = randomIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address, 'x-client-address': address });
});

/** The names of the specialist cards a visitor sees (hidden cards are not in the accessibility tree). */
const visibleCards = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

async function post(path: string, payload: unknown, cookie = '') {
  const body = JSON.stringify(payload);
  return fetch(`${API}${path}`, {
    method: 'POST',
    body,
    headers: { authorization: BASIC, cookie: `csrf_token=${CSRF}${cookie}`, 'x-token': token(body), 'content-type': 'application/json', ...clientAddress(randomIp()) },
  });
}

/** Moderation expires the company's cached pages; an edit of the company (its own name again) does the same. */
async function expireCompanyCache(db: pg.Client) {
  const login = new URLSearchParams({ login: 'manager@demo-clinic.kz', password: 'Manager-demo-2026' }).toString();
  const signIn = await fetch(`${API}/api-front2/ru/v1/user/authorize`, {
    method: 'POST',
    body: login,
    headers: { authorization: BASIC, cookie: `csrf_token=${CSRF}`, 'x-token': token(login), 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(signIn.status).toBe(200);
  const session = /session=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')![1];
  const { rows } = await db.query<{ name: string }>(`SELECT name->>'ru' AS name FROM companies WHERE code = 'DEMO'`);
  expect((await post('/w-front/ru/v1/business/user/company', { COMPANY_CODE: 'DEMO', COMPANY_NAME: rows[0].name }, `; session=${session}`)).status).toBe(200);
}

test.describe('specialists and reviews', () => {
  test('the list under /l/demo-clinic shows every specialist with specialty, experience, rating, a link and booking with that doctor', async ({ page }) => {
    const response = await page.goto('/l/demo-clinic/specialists');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Врачи');
    await expect(visibleCards(page)).toHaveCount(9);
    const card = page.getByRole('article').filter({ hasText: 'Волков Дмитрий Андреевич' });
    await expect(card).toContainText('Врач-кардиолог');
    await expect(card).toContainText('Стаж 18 лет');
    // The compact card (issue 20): the rating with its count and booking with this doctor; the languages are on the doctor's page.
    await expect(card).toContainText(/\d,\d · \d+ отзыв/);
    await expect(card.getByRole('link', { name: 'Волков Дмитрий Андреевич', exact: true })).toHaveAttribute('href', '/l/demo-clinic/specialists/dmitriy-volkov');
    await expect(card.getByRole('link', { name: 'Записаться: Волков Дмитрий Андреевич' })).toHaveAttribute('href', '/l/demo-clinic/appointment?specialist=dmitriy-volkov');
    await expect(card.locator('img')).toHaveAttribute('src', '/demo/demo-clinic/specialists/dmitriy-volkov.svg');
    await expectNoAxeViolations(page);
  });

  test('the specialty chips filter the cards, by mouse and by keyboard, and "All" shows everyone again', async ({ page }) => {
    await page.goto('/l/demo-clinic/specialists');
    const filter = page.getByRole('group', { name: 'Фильтр по специальности' });
    await filter.getByRole('link', { name: 'Врач-кардиолог' }).click();
    await expect(visibleCards(page)).toHaveText(['Волков Дмитрий Андреевич']);
    await expect(page).toHaveURL(/\?specialty=vrach-kardiolog$/);
    await expect(filter.getByRole('link', { name: 'Врач-кардиолог' })).toHaveAttribute('aria-current', 'true');

    await filter.getByRole('link', { name: 'Все', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(visibleCards(page)).toHaveCount(9);
    await filter.getByRole('link', { name: 'Врач-педиатр' }).focus();
    await page.keyboard.press('Enter');
    await expect(visibleCards(page)).toHaveText(['Омарова Гульнара Ерлановна']);
    await expectNoAxeViolations(page);
  });

  test('a shared ?specialty= link opens filtered', async ({ page }) => {
    await page.goto('/l/demo-clinic/specialists?specialty=vrach-nevrolog');
    await expect(visibleCards(page)).toHaveCount(1);
  });

  test('the list in Kazakh under /kk/l/demo-clinic', async ({ page }) => {
    await page.goto('/kk/l/demo-clinic/specialists');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дәрігерлер');
    const card = page.getByRole('article').filter({ hasText: 'Сейтқали Әйгерім Нұрланқызы' });
    await expect(card).toContainText('Терапевт дәрігер');
    await expect(card).toContainText('Жұмыс өтілі 12 жыл');
    await expect(card.getByRole('link', { name: 'Сейтқали Әйгерім Нұрланқызы', exact: true })).toHaveAttribute('href', '/kk/l/demo-clinic/specialists/aigerim-seitkali');
    await expect(card.getByRole('link', { name: 'Жазылу: Сейтқали Әйгерім Нұрланқызы' })).toHaveAttribute('href', '/kk/l/demo-clinic/appointment?specialist=aigerim-seitkali');
    await expectNoAxeViolations(page);
  });

  test('the list and a detail page on the custom host, with root-relative links', async ({ page }) => {
    await page.goto(`${CUSTOM_HOST}/specialists`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Врачи');
    const link = page.getByRole('main').getByRole('link', { name: 'Ким Елена Викторовна', exact: true });
    await expect(link).toHaveAttribute('href', '/specialists/elena-kim');
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(`${CUSTOM_HOST}/specialists/elena-kim`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ким Елена Викторовна');
    await page.goto(`${CUSTOM_HOST}/kk/specialists`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дәрігерлер');
    await expect(page.getByRole('main').getByRole('link', { name: 'Ким Елена Викторовна', exact: true })).toHaveAttribute('href', '/kk/specialists/elena-kim');
    await expectNoAxeViolations(page);
  });

  test('the detail page (default sub-route) shows education, services and schedule', async ({ page }) => {
    const response = await page.goto('/l/demo-clinic/specialists/dmitriy-volkov');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Волков Дмитрий Андреевич');
    const main = page.getByRole('main');
    for (const heading of ['О враче', 'Образование', 'Услуги', 'График приёма']) await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(main).toContainText('Карагандинский государственный медицинский университет');
    await expect(main.getByRole('listitem').filter({ hasText: 'ЭКГ с расшифровкой' })).toBeVisible();
    await expect(main).toContainText('Сб: 10:00–14:00');
    const tabs = page.getByRole('navigation', { name: 'Разделы страницы врача' });
    await expect(tabs.getByRole('link', { name: 'О враче' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Отзывы (1)' })).toHaveAttribute('href', '/l/demo-clinic/specialists/dmitriy-volkov/reviews');
    // The doctor's own booking link chooses the doctor in the form (issue 20).
    await expect(main.getByRole('link', { name: 'Записаться на приём' })).toHaveAttribute('href', '/l/demo-clinic/appointment?specialist=dmitriy-volkov');
    await expectNoAxeViolations(page);
  });

  test('every booking link on a doctor’s page names that doctor: the header, the phone’s call bar, the sidebar, on both tabs (issue 28)', async ({ browser }) => {
    const doctor = 'Волков Дмитрий Андреевич';
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
      const page = await browser.newPage({ viewport });
      for (const path of ['/l/demo-clinic/specialists/dmitriy-volkov', '/l/demo-clinic/specialists/dmitriy-volkov/reviews']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(doctor);
        // Every visible link to the appointment form outside the clinic's menu, in the header and in the footer (the same on every page).
        const hrefs = await page.locator('a[href*="/appointment"]').evaluateAll((links) =>
          links
            .filter((link) => link.checkVisibility() && !link.closest('nav[aria-label="Основное меню"], nav[aria-label="Разделы сайта"]'))
            .map((link) => link.getAttribute('href') ?? ''),
        );
        const expected = viewport.width < 768 ? 2 : 1; // the header's button, and the call bar on a phone
        expect(hrefs, `${path} at ${viewport.width}px`).toHaveLength(expected);
        for (const href of hrefs) expect(href, `${path} at ${viewport.width}px`).toBe('/l/demo-clinic/appointment?specialist=dmitriy-volkov');
        if (viewport.width < 768) {
          const bar = page.getByRole('navigation', { name: 'Позвонить или записаться' });
          await expect(bar.getByRole('link', { name: `Записаться: ${doctor}` })).toBeVisible();
        }
        // Each opens the form with the doctor chosen.
        for (const href of new Set(hrefs)) {
          const form = await browser.newPage({ viewport });
          await form.goto(href);
          await expect(form.getByRole('combobox', { name: /^Врач/ }).locator('option:checked')).toContainText(doctor);
          await form.close();
        }
      }
      await page.close();
    }
  });

  test('the reviews sub-route lists the specialist’s published reviews with the form', async ({ page }) => {
    const response = await page.goto('/l/demo-clinic/specialists/gulnara-omarova/reviews');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Отзывы о враче: Омарова Гульнара Ерлановна');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['Әсел Жұмабаева', 'Ольга']);
    await expect(page.getByRole('img', { name: 'Оценка 4 из 5' })).toBeVisible();
    await expect(page.getByText('Ольга, приносим извинения за ожидание.', { exact: false })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Разделы страницы врача' }).getByRole('link', { name: 'Отзывы (2)' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: 'О ком отзыв' })).toHaveValue('gulnara-omarova');
    await expectNoAxeViolations(page);
  });

  test('an unknown specialist answers 404, under /l/ and on the custom host, detail and reviews alike', async ({ page }) => {
    for (const url of ['/l/demo-clinic/specialists/no-such-doctor', '/l/demo-clinic/specialists/no-such-doctor/reviews', `${CUSTOM_HOST}/specialists/no-such-doctor`, '/l/family-med/specialists/dmitriy-volkov']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
    }
  });

  test('leaving a review on /l/demo-clinic/reviews: field errors first, then the moderation notice', async ({ page }) => {
    await page.goto('/l/demo-clinic/reviews');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Отзывы');
    await expect(page.getByRole('heading', { level: 2, name: 'Оставить отзыв' })).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole('main').locator('form');
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(form.getByText('Заполните это поле').first()).toBeVisible();
    await expect(form.getByText('Выберите оценку от 1 до 5')).toBeVisible();
    await expect(form.getByText('Без согласия на обработку персональных данных мы не можем принять отзыв')).toBeVisible();
    await expect(form.getByLabel('Ваше имя')).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByLabel('Ваше имя').fill('Тестовый пациент');
    await form.getByRole('radio', { name: '4 Хорошо' }).check();
    await form.getByRole('combobox', { name: 'О ком отзыв' }).selectOption('elena-kim');
    await form.getByLabel('Текст отзыва').fill(`Всё понравилось, спасибо. ${Date.now()}`);
    // The consent names the clinic as the operator of personal data, as on the other forms.
    await form.getByRole('checkbox', { name: /на обработку моих персональных данных для публикации отзыва\. Оператор персональных данных — Клиника Демо Мед/ }).check();
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Спасибо! Ваш отзыв появится на сайте после модерации.' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('field errors are in the visitor’s language (kk)', async ({ page }) => {
    await page.goto('/kk/l/demo-clinic/reviews');
    const form = page.getByRole('main').locator('form');
    await form.getByRole('button', { name: 'Пікірді жіберу' }).click();
    await expect(form.getByText('Бұл өрісті толтырыңыз').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a review with a script tag, approved by moderation, is shown as text', async ({ page }) => {
    test.skip(!process.env.DATABASE_URL, 'approving a review needs the database');
    const text = `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"> e2e ${Date.now()}`;
    const res = await post('/w-front/ru/v1/reviews', { COMPANY_CODE: 'DEMO', AUTHOR_NAME: '<b>Скрипт</b>', RATING: 3, TEXT: text, consent: true });
    expect(res.status).toBe(200);

    await withDatabase(async (db) => {
      const updated = await db.query(`UPDATE reviews SET status = 'published' WHERE text = $1 AND status = 'pending'`, [text]);
      expect(updated.rowCount).toBe(1);
      await expireCompanyCache(db);
    });

    page.on('dialog', (dialog) => {
      throw new Error(`a script ran: ${dialog.message()}`);
    });
    await page.goto('/l/demo-clinic/reviews');
    await expect(page.getByRole('main').getByText(text)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '<b>Скрипт</b>' })).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expectNoAxeViolations(page);
  });
});

import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { CUSTOM_HOST, expectNoAxeViolations, PORT } from './helpers';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const articles = (page: Page) => page.locator('main article');

/** The SPEC 8 404: the status, then the heading after the 1.5 s delay. */
async function expect404(page: Page, url: string, heading = 'Страница не найдена') {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 4000 });
}

test.describe('news (SPEC 2.2 /news, category, paginator, item)', () => {
  test('/l/demo-clinic/news lists the categories in order with their latest items', async ({ page }) => {
    const response = await page.goto('/l/demo-clinic/news');
    expect(response?.status()).toBe(200);
    await expect(h1(page)).toHaveText('Новости');
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(['Новости клиники', 'Советы врачей', 'Акции']);
    await expect(page.getByRole('link', { name: 'Все новости раздела «Новости клиники»' })).toHaveAttribute('href', '/l/demo-clinic/news/clinic-news');
    await expect(page.locator('main h3')).toHaveCount(9);
    await expectNoAxeViolations(page);
  });

  test('a category shows 12 items and a paginator; page 2 holds the rest; page 1 is the category URL', async ({ page }) => {
    await page.goto('/l/demo-clinic/news');
    await page.getByRole('link', { name: 'Все новости раздела «Новости клиники»' }).click();
    await expect(page).toHaveURL(/\/l\/demo-clinic\/news\/clinic-news$/);
    await expect(h1(page)).toHaveText('Новости клиники');
    await expect(articles(page)).toHaveCount(12);
    const pager = page.getByRole('navigation', { name: 'Страницы списка новостей' });
    await expect(pager.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await pager.getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/\/l\/demo-clinic\/news\/clinic-news\/page\/2$/);
    await expect(articles(page)).toHaveCount(3);
    await expect(pager.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/l/demo-clinic/news/clinic-news');
    // The oldest items are over a year old: their dates carry the year (SPEC 9).
    for (const text of await page.locator('main article time').allTextContents()) expect(text).toMatch(/^\d{2} \S+ \d{4}$/);
    await expectNoAxeViolations(page);

    await page.goto('/l/demo-clinic/news/clinic-news/page/1');
    expect(new URL(page.url()).pathname).toBe('/l/demo-clinic/news/clinic-news');
  });

  test('a page past the end, a page that is not a number, an unknown category or item are the 404', async ({ page }) => {
    // Several pages rendered per request: 17 s on a slow 2-core machine, so twice the default.
    test.setTimeout(60_000);
    await expect404(page, '/l/demo-clinic/news/clinic-news/page/3');
    await expectNoAxeViolations(page);
    await expect404(page, '/l/demo-clinic/news/health-tips/page/2');
    await expect404(page, '/l/demo-clinic/news/clinic-news/page/0');
    await expect404(page, '/l/demo-clinic/news/clinic-news/page/abc');
    await expect404(page, '/l/demo-clinic/news/no-such-category');
    await expect404(page, '/l/demo-clinic/news/clinic-news/no-such-item');
    await expect404(page, '/l/demo-clinic/materials/no-such-material');
  });

  test('a news item: title, date, body as text, a link back to its category', async ({ page }) => {
    await page.goto('/l/demo-clinic/news/clinic-news');
    const first = articles(page).first().getByRole('link');
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(h1(page)).toHaveText(title);
    await page.goto('/l/demo-clinic/news/clinic-news/new-mri-scanner');
    await expect(h1(page)).toHaveText('В клинике начал работу новый аппарат МРТ');
    await expect(page.locator('main article time')).toHaveText(/^\d{2} \S+( \d{4})?$/);
    await expect(page.locator('main')).toContainText('Заключение рентгенолога готово');
    await expect(page.getByRole('link', { name: /К разделу «Новости клиники»/ })).toHaveAttribute('href', '/l/demo-clinic/news/clinic-news');
    await expectNoAxeViolations(page);
  });

  test('in Kazakh: the index, a category page 2 and an item', async ({ page }) => {
    await page.goto('/kk/l/demo-clinic/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(h1(page)).toHaveText('Жаңалықтар');
    await expect(page.getByRole('link', { name: '«Клиника жаңалықтары» бөлімінің барлық жаңалықтары' })).toHaveAttribute('href', '/kk/l/demo-clinic/news/clinic-news');
    await expectNoAxeViolations(page);
    await page.goto('/kk/l/demo-clinic/news/clinic-news/page/2');
    await expect(h1(page)).toHaveText('Клиника жаңалықтары');
    await expect(articles(page)).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Жаңалықтар тізімінің беттері' }).getByRole('link', { name: '1-бет' })).toHaveAttribute('href', '/kk/l/demo-clinic/news/clinic-news');
    await expectNoAxeViolations(page);
    await page.goto('/kk/l/demo-clinic/news/clinic-news/new-mri-scanner');
    await expect(h1(page)).toHaveText('Клиникада жаңа МРТ аппараты жұмыс істей бастады');
    await expectNoAxeViolations(page);
    await expect404(page, '/kk/l/demo-clinic/news/clinic-news/page/3', 'Бет табылмады');
  });

  test('on the custom host: root-relative links, page 2 and the 404 past the end', async ({ page }) => {
    await page.goto(`${CUSTOM_HOST}/news`);
    await expect(page.getByRole('link', { name: 'Все новости раздела «Новости клиники»' })).toHaveAttribute('href', '/news/clinic-news');
    await expectNoAxeViolations(page);
    const response = await page.goto(`${CUSTOM_HOST}/news/clinic-news/page/2`);
    expect(response?.status()).toBe(200);
    await expect(articles(page)).toHaveCount(3);
    await expect(articles(page).first().getByRole('link')).toHaveAttribute('href', /^\/news\/clinic-news\/[a-z0-9-]+$/);
    await expectNoAxeViolations(page);
    await page.goto(`${CUSTOM_HOST}/kk/news/clinic-news/new-mri-scanner`);
    await expect(h1(page)).toHaveText('Клиникада жаңа МРТ аппараты жұмыс істей бастады');
    await expect404(page, `${CUSTOM_HOST}/news/clinic-news/page/3`);
  });
});

test.describe('materials, state symbols, alias pages, medical director', () => {
  test('a material reached from the menu (relation type 2)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/l/demo-clinic');
    // A sub-item: its group opens in the menu popover first (SPEC 2.9).
    const menu = page.locator('[data-column="menu"]');
    await menu.getByRole('button', { name: 'Информация' }).click();
    await menu.getByRole('dialog', { name: 'Информация' }).getByRole('link', { name: 'Прейскурант' }).click();
    await expect(page).toHaveURL(/\/l\/demo-clinic\/materials\/price-list$/);
    await expect(h1(page)).toHaveText('Прейскурант');
    await expect(page.locator('main')).toContainText('Цены указаны в тенге');
    await expectNoAxeViolations(page);
  });

  const aliasPages: [path: string, ru: string, kk: string, text: string][] = [
    ['state-symbols', 'Государственные символы Республики Казахстан', 'Қазақстан Республикасының мемлекеттік рәміздері', 'Шакен Ниязбеков'],
    ['gobmp', 'Гарантированный объём бесплатной медицинской помощи (ГОБМП)', 'Тегін медициналық көмектің кепілдік берілген көлемі (ТМККК)', 'eGov.kz'],
    ['osms', 'Обязательное социальное медицинское страхование (ОСМС)', 'Міндетті әлеуметтік медициналық сақтандыру (МӘМС)', '1406'],
  ];
  for (const [path, ru, kk, text] of aliasPages) {
    test(`/${path} renders its material in ru and kk, and on the custom host`, async ({ page }) => {
      const response = await page.goto(`/l/demo-clinic/${path}`);
      expect(response?.status()).toBe(200);
      await expect(h1(page)).toHaveText(ru);
      await expect(page.locator('main')).toContainText(text);
      await expectNoAxeViolations(page);
      await page.goto(`/kk/l/demo-clinic/${path}`);
      await expect(h1(page)).toHaveText(kk);
      await expectNoAxeViolations(page);
      await page.goto(`${CUSTOM_HOST}/${path}`);
      await expect(h1(page)).toHaveText(ru);
      await expectNoAxeViolations(page);
    });
  }

  test('the menu aliases lead to /state-symbols, /gobmp, /osms, /gallery and /medical-director', async ({ page }) => {
    await page.goto('/l/demo-clinic');
    const hrefs = await page.locator('nav[aria-label] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of ['state-symbols', 'gobmp', 'osms', 'gallery', 'medical-director']) expect(hrefs).toContain(`/l/demo-clinic/${path}`);
  });

  test('/medical-director shows the posts newest first, in ru and kk and on the custom host', async ({ page }) => {
    await page.goto('/l/demo-clinic/medical-director');
    await expect(h1(page)).toHaveText('Блог главного врача');
    const dates = await page.locator('main article time').evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    expect(dates.length).toBeGreaterThanOrEqual(3);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    await expectNoAxeViolations(page);
    await page.goto('/kk/l/demo-clinic/medical-director');
    await expect(h1(page)).toHaveText('Бас дәрігердің блогы');
    await expectNoAxeViolations(page);
    await page.goto(`${CUSTOM_HOST}/medical-director`);
    await expect(h1(page)).toHaveText('Блог главного врача');
    await expectNoAxeViolations(page);
  });
});

test.describe('gallery (SPEC 2.2 /gallery)', () => {
  async function walkLightbox(page: Page, names: { open: string; album: string; first: string; second: string; counter1: string; counter2: string; next: string; previous: string; close: string }) {
    const thumb = page.getByRole('button', { name: names.open });
    await thumb.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: names.album });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(names.counter1);
    await expect(dialog.getByRole('img', { name: names.first })).toBeVisible();
    await expect(dialog.getByRole('button', { name: names.next })).toBeVisible();
    await expect(dialog.getByRole('button', { name: names.previous })).toBeVisible();
    await expect(dialog.getByRole('button', { name: names.close })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText(names.counter2);
    await expect(dialog.getByRole('img', { name: names.second })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText(names.counter1);
    // Focus stays inside the dialog however far the visitor tabs.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  }

  test('albums of thumbnails; the viewer opens, steps and closes by keyboard, focus returns (ru)', async ({ page }) => {
    const response = await page.goto('/l/demo-clinic/gallery');
    expect(response?.status()).toBe(200);
    await expect(h1(page)).toHaveText('Фотогалерея');
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(['Интерьер клиники', 'Кабинеты врачей', 'Диагностика']);
    await expectNoAxeViolations(page);
    await walkLightbox(page, {
      open: 'Открыть фото: Регистратура на первом этаже',
      album: 'Интерьер клиники',
      first: 'Регистратура на первом этаже',
      second: 'Зона ожидания',
      counter1: 'Фото 1 из 3',
      counter2: 'Фото 2 из 3',
      next: 'Следующее фото',
      previous: 'Предыдущее фото',
      close: 'Закрыть просмотр',
    });
    await expectNoAxeViolations(page);
  });

  test('the viewer in Kazakh on the custom host', async ({ page }) => {
    await page.goto(`${CUSTOM_HOST}/kk/gallery`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(h1(page)).toHaveText('Фотогалерея');
    await walkLightbox(page, {
      open: 'Фотоны ашу: Бірінші қабаттағы тіркеу бөлімі',
      album: 'Клиниканың интерьері',
      first: 'Бірінші қабаттағы тіркеу бөлімі',
      second: 'Күту аймағы',
      counter1: 'Фото: 1 / 3',
      counter2: 'Фото: 2 / 3',
      next: 'Келесі фото',
      previous: 'Алдыңғы фото',
      close: 'Қарауды жабу',
    });
  });

  test('the close button closes the viewer too', async ({ page }) => {
    await page.goto('/l/demo-clinic/gallery');
    await page.getByRole('button', { name: 'Открыть фото: МРТ с открытым контуром' }).click();
    const dialog = page.getByRole('dialog', { name: 'Диагностика' });
    await expect(dialog).toContainText('Фото 1 из 3');
    await dialog.getByRole('button', { name: 'Закрыть просмотр' }).click();
    await expect(dialog).toBeHidden();
  });
});

/*
 * A news item published for later (the business news editor) appears on the cached site once its
 * time has come, without anyone editing anything then: the cached list lives until that time.
 */
test.describe('scheduled news on the cached site', () => {
  const API = `http://localhost:${PORT}/api`;
  const BASIC = `Basic ${Buffer.from(`${process.env.API_AUTH_USER ?? 'front'}:${process.env.API_AUTH_PASSWORD ?? 'front-dev-password'}`).toString('base64')}`;
  const CSRF = 'e2e-csrf-news';
  const token = (body: string) => createHash('sha256').update(`${CSRF}:${body}`).digest('hex');
  const address = `10.77.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

  async function call(method: string, path: string, payload: unknown, session = '') {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const headers: Record<string, string> = { authorization: BASIC, cookie: `csrf_token=${CSRF}${session ? `; session=${session}` : ''}`, 'x-token': token(body), 'x-forwarded-for': address, 'x-client-address': address };
    if (payload !== undefined) headers['content-type'] = typeof payload === 'string' ? 'application/x-www-form-urlencoded' : 'application/json';
    return fetch(`${API}${path}`, { method, body: method === 'GET' ? undefined : typeof payload === 'string' ? payload : body, headers });
  }

  test('an item scheduled 12 s ahead is not listed, then is, with its page, once the time has come', async ({ page }) => {
    test.setTimeout(90_000);
    const login = new URLSearchParams({ login: 'manager@demo-clinic.kz', password: 'Manager-demo-2026' }).toString();
    const signIn = await fetch(`${API}/api-front2/ru/v1/user/authorize`, {
      method: 'POST',
      body: login,
      headers: { authorization: BASIC, cookie: `csrf_token=${CSRF}`, 'x-token': token(login), 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    });
    expect(signIn.status).toBe(200);
    const session = /session=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')![1];
    const categories = (await (await call('GET', '/business-api-front2/ru/FAMILY/0/business/news_categories', undefined, session)).json()) as { data: { ID: number; SLUG: string }[] };
    const category = categories.data.find((c) => c.SLUG === 'news')!;
    const title = `Запланированная новость ${Date.now()}`;
    const at = new Date(Date.now() + 12_000);
    const created = await call('POST', '/w-business/ru/FAMILY/0/business/news', { category_id: category.ID, title: { ru: title }, body: { ru: 'Текст новости.' }, published: true, published_at: at.toISOString() }, session);
    expect(created.status).toBe(201);
    const item = ((await created.json()) as { data: { ID: number; SLUG: string; STATUS: string } }).data;
    expect(item.STATUS).toBe('scheduled');
    try {
      // Rendered and cached now, without it.
      await page.goto('/l/family-med/news/news');
      await expect(page.getByRole('main')).not.toContainText(title);
      expect((await page.goto(`/l/family-med/news/news/${item.SLUG}`))?.status()).toBe(404);
      await page.goto('/l/family-med/news/news');
      await expect(page.getByRole('main')).not.toContainText(title);

      await page.waitForTimeout(Math.max(0, at.getTime() - Date.now()) + 500);
      // The cached page has run out: the next visit renders it again (or the one after, served while it renders).
      await expect(async () => {
        await page.goto('/l/family-med/news/news');
        await expect(page.getByRole('main').getByRole('heading', { name: title })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await expect(async () => {
        expect((await page.goto(`/l/family-med/news/news/${item.SLUG}`))?.status()).toBe(200);
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    } finally {
      const removed = await call('DELETE', `/w-business/ru/FAMILY/0/business/news/${item.ID}`, undefined, session);
      expect(removed.status).toBe(200);
    }
  });
});

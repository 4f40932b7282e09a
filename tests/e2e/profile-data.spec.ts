import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createFreshPatient, ORIGIN, signIn } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow, PORT, watchCspViolations } from './helpers';

const PATIENT = { login: 'patient@demo-clinic.kz', password: 'Patient-demo-2026' };

/** A photo of some 2–3 MB (noise compresses badly), so its upload takes a while on a slowed link. */
/** The signed-in patient sends the demo clinic an appointment request with this comment. */
async function sendAppointment(page: Page, comment: string) {
  await page.goto('/l/demo-clinic/appointment');
  const main = page.getByRole('main');
  await main.getByLabel('Ваше имя').fill('Дана Жумабаева');
  await main.getByLabel('Телефон').fill('+7 701 555 12 34');
  await main.getByLabel('Комментарий').fill(comment);
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(main.getByText('Заявка отправлена')).toBeVisible();
}

async function largeJpeg(): Promise<Buffer> {
  const side = 1400;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

test.describe('the patient’s photo, subscriptions, requests and personal data', () => {
  test('photo: choose, crop preview, upload with progress, download, remove', async ({ page, context }) => {
    test.setTimeout(90_000);
    const cspClean = await watchCspViolations(page);
    await signIn(context, PATIENT.login, PATIENT.password);
    await page.goto('/profile/avatar');
    await expect(page.getByRole('heading', { level: 1, name: 'Фото профиля' })).toBeVisible();
    await expect(page.getByText('Фото пока нет')).toBeVisible();
    await expectNoAxeViolations(page);

    const jpeg = await largeJpeg();
    expect(jpeg.length).toBeGreaterThan(1_000_000);
    expect(jpeg.length).toBeLessThan(5 * 1024 * 1024);
    await page.getByLabel('Выбрать фото').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByRole('group', { name: /Выберите область фото/ })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Масштаб' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A slow uplink, so the progress is there to see.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
    await page.getByRole('button', { name: 'Сохранить фото' }).click();
    const progress = page.getByRole('progressbar', { name: 'Загрузка фото' });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByText('Фото сохранено')).toBeVisible({ timeout: 40_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const photo = page.getByRole('img', { name: 'Ваше фото' });
    await expect(photo).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Скачать фото' }).click()]);
    expect(download.suggestedFilename()).toBe('avatar.webp');
    const bytes = await readFile((await download.path())!);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });

    await page.getByRole('button', { name: 'Удалить фото' }).click();
    await expect(page.getByText('Фото удалено')).toBeVisible();
    await expect(page.getByText('Фото пока нет')).toBeVisible();
    await cspClean();
  });

  test('a file that is not an image is refused with a clear message', async ({ page, context }) => {
    await signIn(context, PATIENT.login, PATIENT.password);
    await page.goto('/profile/avatar');
    // Shown once the page has hydrated and asked for the current photo: a file chosen earlier would be lost to React.
    await expect(page.getByText('Фото пока нет')).toBeVisible();
    await page.getByLabel('Выбрать фото').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
    await page.getByRole('button', { name: 'Сохранить фото' }).click();
    // The alert's own text on failure says what was answered instead (a slow CI machine gets 15 s).
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Этот файл не изображение. Выберите фото в формате JPEG, PNG или WebP.', { timeout: 15_000 });
  });

  test('subscribe on the news page while signed out: the sign-in dialog, then the subscription; it is listed and can be ended', async ({ page }) => {
    await page.goto('/l/demo-clinic/news');
    await page.getByRole('button', { name: 'Подписаться на новости' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('E-mail или телефон').fill(PATIENT.login);
    await dialog.getByLabel('Пароль').fill(PATIENT.password);
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Вы подписаны' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Мои подписки' }).click();
    // On the platform host the link names the clinic it came from (issue 20: /profile in its clinic).
    await expect(page).toHaveURL(/\/profile\/subscriptions\?site=demo-clinic$/);
    const item = page.getByRole('listitem').filter({ hasText: 'Клиника Демо Мед' });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: 'Отписаться от новостей клиники «Клиника Демо Мед»' }).click();
    await expect(page.getByText('Вы отписались от новостей клиники «Клиника Демо Мед»')).toBeVisible();
    await expect(page.getByText('Вы пока ни на что не подписаны.', { exact: false })).toBeVisible();
    // No dead end (issue 28): the way back to subscribing is a link to this clinic's news page.
    await expect(page.getByRole('link', { name: 'Подписаться можно на странице новостей клиники' })).toHaveAttribute('href', '/l/demo-clinic/news');
  });

  test('a signed-out visitor of the news page downloads no React Query for the button', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await page.goto('/l/demo-clinic/news');
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(bodies)).some((body) => body.includes('No QueryClient set'))).toBe(false);
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('an appointment request sent while signed in shows on the requests page with its status', async ({ page, context }) => {
    const fresh = await createFreshPatient();
    await signIn(context, fresh.email, fresh.password);
    const comment = `Запись из браузерного теста ${randomUUID().slice(0, 8)}`;
    await sendAppointment(page, comment);

    await page.goto('/profile/requests');
    const request = page.getByTestId('appointment-request').filter({ hasText: comment });
    await expect(request).toBeVisible();
    await expect(request.getByText('Отправлена')).toBeVisible();
    await expect(page.getByText('Вы пока не задавали вопросов.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('download the data as JSON, then delete the account with the password', async ({ page, context }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
    const fresh = await createFreshPatient();
    await signIn(context, fresh.email, fresh.password);
    await page.goto('/profile/data');
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Скачать данные' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ email: fresh.email, name: 'Дана' });
    expect(data.sessions.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
    await expect(dialog, errors.join('\n')).toBeVisible();
    await dialog.getByLabel('Пароль').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Удалить навсегда' }).click();
    await expect(dialog.getByText('Неверный пароль.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Пароль').fill(fresh.password);
    await dialog.getByRole('button', { name: 'Удалить навсегда' }).click();
    await expect(page.getByText('Аккаунт удалён.')).toBeVisible();
    const names = (await context.cookies(ORIGIN)).map((cookie) => cookie.name);
    expect(names).not.toContain('session');
    expect(names).not.toContain('signed_in');
  });

  test('the unsubscribe link of a news e-mail: the page only asks, its button unsubscribes, without signing in', async ({ page }) => {
    const fresh = await createFreshPatient();
    const unsubscribeToken = randomUUID().replace(/-/g, '').padEnd(43, 'x').slice(0, 43);
    await withDatabase(async (db) => {
      await db.query(
        "INSERT INTO news_subscriptions (user_id, company_id, token_hash) SELECT u.id, c.id, $2 FROM users u, companies c WHERE u.email = $1 AND c.code = 'DEMO'",
        [fresh.email, createHash('sha256').update(unsubscribeToken).digest('hex')],
      );
      await page.goto(`/unsubscribe/${unsubscribeToken}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Отписка от новостей' })).toBeVisible();
      await expect(page.getByText(`Больше не присылать новости клиники «Клиника Демо Мед» на ${fresh.email}?`)).toBeVisible();
      await expectNoAxeViolations(page);
      // Opening the page changed nothing.
      expect((await db.query('SELECT 1 FROM news_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [fresh.email])).rowCount).toBe(1);
      await page.getByRole('button', { name: 'Отписаться' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Вы отписались' })).toBeVisible();
      expect((await db.query('SELECT 1 FROM news_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [fresh.email])).rowCount).toBe(0);
      await page.goto(`/unsubscribe/${unsubscribeToken}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Ссылка недействительна' })).toBeVisible();
    });
  });

  test('signed in on the platform, the link to a clinic’s own domain arrives signed in there too', async ({ page, context }) => {
    await signIn(context, PATIENT.login, PATIENT.password);
    // The platform home lists clinics page by page (issue 20): the search finds the demo clinic wherever it is.
    await page.goto(`/?q=${encodeURIComponent('Демо Мед')}`);
    await page.getByRole('link', { name: 'demo-clinic.localhost' }).click();
    await expect(page).toHaveURL(new RegExp(`^http://demo-clinic\\.localhost:${PORT}/$`));
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  });

  test('issue 27: an image pointing at the handoff gets no token in Chromium, and a link opened from elsewhere asks first on the platform host', async ({ page, context }) => {
    const fresh = await createFreshPatient();
    await signIn(context, fresh.email, fresh.password);
    const handoffs = () => withDatabase(async (db) => (await db.query('SELECT 1 FROM session_handoffs h JOIN users u ON u.id = h.user_id WHERE u.email = $1', [fresh.email])).rowCount);
    const call = `/api/auth-handoff/ru?target=${encodeURIComponent(`http://demo-clinic.localhost:${PORT}/`)}`;
    await page.goto('/profile');
    // On one of our own pages: an <img> (Sec-Fetch-Dest: image) and a fetch (empty) get no token.
    const loaded = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const image = new Image();
          image.onload = () => resolve('loaded');
          image.onerror = () => resolve('refused');
          image.src = src;
        }),
      call,
    );
    expect(loaded).toBe('refused');
    expect(await page.evaluate((url) => fetch(url, { redirect: 'manual' }).then((response) => response.status), call)).toBe(403);
    expect(await handoffs()).toBe(0);
    // Typed or followed from another site (Sec-Fetch-Site: none): a page that names the site, no token yet.
    await page.goto(call);
    await expect(page.getByRole('heading', { level: 1, name: 'Открыть сайт клиники с входом в аккаунт?' })).toBeVisible();
    await expect(page.getByText('demo-clinic.localhost', { exact: true })).toBeVisible();
    expect(await handoffs()).toBe(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    // And on a 360 px phone.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page);
    // The person presses the button, by keyboard: signed in on the clinic's domain.
    await page.getByRole('link', { name: 'Открыть с входом' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^http://demo-clinic\\.localhost:${PORT}/$`));
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    expect(await handoffs()).toBe(1);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    for (const section of ['visits', 'avatar', 'subscriptions', 'requests', 'data']) {
      test(`/profile/${section} fits the screen and is axe clean`, async ({ page, context }) => {
        await signIn(context, PATIENT.login, PATIENT.password);
        await page.goto(`/profile/${section}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page);
      });
    }
    test('a long link in a request’s comment wraps inside its card', async ({ page, context }) => {
      const fresh = await createFreshPatient();
      await signIn(context, fresh.email, fresh.password);
      // No hyphen or space in it: nowhere for the line to break but where the card lets it.
      const link = `https://example.kz/${'verylongpathsegment'.repeat(8)}${randomUUID().slice(0, 8)}`;
      await sendAppointment(page, `Смотрите ${link}`);

      await page.goto('/profile/requests');
      const card = page.getByTestId('appointment-request').filter({ hasText: link });
      await expect(card).toBeVisible();
      const cardBox = (await card.boundingBox())!;
      const commentBox = (await card.getByText(link).boundingBox())!;
      expect(commentBox.x + commentBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      await expectNoHorizontalOverflow(page);
    });
    test('the news page with the subscribe button fits the screen', async ({ page }) => {
      await page.goto('/l/demo-clinic/news');
      await expect(page.getByRole('button', { name: 'Подписаться на новости' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  });
});

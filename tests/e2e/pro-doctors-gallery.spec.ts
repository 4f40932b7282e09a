import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createFreshPatient, DESKTOP, newContext, PHONE, signIn } from './accounts';
import { withDatabase } from './database';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 19: a member with only specialists.edit adds a doctor with a photo, which the public site
// shows with a srcset; a member with only content.edit uploads three gallery photos at once with
// progress, and the public gallery shows them. Desktop and a 360 px phone; axe in four languages.

const LOCALE_PREFIXES = ['', '/kk', '/uz', '/en'] as const;

/** A photo made here: a gradient, so the encoders have something to do. */
const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff"/></svg>`) }])
    .jpeg({ quality: 85 })
    .toBuffer();

/** A fresh user who is a member of DEMO's main cabinet with only these permissions. */
async function memberWith(browser: Browser, permissions: string[], viewport: typeof DESKTOP | typeof PHONE) {
  const user = await createFreshPatient({ prefix: 'e2e-media' });
  await withDatabase(async (db) => {
    const { rows } = await db.query<{ cabinet_id: number; company_id: number; user_id: number }>(
      `SELECT cabinets.id AS cabinet_id, companies.id AS company_id, users.id AS user_id FROM cabinets JOIN companies ON companies.id = cabinets.company_id, users
       WHERE companies.code = 'DEMO' AND cabinets.code = 0 AND users.email = $1`,
      [user.email],
    );
    const { cabinet_id, company_id, user_id } = rows[0];
    await db.query('INSERT INTO cabinet_memberships (user_id, cabinet_id, permissions) VALUES ($1, $2, $3)', [user_id, cabinet_id, JSON.stringify(permissions)]);
    await db.query('INSERT INTO business_accounts (user_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user_id, company_id]);
  });
  const context = await newContext(browser, viewport === PHONE ? PHONE : { viewport: DESKTOP });
  await signIn(context, user.email, user.password);
  return context;
}

async function axeInEveryLanguage(page: Page, path: string, heading: RegExp) {
  for (const prefix of LOCALE_PREFIXES) {
    await page.goto(`${prefix}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  }
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`doctors and gallery editors (${device})`, () => {
    test(`a member with specialists.edit adds a doctor with a photo; the public site shows it with a srcset (${device})`, async ({ browser }) => {
      test.setTimeout(300_000);
      // A letter first: a file name's word of digits alone is no part of a name (photo-match.ts).
      const name = `Тестова Айгерим n${randomUUID().slice(0, 6)}`;
      const context = await memberWith(browser, ['specialists.edit'], viewport);
      const page = await context.newPage();
      let doctorId = 0;
      try {
        await page.goto('/pro/DEMO/0/doctors');
        await expect(page.getByRole('heading', { level: 1, name: 'Врачи' })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('link', { name: 'Добавить врача' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Новый врач' })).toBeVisible();
        await page.getByRole('textbox', { name: 'ФИО' }).fill(name);
        await page.getByRole('textbox', { name: 'Специальность' }).fill('Педиатр');
        await page.getByRole('checkbox', { name: 'Казахский' }).check();
        await page.getByRole('spinbutton', { name: 'Стаж, лет' }).fill('9');
        // The photo chosen before the first save (issue 31): one action adds the doctor and uploads it.
        await page.getByLabel('Файл фотографии').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 1500, '#2f6db5') });
        await expect(page.getByRole('img', { name: 'Выбранная фотография' })).toBeVisible();
        await page.getByRole('button', { name: 'Добавить врача' }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        doctorId = Number(new URL(page.url()).searchParams.get('doctor'));
        expect(doctorId).toBeGreaterThan(0);
        await expect(page.getByText('Фотография загружена.')).toBeVisible();
        await expect(page.getByRole('img', { name: 'Текущая фотография' })).toBeVisible();

        // A new photo in bulk (issue 31): the file named as the doctor finds them; their photo is replaced only when ticked.
        await page.goto('/pro/DEMO/0/doctors');
        await page.getByRole('link', { name: 'Загрузить фото пачкой' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Фото врачей пачкой' })).toBeVisible();
        // The same size as the first photo: the public page's srcset below is checked against it.
        await page.getByLabel('Фотографии врачей').setInputFiles({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await photo(1200, 1500, '#b5562f') });
        await expect(page.getByRole('combobox', { name: `Врач для файла ${name}.jpg` })).toHaveValue(String(doctorId));
        await page.getByRole('checkbox', { name: `Заменить фотографию врача ${name}` }).check();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Загрузить 1 фото' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Загружено 1 из 1.' })).toBeVisible();
        await page.goto(`/pro/DEMO/0/doctors?doctor=${doctorId}`);
        await expect(page.getByRole('img', { name: 'Текущая фотография' })).toBeVisible();
        await expectNoHorizontalOverflow(page);
        const slug = new URL((await page.getByRole('link', { name: 'Открыть страницу врача на сайте' }).getAttribute('href'))!).pathname.split('/').pop();

        // The public doctor page: the photo as AVIF and WebP variants with a srcset, width and height set.
        const site = await context.newPage();
        await site.goto(`/l/demo-clinic/specialists/${slug}`);
        await expect(site.getByRole('heading', { level: 1, name })).toBeVisible();
        const picture = site.locator('picture').filter({ has: site.getByRole('img', { name: new RegExp(name) }) });
        await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/api\/uploads\/media\/\d+\/[a-f0-9]{24}\/320\.avif 320w/);
        await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /960\.webp 960w/);
        await expect(picture.locator('img')).toHaveAttribute('width', '960');
        await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        await site.goto('/l/demo-clinic/specialists');
        await expect(site.getByText(name)).toBeVisible();

        await axeInEveryLanguage(page, `/pro/DEMO/0/doctors?doctor=${doctorId}`, new RegExp(name));
        await axeInEveryLanguage(page, '/pro/DEMO/0/doctors', /Врачи|Дәрігерлер|Shifokorlar|Doctors/);
      } finally {
        // Other tests count the demo clinic's doctors.
        if (doctorId) await withDatabase((db) => db.query('DELETE FROM specialists WHERE id = $1', [doctorId]));
        await context.close();
      }
    });

    test(`a member with content.edit uploads three gallery photos with progress; the public gallery shows them (${device})`, async ({ browser }) => {
      test.setTimeout(360_000);
      const title = `Альбом ${randomUUID().slice(0, 6)}`;
      const context = await memberWith(browser, ['content.edit'], viewport);
      const page = await context.newPage();
      let albumId = 0;
      try {
        await page.goto('/pro/DEMO/0/gallery');
        await expect(page.getByRole('heading', { level: 1, name: 'Галерея' })).toBeVisible();
        await page.getByRole('textbox', { name: 'Название' }).fill(title);
        await page.getByRole('button', { name: 'Создать альбом' }).click();
        await page.getByRole('link', { name: title }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        albumId = Number(new URL(page.url()).searchParams.get('album'));

        const files = await Promise.all(
          ['#c0392b', '#27ae60', '#8e44ad'].map(async (colour, index) => ({ name: `photo-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photo(1800 - index * 200, 1200, colour) })),
        );
        await page.getByLabel('Фотографии', { exact: true }).setInputFiles(files);
        await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
        // Each file has its own progress bar, and all three end uploaded.
        for (const file of files) await expect(page.getByRole('progressbar', { name: `Загрузка файла ${file.name}` })).toBeVisible();
        await expect(page.getByText('Загружено 3 из 3.')).toBeVisible({ timeout: 60_000 });
        const uploads = page.getByTestId('gallery-uploads');
        await expect(uploads.locator('li[data-state="done"]')).toHaveCount(3);
        await expect(page.getByRole('list', { name: 'Фотографии альбома' }).getByRole('listitem')).toHaveCount(3);
        await expectNoHorizontalOverflow(page);

        // The public gallery: the album with its three photos as AVIF/WebP variants with width and height.
        const site = await context.newPage();
        await site.goto('/l/demo-clinic/gallery');
        const album = site.getByRole('region', { name: title });
        await expect(album).toBeVisible();
        await expect(album.locator('picture source[type="image/avif"]')).toHaveCount(3);
        for (const img of await album.locator('picture img').all()) {
          await expect(img).toHaveAttribute('width', /^\d+$/);
          await expect(img).toHaveAttribute('height', /^\d+$/);
        }
        await expect(album.locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /\/api\/uploads\/media\/\d+\/[a-f0-9]{24}\/1600\.webp 1600w/);

        await axeInEveryLanguage(page, `/pro/DEMO/0/gallery?album=${albumId}`, new RegExp(title));
        await axeInEveryLanguage(page, '/pro/DEMO/0/gallery', /Галерея|Galereya|Gallery/);
      } finally {
        // Other tests count the demo clinic's albums.
        if (albumId) await withDatabase((db) => db.query('DELETE FROM gallery_albums WHERE id = $1', [albumId]));
        await context.close();
      }
    });
  });
}

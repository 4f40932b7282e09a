import { randomInt } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { CONSENT_TEXT_VERSION } from '@/lib/consents/record';
import { companies, consents, reviews } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders, BASIC } from '../helpers/api';

const app = createApiApp();
// A fresh address per test: the forms rate limit counts per address.
const ipBase = `10.${randomInt(1, 250)}.${randomInt(1, 250)}`;
let ipCounter = 0;
const nextIp = () => `${ipBase}.${++ipCounter}`;

const getReviews = (query = '', locale = 'ru', code = 'DEMO') => app.request(`/api/front/${locale}/v1/reviews/${code}${query}`, { headers: { authorization: BASIC } });

function postReview(payload: unknown, options: { ip?: string; locale?: string; raw?: string; contentType?: string } = {}) {
  const body = options.raw ?? JSON.stringify(payload);
  return app.request(`/api/w-front/${options.locale ?? 'ru'}/v1/reviews`, {
    method: 'POST',
    body,
    headers: { ...apiHeaders({ body, contentType: options.contentType }), 'x-client-address': options.ip ?? nextIp() },
  });
}

const valid = (extra: Record<string, unknown> = {}) => ({ COMPANY_CODE: 'DEMO', AUTHOR_NAME: 'Айдана', RATING: 5, TEXT: 'Спасибо врачам!', consent: true, ...extra });

async function demoReviews(text: string) {
  const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
  return getDb().select().from(reviews).where(and(eq(reviews.companyId, demo.id), eq(reviews.text, text)));
}

async function totalReviews() {
  const [{ total }] = await getDb().select({ total: count() }).from(reviews);
  return total;
}

describe('reviews API: GET /front/v1/reviews/{COMPANY_CODE}, POST /w-front/v1/reviews', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  afterAll(async () => {
    // Leave the demo data as seeded: the browser tests run on the same database afterwards.
    await seedDemoData();
    await closeDb();
  });

  it('lists only published reviews of the company and its specialists, newest first', async () => {
    const res = await getReviews();
    expect(res.status).toBe(200);
    const { COMPANY_CODE, data, meta } = await res.json();
    expect(COMPANY_CODE).toBe('DEMO');
    expect(meta).toMatchObject({ PAGE: 1, TOTAL: 13 });
    const texts = data.map((review: { TEXT: string }) => review.TEXT).join('\n');
    expect(texts).not.toContain('Записался через сайт'); // pending
    expect(texts).not.toContain('КУПЛЕННЫЕ'); // rejected
    const dates = data.map((review: { CREATED_AT: string }) => review.CREATED_AT);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.find((review: { SPECIALIST: unknown }) => review.SPECIALIST === null)).toBeTruthy();
  });

  it('filters by specialist, with the specialist’s name in the requested locale', async () => {
    const { data } = await (await getReviews('?specialist=gulnara-omarova', 'kk')).json();
    expect(data).toHaveLength(2);
    expect(data[0].SPECIALIST).toEqual({ SLUG: 'gulnara-omarova', FULL_NAME: 'Омарова Гүлнара Ерланқызы' });
  });

  it('pages through the reviews; a page past the end is empty', async () => {
    const { data, meta } = await (await getReviews('?page=2')).json();
    expect(data).toEqual([]);
    expect(meta).toMatchObject({ PAGE: 2, PAGES: 1 });
  });

  it('answers 404 for an unknown specialist or company and 400 for a bad page or a 1 MB query', async () => {
    expect((await getReviews('?specialist=no-such-doctor')).status).toBe(404);
    expect((await getReviews('?specialist=%3Cscript%3E')).status).toBe(404);
    expect((await getReviews('', 'ru', 'NOPE')).status).toBe(404);
    for (const query of ['?page=0', '?page=abc', '?page=1.5', `?specialist=${'a'.repeat(1_000_000)}`]) {
      const res = await getReviews(query);
      expect(res.status, query.slice(0, 20)).toBe(400);
      expect((await res.json()).error.fields, query.slice(0, 20)).toBeTruthy();
    }
  });

  it('stores a new review as pending and does not show it', async () => {
    const res = await postReview(valid({ TEXT: 'Новый отзыв ждёт модерации' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: 'pending' } });
    const [row] = await demoReviews('Новый отзыв ждёт модерации');
    expect(row).toMatchObject({ status: 'pending', rating: 5, authorName: 'Айдана', specialistId: null });
    const { data } = await (await getReviews()).json();
    expect(data.some((review: { TEXT: string }) => review.TEXT === 'Новый отзыв ждёт модерации')).toBe(false);
  });

  it('records the consent given with a review: purpose review, the review, the site, the language, the text version', async () => {
    const res = await app.request('/api/w-front/kk/v1/reviews', {
      method: 'POST',
      body: JSON.stringify(valid({ TEXT: 'Келісіммен жазылған пікір' })),
      headers: { ...apiHeaders({ body: JSON.stringify(valid({ TEXT: 'Келісіммен жазылған пікір' })) }), 'x-client-address': nextIp(), host: 'demo-clinic.localhost:3000' },
    });
    expect(res.status).toBe(200);
    const [row] = await demoReviews('Келісіммен жазылған пікір');
    const recorded = await getDb().select().from(consents).where(and(eq(consents.purpose, 'review'), eq(consents.subjectId, row.id)));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ companyId: row.companyId, locale: 'kk', site: 'demo-clinic.localhost:3000', textVersion: CONSENT_TEXT_VERSION, userId: null });
  });

  it('takes no review without the consent: 400 consent_required, nothing stored', async () => {
    const before = await totalReviews();
    for (const consent of [undefined, false, 'true']) {
      const res = await postReview(valid({ consent, TEXT: 'Без согласия' }));
      expect(res.status, String(consent)).toBe(400);
      expect((await res.json()).error.fields).toEqual({ consent: ['consent_required'] });
    }
    expect(await totalReviews()).toBe(before);
  });

  it('stores a review of a specialist named by slug', async () => {
    expect((await postReview(valid({ SPECIALIST: 'elena-kim', TEXT: 'Отзыв о враче' }))).status).toBe(200);
    const [row] = await demoReviews('Отзыв о враче');
    expect(row.specialistId).not.toBeNull();
  });

  it('answers 400 with a field error per missing field', async () => {
    const res = await postReview({ COMPANY_CODE: 'DEMO' });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields).toMatchObject({ AUTHOR_NAME: ['required'], RATING: ['required'], TEXT: ['required'] });
  });

  it('answers 400 for wrong types and ratings outside 1 to 5', async () => {
    const wrong = await postReview({ COMPANY_CODE: 7, AUTHOR_NAME: ['x'], RATING: '5', TEXT: { a: 1 }, SPECIALIST: 3 });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toMatchObject({ COMPANY_CODE: ['invalid_type'], AUTHOR_NAME: ['invalid_type'], RATING: ['rating_range'], TEXT: ['invalid_type'], SPECIALIST: ['invalid_type'] });
    for (const rating of [0, 6, 4.5, -1, 1e9]) {
      const res = await postReview(valid({ RATING: rating }));
      expect(res.status, String(rating)).toBe(400);
      expect((await res.json()).error.fields.RATING).toEqual(['rating_range']);
    }
  });

  it('answers 400 too_long for 1 MB strings in every field, never a 500', async () => {
    const huge = 'я'.repeat(1_000_000);
    const res = await postReview({ COMPANY_CODE: huge, AUTHOR_NAME: huge, RATING: 5, TEXT: huge, SPECIALIST: huge, website: huge });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()).error;
    for (const field of ['COMPANY_CODE', 'AUTHOR_NAME', 'TEXT', 'SPECIALIST', 'website']) expect(fields[field], field).toEqual(['too_long']);
  });

  it('takes up to 5000 characters of text and 100 of name, and trims them', async () => {
    expect((await postReview(valid({ TEXT: 'x'.repeat(5001) }))).status).toBe(400);
    expect((await postReview(valid({ AUTHOR_NAME: 'n'.repeat(101) }))).status).toBe(400);
    expect((await postReview(valid({ AUTHOR_NAME: '   ' }))).status).toBe(400);
    const text = `  ${'t'.repeat(5000)}  `;
    expect((await postReview(valid({ TEXT: text, AUTHOR_NAME: ` ${'n'.repeat(100)} ` }))).status).toBe(200);
    expect(await demoReviews('t'.repeat(5000))).toHaveLength(1);
  });

  it('answers 400 for a body that is not JSON, or not an object', async () => {
    for (const [raw, contentType] of [['{"COMPANY_CODE":', 'application/json'], ['', 'application/json'], ['COMPANY_CODE=DEMO', 'application/x-www-form-urlencoded'], ['[1,2]', 'application/json'], ['null', 'application/json']]) {
      const res = await postReview(null, { raw, contentType });
      expect(res.status, raw).toBe(400);
      expect((await res.json()).error.code, raw).toBeTruthy();
    }
  });

  it('answers 404 for an unknown company, an unknown specialist and another clinic’s specialist', async () => {
    expect((await postReview(valid({ COMPANY_CODE: 'NOPE' }))).status).toBe(404);
    for (const slug of ['no-such-doctor', 'zhanar-tulegenova', '<script>']) {
      const res = await postReview(valid({ SPECIALIST: slug }));
      expect(res.status, slug).toBe(404);
      expect((await res.json()).error.fields.SPECIALIST).toEqual(['specialist_not_found']);
    }
    // family-med has no English name, so its site has no English reviews form.
    expect((await postReview(valid({ COMPANY_CODE: 'FAMILY' }), { locale: 'en' })).status).toBe(404);
  });

  it('stores a script tag verbatim and returns it as the same text once published', async () => {
    const text = '<script>alert("xss")</script> & <b>жирный</b> <img src=x onerror=alert(1)>';
    const author = '<script>document.cookie</script>';
    expect((await postReview(valid({ TEXT: text, AUTHOR_NAME: author }))).status).toBe(200);
    const [row] = await demoReviews(text);
    expect(row.authorName).toBe(author);
    // Moderation approves it (a direct update here).
    await getDb().update(reviews).set({ status: 'published' }).where(eq(reviews.id, row.id));
    const { data } = await (await getReviews()).json();
    const shown = data.find((review: { ID: number }) => review.ID === row.id);
    expect(shown).toMatchObject({ TEXT: text, AUTHOR_NAME: author });
  });

  it('answers a filled honeypot as if accepted and stores nothing', async () => {
    const before = await totalReviews();
    const res = await postReview(valid({ website: 'http://spam.example', TEXT: 'Бот' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: 'pending' } });
    expect(await totalReviews()).toBe(before);
  });

  it('answers 429 after 10 reviews from one address within the hour; another address still may', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await postReview(valid({ website: 'x' }), { ip })).status, `attempt ${i + 1}`).toBe(200);
    const limited = await postReview(valid(), { ip });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect((await postReview(valid({ website: 'x' }))).status).toBe(200);
  });

  it('refuses a POST without the request token (403) or Basic authorization (401)', async () => {
    const body = JSON.stringify(valid());
    const noToken = await app.request('/api/w-front/ru/v1/reviews', { method: 'POST', body, headers: { authorization: BASIC, 'content-type': 'application/json' } });
    expect(noToken.status).toBe(403);
    const { authorization: _a, ...withoutAuth } = apiHeaders({ body });
    expect((await app.request('/api/w-front/ru/v1/reviews', { method: 'POST', body, headers: withoutAuth })).status).toBe(401);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribe } from '@/lib/accounts/subscriptions';
import { NEWS_PUBLISH_QUEUE } from '@/lib/business/site/news/queue';
import { closeDb, getDb, getPool } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';
import { docToPlainText, plainTextToDoc } from '@/lib/content/rich-text/doc';
import { apiHeaders } from '../helpers/api';
import { call, makeUser, sessionCookieFor } from '../helpers/business';
import { multipartHeaders } from '../helpers/profile-data';

/*
 * Issue 11, the news editor (content.edit): CRUD with field errors in the caller's language,
 * plain text, publishing that mails each subscriber once, scheduled items that stay hidden and
 * unmailed until their time, categories, and the news image.
 */

const app = createApiApp();
const R = '/api/business-api-front2/{locale}/DEMO/0/business';
const W = '/api/w-business/{locale}/DEMO/0/business';
const r = (path: string, locale = 'ru') => `${R.replace('{locale}', locale)}${path}`;
const w = (path: string, locale = 'ru') => `${W.replace('{locale}', locale)}${path}`;

const MANAGER = DEMO_ACCOUNTS.find((account) => account.role === 'business user')!;
let owner = '';
let demoId = 0;
let clinicNews = 0;
let healthTips = 0;
let uploads = '';

const unique = () => Math.random().toString(36).slice(2, 8);
const item = (extra: Record<string, unknown> = {}) => ({ category_id: clinicNews, title: { ru: `Новость ${unique()}` }, body: { ru: 'Первый абзац.\n\nВторой абзац.' }, ...extra });

async function create(body: unknown, locale = 'ru') {
  return call(app, 'POST', w('/news', locale), { cookie: owner, body });
}

/** The public news read (uncached in the API), as the site's pages see the data. */
const publicItem = (categorySlug: string, slug: string) => app.request(`/api/front/ru/v1/news/DEMO/${categorySlug}/${encodeURIComponent(slug)}`, { headers: apiHeaders() });
const publicPage = async (categorySlug: string) => (await (await app.request(`/api/front/ru/v1/news/DEMO/${categorySlug}`, { headers: apiHeaders() })).json()) as { news: { slug: string }[] };

const mailsOf = (newsId: number, to?: string) =>
  getDb()
    .select()
    .from(s.outbox)
    .where(and(sql`${s.outbox.meta}->>'newsId' = ${String(newsId)}`, to ? eq(s.outbox.recipient, to) : undefined));

/** A patient with a confirmed e-mail, subscribed to DEMO's news. */
async function subscriber() {
  const patient = await makeUser('subscriber');
  await subscribe(patient.id, { id: demoId, name: { ru: 'Демо' } }, 'ru');
  return patient;
}

const auditOf = (targetId: number) =>
  getDb()
    .select({ action: s.auditLog.action, details: s.auditLog.details })
    .from(s.auditLog)
    .where(and(eq(s.auditLog.companyId, demoId), eq(s.auditLog.targetId, targetId), sql`${s.auditLog.action} like 'news.%'`))
    .orderBy(s.auditLog.id);

const runPublishJob = (newsId: number) => NEWS_PUBLISH_QUEUE.handle({ data: { newsId }, retryCount: 0, retryLimit: 10 });

describe('business news editor (content.edit)', () => {
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'news-uploads-'));
    process.env.UPLOADS_DIR = uploads;
    await seedDemoData();
    const db = getDb();
    [{ id: demoId }] = await db.select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    const categories = await db.select().from(s.newsCategories).where(eq(s.newsCategories.companyId, demoId));
    clinicNews = categories.find((c) => c.slug === 'clinic-news')!.id;
    healthTips = categories.find((c) => c.slug === 'health-tips')!.id;
    const [manager] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, MANAGER.login));
    owner = await sessionCookieFor(manager.id);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    delete process.env.UPLOADS_DIR;
    await rm(uploads, { recursive: true, force: true });
    await closeDb();
  });

  it('creates a draft, reads it back, edits and deletes it; the list has drafts and scheduled items, newest first; every write is audited', async () => {
    const created = await create(item({ title: { ru: 'Открыт новый кабинет', kk: 'Жаңа кабинет ашылды' }, summary: { ru: 'Коротко' }, slug: `cabinet-${unique()}` }));
    expect(created.status).toBe(201);
    const news = created.json.data;
    expect(news).toMatchObject({ CATEGORY: { ID: clinicNews, SLUG: 'clinic-news' }, TITLE: { ru: 'Открыт новый кабинет', kk: 'Жаңа кабинет ашылды' }, SUMMARY: { ru: 'Коротко' }, PUBLISHED: false, STATUS: 'draft', IMAGE: null, SUBSCRIBERS_NOTIFIED_AT: null });
    expect(news.BODY.ru).toEqual(plainTextToDoc('Первый абзац.\n\nВторой абзац.'));
    expect(news.VERSION).toBe(1);
    // Demo Med has its own (demo) domain: its canonical address.
    expect(news.URL).toBe(`http://demo-clinic.localhost:3000/news/clinic-news/${news.SLUG}`);
    // A draft is nowhere on the site.
    expect((await publicItem('clinic-news', news.SLUG)).status).toBe(404);

    const read = await call(app, 'GET', r(`/news/${news.ID}`), { cookie: owner });
    expect(read.status).toBe(200);
    expect(read.json.data).toEqual(news);

    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await create(item({ published: true, published_at: future }));
    expect(scheduled.json.data.STATUS).toBe('scheduled');
    const list = await call(app, 'GET', r('/news?page_size=100'), { cookie: owner });
    expect(list.status).toBe(200);
    const ids = list.json.data.map((row: { ID: number }) => row.ID);
    expect(ids).toContain(news.ID);
    // Newest first by PUBLISHED_AT: the scheduled item (three days ahead) heads the list.
    expect(ids[0]).toBe(scheduled.json.data.ID);
    expect(list.json.data[0]).not.toHaveProperty('BODY');
    expect(list.json.meta).toMatchObject({ PAGE: 1, PAGE_SIZE: 100 });
    const drafts = await call(app, 'GET', r('/news?status=draft&page_size=100'), { cookie: owner });
    expect(drafts.json.data.every((row: { STATUS: string }) => row.STATUS === 'draft')).toBe(true);
    expect(drafts.json.data.map((row: { ID: number }) => row.ID)).toContain(news.ID);

    const edited = await call(app, 'PUT', w(`/news/${news.ID}`), { cookie: owner, body: { category_id: healthTips, title: { ru: 'Новый кабинет УЗИ' }, summary: null } });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ CATEGORY: { ID: healthTips }, SLUG: news.SLUG, TITLE: { ru: 'Новый кабинет УЗИ' }, SUMMARY: null, STATUS: 'draft' });
    // A localized field replaces all its locales: the Kazakh title went with the edit.
    expect(edited.json.data.TITLE.kk).toBeUndefined();
    expect(docToPlainText(edited.json.data.BODY.ru)).toBe('Первый абзац.\n\nВторой абзац.');
    expect(edited.json.data.VERSION).toBe(2);

    const removed = await call(app, 'DELETE', w(`/news/${news.ID}`), { cookie: owner });
    expect(removed.status).toBe(200);
    expect((await call(app, 'GET', r(`/news/${news.ID}`), { cookie: owner })).status).toBe(404);
    expect((await call(app, 'DELETE', w(`/news/${news.ID}`), { cookie: owner })).json.error.code).toBe('news_not_found');
    expect((await auditOf(news.ID)).map((entry) => entry.action)).toEqual(['news.create', 'news.update', 'news.delete']);
    const [update] = (await auditOf(news.ID)).filter((entry) => entry.action === 'news.update');
    expect(Object.keys((update.details as { changes: object }).changes).sort()).toEqual(['category_id', 'summary', 'title']);
  });

  it('a member sees the news entries in the audit log (kind news, content.edit)', async () => {
    const created = await create(item());
    const log = await call(app, 'GET', r('/audit?kind=news'), { cookie: owner });
    expect(log.json.data.some((entry: { ACTION: string; TARGET_ID: number }) => entry.ACTION === 'news.create' && entry.TARGET_ID === created.json.data.ID)).toBe(true);
  });

  it('field errors name each field, in the caller\'s language', async () => {
    const missing = await create({ category_id: clinicNews, title: { kk: 'Тек қазақша' }, body: {} }, 'kk');
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({ code: 'invalid_input', message: kk.BusinessErrors.invalid_input, fields: { 'title.ru': ['required'], 'body.ru': ['required'] } });

    const wrong = await create({ category_id: 'one', slug: 'Не латиница', title: { ru: 'x'.repeat(201) }, body: { ru: 'Текст', de: 'Text' }, published: 'yes', published_at: '31.12.2026' }, 'uz');
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toBe(uz.BusinessErrors.invalid_input);
    expect(wrong.json.error.fields).toEqual({
      category_id: ['invalid_type'],
      slug: ['invalid_news_slug'],
      'title.ru': ['too_long'],
      body: ['invalid_type'],
      published: ['invalid_type'],
      published_at: ['invalid_date'],
    });
    for (const code of Object.values(wrong.json.error.fields).flat() as string[]) expect(uz.BusinessErrors.fields, code).toHaveProperty(code);

    expect((await create(item({ body: { ru: 'я'.repeat(200_001) } }))).json.error.fields).toEqual({ 'body.ru': ['too_long'] });
    expect((await create(item({ slug: 'page' }))).json.error.fields).toEqual({ slug: ['invalid_news_slug'] });
    expect((await create(item({ published_at: '2026-02-30' }))).json.error.fields).toEqual({ published_at: ['invalid_date'] });
    expect((await create(item({ published_at: '2099-01-01' }))).json.error.fields).toEqual({ published_at: ['invalid_date'] });

    const [family] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'FAMILY'));
    const [familyCategory] = await getDb().select({ id: s.newsCategories.id }).from(s.newsCategories).where(eq(s.newsCategories.companyId, family.id)).limit(1);
    // Family Med offers Russian and Kazakh only: an Uzbek text has no page to show it.
    const foreign = await call(app, 'POST', '/api/w-business/en/FAMILY/0/business/news', { cookie: owner, body: { category_id: familyCategory.id, title: { ru: 'Новость', uz: 'Yangilik' }, body: { ru: 'Текст', kk: 'Мәтін' } } });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error).toMatchObject({ message: en.BusinessErrors.invalid_input, fields: { 'title.uz': ['locale_not_offered'] } });
    // Another company's category is no category of this one.
    const otherCategory = await create(item({ category_id: familyCategory.id }));
    expect(otherCategory.json.error.fields).toEqual({ category_id: ['news_category_not_found'] });

    const slug = `taken-${unique()}`;
    expect((await create(item({ slug }))).status).toBe(201);
    const taken = await create(item({ slug }), 'ru');
    expect(taken.json.error).toMatchObject({ message: ru.BusinessErrors.invalid_input, fields: { slug: ['news_slug_taken'] } });
    // The same slug in another category is another address.
    expect((await create(item({ slug, category_id: healthTips }))).status).toBe(201);

    const notJson = await call(app, 'POST', w('/news', 'kk'), { cookie: owner, rawBody: 'title=x', contentType: 'application/x-www-form-urlencoded' });
    expect(notJson.status).toBe(415);
    expect(notJson.json.error.message).toBe(kk.BusinessErrors.unsupported_media_type);
    expect((await call(app, 'GET', r('/news/999999999'), { cookie: owner })).json.error).toMatchObject({ code: 'news_not_found', message: ru.BusinessErrors.news_not_found });
  });

  it('makes the slug from the Russian title (transliterated), the next free one in the category', async () => {
    const title = `Новый аппарат МРТ ${unique()}`;
    const first = await create(item({ title: { ru: title } }));
    expect(first.json.data.SLUG).toMatch(/^novyy-apparat-mrt-[a-z0-9]+$/);
    const second = await create(item({ title: { ru: title } }));
    expect(second.json.data.SLUG).toBe(`${first.json.data.SLUG}-2`);
    const kazakh = await create(item({ title: { ru: 'Жаңа ғимарат, Өскемен' } }));
    expect(kazakh.json.data.SLUG).toMatch(/^zhana-gimarat-oskemen(-\d+)?$/);
  });

  it('keeps texts plain: HTML is stored and served as the characters typed, never as markup', async () => {
    const body = '<script>alert(1)</script>\n\n<b>Жирный</b> & «кавычки»';
    const created = await create(item({ body: { ru: body }, published: true }));
    // The body is rich text now: the typed characters are its text, never markup.
    expect(docToPlainText(created.json.data.BODY.ru)).toBe(body);
    const page = await publicItem('clinic-news', created.json.data.SLUG);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { data: { body: string } }).data.body).toBe(body);
  });

  it('publishing mails a subscribed patient once; editing or publishing again does not mail again', async () => {
    const patient = await subscriber();
    const draft = await create(item({ title: { ru: 'Скидка на анализы' }, summary: { ru: 'Всю неделю' } }));
    const id = draft.json.data.ID;
    expect(await mailsOf(id)).toHaveLength(0);

    const published = await call(app, 'PUT', w(`/news/${id}`), { cookie: owner, body: { published: true } });
    expect(published.json.data).toMatchObject({ STATUS: 'published', SUBSCRIBERS_NOTIFIED_AT: expect.any(String) });
    const mails = await mailsOf(id, patient.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Скидка на анализы');
    expect(mails[0].body).toContain(`/news/clinic-news/${draft.json.data.SLUG}`);
    expect((await publicItem('clinic-news', draft.json.data.SLUG)).status).toBe(200);

    await call(app, 'PUT', w(`/news/${id}`), { cookie: owner, body: { title: { ru: 'Скидка на анализы до пятницы' } } });
    await call(app, 'PUT', w(`/news/${id}`), { cookie: owner, body: { published: false } });
    await call(app, 'PUT', w(`/news/${id}`), { cookie: owner, body: { published: true } });
    // Its job (queued with the publication) finds it mailed already.
    await runPublishJob(id);
    expect(await mailsOf(id, patient.email!)).toHaveLength(1);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['news.create', 'news.update', 'news.publish', 'news.update', 'news.update', 'news.unpublish', 'news.update', 'news.publish']);

    // Created published, it mails at once too.
    const direct = await create(item({ published: true }));
    expect(await mailsOf(direct.json.data.ID, patient.email!)).toHaveLength(1);
  });

  it('a draft never public, published without a time, is dated now; published again after being public, it keeps its date', async () => {
    const written = new Date(Date.now() - 3 * 86_400_000);
    const draft = await create(item({ published_at: written.toISOString() }));
    const id = draft.json.data.ID;
    expect(new Date(draft.json.data.PUBLISHED_AT).getTime()).toBe(written.getTime());
    const before = Date.now();
    const published = await call(app, 'PUT', w(`/news/${id}`), { cookie: owner, body: { published: true } });
    const dated = new Date(published.json.data.PUBLISHED_AT).getTime();
    expect(dated).toBeGreaterThanOrEqual(before - 1000);
    expect(published.json.data.STATUS).toBe('published');
    await call(app, 'PUT', w(`/news/${id}`), { cookie: owner, body: { published: false } });
    const again = await call(app, 'PUT', w(`/news/${id}`), { cookie: owner, body: { published: true } });
    expect(new Date(again.json.data.PUBLISHED_AT).getTime()).toBe(dated);
    // A time sent with the publication is the one kept.
    const other = await create(item({ published_at: written.toISOString() }));
    const explicit = await call(app, 'PUT', w(`/news/${other.json.data.ID}`), { cookie: owner, body: { published: true, published_at: written.toISOString() } });
    expect(new Date(explicit.json.data.PUBLISHED_AT).getTime()).toBe(written.getTime());
  });

  it('a scheduled item stays off the site and unmailed until its time; its job, run then, mails once, and the site shows it', async () => {
    const patient = await subscriber();
    const at = new Date(Date.now() + 2 * 3600_000);
    const created = await create(item({ title: { ru: 'Новогодний график' }, published: true, published_at: at.toISOString() }));
    const { ID: id, SLUG: slug } = created.json.data;
    expect(created.json.data).toMatchObject({ STATUS: 'scheduled', PUBLISHED_AT: at.toISOString(), SUBSCRIBERS_NOTIFIED_AT: null });
    expect(await mailsOf(id)).toHaveLength(0);
    expect((await publicItem('clinic-news', slug)).status).toBe(404);
    expect((await publicPage('clinic-news')).news.map((row) => row.slug)).not.toContain(slug);

    // The job waits in pg-boss for the item's time.
    const jobs = await getDb().execute(sql`select start_after from pgboss.job where name = 'news.publish' and data->>'newsId' = ${String(id)} order by created_on desc`);
    expect(jobs.rows).toHaveLength(1);
    expect(new Date(jobs.rows[0].start_after as string).toISOString()).toBe(at.toISOString());

    // Run early (a job of an earlier time), it mails nobody.
    await runPublishJob(id);
    expect(await mailsOf(id)).toHaveLength(0);

    // Its time has come.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.getTime() + 1000));
    expect((await publicItem('clinic-news', slug)).status).toBe(200);
    expect((await publicPage('clinic-news')).news.map((row) => row.slug)).toContain(slug);
    await runPublishJob(id);
    await runPublishJob(id);
    expect(await mailsOf(id, patient.email!)).toHaveLength(1);
    const [row] = await getDb().select().from(s.news).where(eq(s.news.id, id));
    expect(row.subscribersNotifiedAt).not.toBeNull();
  });

  it('a scheduled item unpublished before its time mails nobody when its job runs; moved earlier, it gets a job of its new time', async () => {
    const patient = await subscriber();
    const at = new Date(Date.now() + 3600_000);
    const created = await create(item({ published: true, published_at: at.toISOString() }));
    const id = created.json.data.ID;
    await call(app, 'PUT', w(`/news/${id}`), { cookie: owner, body: { published: false } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.getTime() + 1000));
    await runPublishJob(id);
    expect(await mailsOf(id)).toHaveLength(0);
    vi.useRealTimers();

    const earlier = new Date(Date.now() + 600_000);
    await call(app, 'PUT', w(`/news/${id}`), { cookie: owner, body: { published: true, published_at: earlier.toISOString() } });
    const jobs = await getDb().execute(sql`select start_after from pgboss.job where name = 'news.publish' and data->>'newsId' = ${String(id)} order by created_on desc`);
    expect(new Date(jobs.rows[0].start_after as string).toISOString()).toBe(earlier.toISOString());
    // Moved to now, it is public and mailed at once.
    await call(app, 'PUT', w(`/news/${id}`), { cookie: owner, body: { published_at: new Date(Date.now() - 1000).toISOString() } });
    expect(await mailsOf(id, patient.email!)).toHaveLength(1);
  });

  it('reads a wall time without a zone as Almaty time', async () => {
    const created = await create(item({ published_at: '2026-03-08T09:30' }));
    expect(created.json.data.PUBLISHED_AT).toBe('2026-03-08T04:30:00.000Z');
    const day = await create(item({ published_at: '2026-03-08' }));
    expect(day.json.data.PUBLISHED_AT).toBe('2026-03-07T19:00:00.000Z');
  });

  it('lists the categories with their counts, and creates one that the site lists at once', async () => {
    const before = await call(app, 'GET', r('/news_categories'), { cookie: owner });
    expect(before.status).toBe(200);
    expect(before.json.data.map((c: { SLUG: string }) => c.SLUG)).toEqual(expect.arrayContaining(['clinic-news', 'health-tips']));
    expect(before.json.data.find((c: { SLUG: string }) => c.SLUG === 'clinic-news').NEWS_COUNT).toBeGreaterThan(0);

    const name = `Вакансии ${unique()}`;
    const created = await call(app, 'POST', w('/news_categories'), { cookie: owner, body: { name: { ru: name, en: 'Jobs' }, component: 'news-grid' } });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ NAME: { ru: name, en: 'Jobs' }, COMPONENT: 'news-grid', NEWS_COUNT: 0, POSITION: before.json.data.length });
    expect(created.json.data.SLUG).toMatch(/^vakansii-/);
    expect(created.json.data.INFORMATION_CODE).toBe(created.json.data.SLUG.toUpperCase().replace(/-/g, '_'));
    const site = await app.request('/api/front/en/v1/news/DEMO', { headers: apiHeaders() });
    expect(((await site.json()) as { categories: { slug: string; name: string }[] }).categories).toContainEqual(expect.objectContaining({ slug: created.json.data.SLUG, name: 'Jobs' }));

    const again = await call(app, 'POST', w('/news_categories', 'kk'), { cookie: owner, body: { name: { ru: name }, slug: created.json.data.SLUG } });
    expect(again.json.error).toMatchObject({ message: kk.BusinessErrors.invalid_input, fields: { slug: ['category_slug_taken'] } });
    expect((await call(app, 'POST', w('/news_categories'), { cookie: owner, body: { name: { en: 'Only English' } } })).json.error.fields).toEqual({ 'name.ru': ['required'] });
  });

  describe('editing the categories', () => {
    type WireCategory = { ID: number; SLUG: string; NAME: Record<string, string>; POSITION: number; COMPONENT: string; NEWS_COUNT: number };
    const categories = async () => (await call(app, 'GET', r('/news_categories'), { cookie: owner })).json.data as WireCategory[];
    const newCategory = async (ru: string) => (await call(app, 'POST', w('/news_categories'), { cookie: owner, body: { name: { ru } } })).json.data as WireCategory;
    const auditOf = async (action: string, targetId: number) =>
      getDb().select().from(s.auditLog).where(and(eq(s.auditLog.action, action), eq(s.auditLog.targetId, targetId)));
    const siteCategories = async (locale = 'ru') =>
      ((await (await app.request(`/api/front/${locale}/v1/news/DEMO`, { headers: apiHeaders() })).json()) as { categories: { slug: string; name: string }[] }).categories;

    it('a category is renamed and restyled, its address kept; the site shows the new name at once; audited', async () => {
      const category = await newCategory(`Акции ${unique()}`);
      const renamed = await call(app, 'PUT', w(`/news_categories/${category.ID}`), { cookie: owner, body: { name: { ru: 'Скидки и акции', en: 'Offers' }, component: 'news-grid', slug: 'ignored' } });
      expect(renamed.status).toBe(200);
      expect(renamed.json.data).toMatchObject({ ID: category.ID, SLUG: category.SLUG, NAME: { ru: 'Скидки и акции', en: 'Offers' }, COMPONENT: 'news-grid', POSITION: category.POSITION });
      expect(await siteCategories('en')).toContainEqual(expect.objectContaining({ slug: category.SLUG, name: 'Offers' }));
      expect(await auditOf('news_category.update', category.ID)).toHaveLength(1);
      // Russian stays required; a locale the clinic does not offer is refused by name.
      const noRussian = await call(app, 'PUT', w(`/news_categories/${category.ID}`, 'uz'), { cookie: owner, body: { name: { en: 'Offers' } } });
      expect(noRussian.status).toBe(400);
      expect(noRussian.json.error).toMatchObject({ message: uz.BusinessErrors.invalid_input, fields: { 'name.ru': ['required'] } });
    });

    it('an unknown category or another clinic\'s is 404 in the caller\'s language, and nothing changes', async () => {
      const [family] = await getDb()
        .select({ id: s.newsCategories.id, name: s.newsCategories.name })
        .from(s.newsCategories)
        .innerJoin(s.companies, eq(s.companies.id, s.newsCategories.companyId))
        .where(eq(s.companies.code, 'FAMILY'))
        .limit(1);
      for (const id of [family.id, 2_000_000_000]) {
        const put = await call(app, 'PUT', w(`/news_categories/${id}`, 'en'), { cookie: owner, body: { name: { ru: 'Захват' } } });
        expect([put.status, put.json.error.message]).toEqual([404, en.BusinessErrors.news_category_not_found]);
        expect((await call(app, 'DELETE', w(`/news_categories/${id}`), { cookie: owner })).status).toBe(404);
        expect((await call(app, 'POST', w(`/news_categories/${id}/move`), { cookie: owner, body: { direction: 'up' } })).status).toBe(404);
      }
      const [after] = await getDb().select({ name: s.newsCategories.name }).from(s.newsCategories).where(eq(s.newsCategories.id, family.id));
      expect(after.name).toEqual(family.name);
    });

    it('only an empty category is deleted: one with a draft is 409 news_category_not_empty and keeps it; the empty one leaves the site; audited', async () => {
      const category = await newCategory(`Архив ${unique()}`);
      const draft = await create(item({ category_id: category.ID }));
      const refused = await call(app, 'DELETE', w(`/news_categories/${category.ID}`, 'kk'), { cookie: owner });
      expect(refused.status).toBe(409);
      expect(refused.json.error).toMatchObject({ code: 'news_category_not_empty', message: kk.BusinessErrors.news_category_not_empty });
      expect((await categories()).find((c) => c.ID === category.ID)?.NEWS_COUNT).toBe(1);
      expect(await getDb().select().from(s.news).where(eq(s.news.id, draft.json.data.ID))).toHaveLength(1);

      expect((await call(app, 'DELETE', w(`/news/${draft.json.data.ID}`), { cookie: owner })).status).toBe(200);
      const deleted = await call(app, 'DELETE', w(`/news_categories/${category.ID}`), { cookie: owner });
      expect(deleted.status).toBe(200);
      expect((await categories()).map((c) => c.ID)).not.toContain(category.ID);
      expect((await siteCategories()).map((c) => c.slug)).not.toContain(category.SLUG);
      expect(await auditOf('news_category.delete', category.ID)).toEqual([expect.objectContaining({ details: { slug: category.SLUG } })]);
      expect((await call(app, 'DELETE', w(`/news_categories/${category.ID}`), { cookie: owner })).status).toBe(404);
    });

    it('an item saved into a category deleted meanwhile gets the category field error, not a 500', async () => {
      const category = await newCategory(`Удаляемая ${unique()}`);
      // Another editor's delete, not yet committed: it holds the category's row.
      const other = await getPool().connect();
      try {
        await other.query('BEGIN');
        await other.query('DELETE FROM news_categories WHERE id = $1', [category.ID]);
        const saving = create(item({ category_id: category.ID }));
        // The insert waits for the delete's row lock; the delete then commits.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.query('COMMIT');
        const answer = await saving;
        expect(answer.status).toBe(400);
        expect(answer.json.error.fields).toEqual({ category_id: ['news_category_not_found'] });
      } finally {
        other.release();
      }
    });

    it('moving a category swaps it with its neighbour and numbers the order anew, on the site too; the ends stay put, unaudited', async () => {
      const first = await newCategory(`Первая ${unique()}`);
      const second = await newCategory(`Вторая ${unique()}`);
      const up = await call(app, 'POST', w(`/news_categories/${second.ID}/move`), { cookie: owner, body: { direction: 'up' } });
      expect(up.status).toBe(200);
      const order = (up.json.data as WireCategory[]).map((c) => c.ID);
      expect(order.indexOf(second.ID)).toBe(order.indexOf(first.ID) - 1);
      expect((up.json.data as WireCategory[]).map((c) => c.POSITION)).toEqual(order.map((_, index) => index));
      const site = (await siteCategories()).map((c) => c.slug);
      expect(site.indexOf(second.SLUG)).toBe(site.indexOf(first.SLUG) - 1);
      expect(await auditOf('news_category.move', second.ID)).toEqual([expect.objectContaining({ details: { slug: second.SLUG, direction: 'up' } })]);

      // The last one moved down, and the first moved up, stay where they are.
      const last = order.at(-1)!;
      const down = await call(app, 'POST', w(`/news_categories/${last}/move`), { cookie: owner, body: { direction: 'down' } });
      expect((down.json.data as WireCategory[]).map((c) => c.ID)).toEqual(order);
      const top = await call(app, 'POST', w(`/news_categories/${order[0]}/move`), { cookie: owner, body: { direction: 'up' } });
      expect((top.json.data as WireCategory[]).map((c) => c.ID)).toEqual(order);
      expect(await auditOf('news_category.move', last)).toEqual([]);

      const sideways = await call(app, 'POST', w(`/news_categories/${first.ID}/move`, 'en'), { cookie: owner, body: { direction: 'left' } });
      expect(sideways.status).toBe(400);
      expect(sideways.json.error.fields).toEqual({ direction: ['invalid'] });
      // Tidy up: empty categories of this test leave.
      for (const id of [first.ID, second.ID]) expect((await call(app, 'DELETE', w(`/news_categories/${id}`), { cookie: owner })).status).toBe(200);
    });
  });

  describe('the news image', () => {
    const upload = (id: number, file: Blob, name: string, locale = 'ru') => {
      const form = new FormData();
      form.append('image', file, name);
      return app.request(w(`/news/${id}/image`, locale), { method: 'POST', body: form, headers: { ...multipartHeaders(form, [owner]), 'x-client-address': '10.255.0.9' } });
    };

    it('stores a photo as AVIF and WebP variants of at most 1600 px without metadata, served publicly; a new one replaces it; it can be removed', async () => {
      const created = await create(item({ published: true }));
      const id = created.json.data.ID;
      const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Artist: 'Пациент Иванов', Copyright: 'GPS 43.2389 76.8897' } } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const res = await upload(id, new Blob([new Uint8Array(jpeg)], { type: 'application/octet-stream' }), 'photo.bin');
      expect(res.status).toBe(200);
      const data = ((await res.json()) as { data: { IMAGE: string } }).data;
      expect(data.IMAGE).toMatch(/^\/api\/uploads\/media\/\d+\/[a-f0-9]{24}\/1600\.webp$/);

      const file = await app.request(data.IMAGE);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await file.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('GPS 43.2389'))).toBe(false);
      const avif = await app.request(data.IMAGE.replace('/1600.webp', '/640.avif'));
      expect(avif.headers.get('content-type')).toBe('image/avif');
      expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(640);
      // The public site lists it with its image.
      const page = await publicItem('clinic-news', created.json.data.SLUG);
      expect(((await page.json()) as { data: { image: string } }).data.image).toBe(data.IMAGE);

      const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
      const replaced = ((await (await upload(id, new Blob([new Uint8Array(small)]), 'small.png')).json()) as { data: { IMAGE: string } }).data;
      expect(replaced.IMAGE).not.toBe(data.IMAGE);
      // Never enlarged.
      expect(replaced.IMAGE).toMatch(/\/300\.webp$/);
      expect(await sharp(Buffer.from(await (await app.request(replaced.IMAGE)).arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 200, hasAlpha: true });
      // The replaced files stay for cached pages; their deletion waits in pg-boss (two days), every variant.
      const prefix = data.IMAGE.replace('/api/uploads/', '').replace('/1600.webp', '/');
      const deletion = await getDb().execute(sql`select start_after from pgboss.job where name = 'storage.delete' and data->>'key' like ${`${prefix}%`}`);
      expect(deletion.rows).toHaveLength(10);
      expect(new Date(deletion.rows[0].start_after as string).getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);

      const gone = await call(app, 'DELETE', w(`/news/${id}/image`), { cookie: owner });
      expect(gone.status).toBe(200);
      expect(gone.json.data.IMAGE).toBeNull();
      expect((await auditOf(id)).filter((entry) => entry.action === 'news.image')).toHaveLength(3);
    });

    it('refuses a text file named photo.png (400, in the caller\'s language), a file too large (413), and a body that is not multipart (415)', async () => {
      const id = (await create(item())).json.data.ID;
      const text = await upload(id, new Blob(['это не картинка'], { type: 'image/png' }), 'photo.png', 'kk');
      expect(text.status).toBe(400);
      expect(await text.json()).toMatchObject({ error: { code: 'invalid_image', message: kk.BusinessErrors.invalid_image, fields: { image: ['not_an_image'] } } });
      const big = await upload(id, new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'big.jpg', 'en');
      expect(big.status).toBe(413);
      expect(((await big.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'file_too_large', message: en.BusinessErrors.file_too_large.replace('{max}', '10') });
      const json = await call(app, 'POST', w(`/news/${id}/image`), { cookie: owner, body: { image: 'x' } });
      expect(json.status).toBe(415);
      expect(json.json.error.code).toBe('multipart_required');
      const [row] = await getDb().select({ image: s.news.image }).from(s.news).where(eq(s.news.id, id));
      expect(row.image).toBeNull();
    });
  });

  it('news of one company are not another\'s: an item of DEMO is 404 through FAMILY\'s path', async () => {
    const id = (await create(item())).json.data.ID;
    const other = await call(app, 'GET', `/api/business-api-front2/ru/FAMILY/0/business/news/${id}`, { cookie: owner });
    expect(other.status).toBe(404);
    const [latest] = await getDb().select({ id: s.news.id }).from(s.news).orderBy(desc(s.news.id)).limit(1);
    expect(latest.id).toBeGreaterThanOrEqual(id);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { BASIC } from '../helpers/api';

const app = createApiApp();
const API = '/api/front';

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`${API}${path}`, { headers: { authorization: BASIC, accept: 'application/json', ...headers } });
  return { status: res.status, body: await res.json() };
}

type Summary = { slug: string; publishedAt: string; link: string };
const isNewestFirst = (dates: string[]) => dates.every((date, i) => i === 0 || Date.parse(dates[i - 1]) >= Date.parse(date));

describe('news, materials, gallery and director API (front prefix)', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  afterAll(async () => {
    await closeDb();
  });

  it('GET /news/{COMPANY_CODE}: categories in front order, with front settings and their latest items', async () => {
    const { status, body } = await get('/ru/v1/news/DEMO');
    expect(status).toBe(200);
    expect(body.COMPANY_CODE).toBe('DEMO');
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual(['clinic-news', 'health-tips', 'promotions']);
    const [clinic] = body.categories;
    expect(clinic).toMatchObject({ INFORMATION_CODE: 'CLINIC_NEWS', name: 'Новости клиники', total: 15 });
    expect(clinic.front).toEqual({ slug: 'clinic-news', order: 0, component: 'news-list', props: {}, baseCategoryUrl: '/l/demo-clinic/news/clinic-news' });
    expect(clinic.news).toHaveLength(3);
    expect(isNewestFirst(clinic.news.map((n: Summary) => n.publishedAt))).toBe(true);
    expect(clinic.news[0].link).toBe(`/l/demo-clinic/news/clinic-news/${clinic.news[0].slug}`);
  });

  it('front links are root-relative for a caller on the company’s own host (SPEC 2.4), in the asked locale', async () => {
    const { body } = await get('/kk/v1/news/DEMO', { 'x-external-domain': 'demo-clinic.localhost' });
    expect(body.categories[0].front.baseCategoryUrl).toBe('/kk/news/clinic-news');
    expect(body.categories[0].name).toBe('Клиника жаңалықтары');
  });

  it('GET /news/{COMPANY_CODE}/{category}: 12 per page, newest first, the last page holds the rest', async () => {
    const first = await get('/ru/v1/news/DEMO/clinic-news');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageCount: 2, pageSize: 12, total: 15 });
    expect(first.body.category.front.slug).toBe('clinic-news');
    expect(first.body.news).toHaveLength(12);
    const second = await get('/ru/v1/news/DEMO/clinic-news?page=2');
    expect(second.status).toBe(200);
    expect(second.body.news).toHaveLength(3);
    const all = [...first.body.news, ...second.body.news] as Summary[];
    expect(new Set(all.map((n) => n.slug)).size).toBe(15);
    expect(isNewestFirst(all.map((n) => n.publishedAt))).toBe(true);
  });

  it('a page past the end is a 404 JSON error', async () => {
    for (const page of ['3', '999999999']) {
      const { status, body } = await get(`/ru/v1/news/DEMO/clinic-news?page=${page}`);
      expect(status, page).toBe(404);
      expect(body.error.code).toBe('page_not_found');
    }
    expect((await get('/ru/v1/news/DEMO/health-tips?page=2')).status).toBe(404);
  });

  it('a page that is not a positive integer is a 400 naming the field', async () => {
    for (const page of ['0', '-1', 'abc', '1e9', '1.5', '02', '', '%3Cscript%3E']) {
      const { status, body } = await get(`/ru/v1/news/DEMO/clinic-news?page=${page}`);
      expect(status, page).toBe(400);
      expect(body.error.fields.page).toBeTruthy();
    }
    expect((await get(`/ru/v1/news/DEMO/clinic-news?page=${'9'.repeat(100)}`)).status).toBe(400);
  });

  it('GET /news/{COMPANY_CODE}/{category}/{item}: the item with its plain-text body', async () => {
    const { status, body } = await get('/en/v1/news/DEMO/clinic-news/new-mri-scanner');
    expect(status).toBe(200);
    expect(body.category.slug).toBe('clinic-news');
    expect(body.data).toMatchObject({ slug: 'new-mri-scanner', title: 'A new MRI scanner is now in service', link: '/en/l/demo-clinic/news/clinic-news/new-mri-scanner' });
    expect(body.data.body.split('\n\n').length).toBeGreaterThanOrEqual(2);
  });

  it('unknown companies, categories and items are 404s', async () => {
    for (const path of [
      '/ru/v1/news/NOPE',
      '/ru/v1/news/DEMO/no-such-category',
      '/ru/v1/news/DEMO/no-such-category?page=2',
      '/ru/v1/news/DEMO/clinic-news/no-such-item',
      // The item exists, but in another category.
      '/ru/v1/news/DEMO/promotions/new-mri-scanner',
      '/ru/v1/news/DEMO/%3Cscript%3E',
      '/ru/v1/materials/DEMO/no-such-material',
      '/ru/v1/materials/NOPE/price-list',
      '/ru/v1/gallery/NOPE',
      '/ru/v1/medical-director/NOPE',
      '/de/v1/news/DEMO',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body.error.code, path).toBeTruthy();
    }
  });

  it('a company that does not offer the locale is not found (family-med has no English)', async () => {
    expect((await get('/en/v1/news/FAMILY')).status).toBe(404);
    expect((await get('/kk/v1/news/FAMILY')).status).toBe(200);
  });

  it('1 MB path segments are refused with 400 or 404, never a 500', async () => {
    const huge = 'a'.repeat(1_000_000);
    for (const path of [
      `/ru/v1/news/${huge}`,
      `/ru/v1/news/DEMO/${huge}`,
      `/ru/v1/news/DEMO/clinic-news/${huge}`,
      `/ru/v1/news/DEMO/clinic-news?page=${huge}`,
      `/ru/v1/materials/DEMO/${huge}`,
      `/ru/v1/gallery/${huge}`,
      `/ru/v1/medical-director/${huge}`,
    ]) {
      const { status } = await get(path);
      expect([400, 404], path.slice(0, 60)).toContain(status);
    }
  });

  it('GET /materials/{COMPANY_CODE}/{code}: the alias materials exist in every language of the demo clinic', async () => {
    const expected: Record<string, string[]> = {
      'state-symbols': ['Государственные символы Республики Казахстан', 'Қазақстан Республикасының мемлекеттік рәміздері', 'Qozogʻiston Respublikasining davlat ramzlari', 'State symbols of the Republic of Kazakhstan'],
      gobmp: ['Гарантированный объём бесплатной медицинской помощи (ГОБМП)', 'Тегін медициналық көмектің кепілдік берілген көлемі (ТМККК)', 'Bepul tibbiy yordamning kafolatlangan hajmi', 'Guaranteed volume of free medical care (GOBMP)'],
      osms: ['Обязательное социальное медицинское страхование (ОСМС)', 'Міндетті әлеуметтік медициналық сақтандыру (МӘМС)', 'Majburiy ijtimoiy tibbiy sugʻurta', 'Compulsory social health insurance (OSMS)'],
    };
    for (const [code, titles] of Object.entries(expected)) {
      for (const [index, locale] of ['ru', 'kk', 'uz', 'en'].entries()) {
        const { status, body } = await get(`/${locale}/v1/materials/DEMO/${code}`);
        expect(status, `${locale} ${code}`).toBe(200);
        expect(body.data.title).toBe(titles[index]);
        expect(body.data.body.split('\n\n').length).toBeGreaterThanOrEqual(4);
      }
    }
    // family-med has none of them: its pages are 404s.
    expect((await get('/ru/v1/materials/FAMILY/state-symbols')).status).toBe(404);
    expect((await get('/kk/v1/materials/FAMILY/vaccination-calendar')).status).toBe(200);
  });

  it('GET /gallery/{COMPANY_CODE}: albums in order with sized photos and captions in the locale', async () => {
    const { status, body } = await get('/kk/v1/gallery/DEMO');
    expect(status).toBe(200);
    expect(body.albums.map((a: { title: string }) => a.title)).toEqual(['Клиниканың интерьері', 'Дәрігерлер кабинеттері', 'Диагностика']);
    expect(body.albums[0].photos[0]).toEqual({ src: '/demo/demo-clinic/gallery/reception.svg', width: 1200, height: 800, caption: 'Бірінші қабаттағы тіркеу бөлімі' });
  });

  it('GET /medical-director/{COMPANY_CODE}: posts newest first', async () => {
    const { status, body } = await get('/ru/v1/medical-director/DEMO');
    expect(status).toBe(200);
    expect(body.posts.length).toBeGreaterThanOrEqual(3);
    expect(isNewestFirst(body.posts.map((p: { publishedAt: string }) => p.publishedAt))).toBe(true);
    expect((await get('/ru/v1/medical-director/FAMILY')).body.posts).toEqual([]);
  });

  it('describes every content call in /api/openapi.json', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    for (const path of [
      '/api/front/{locale}/v1/news/{code}',
      '/api/front/{locale}/v1/news/{code}/{category}',
      '/api/front/{locale}/v1/news/{code}/{category}/{item}',
      '/api/front/{locale}/v1/materials/{code}/{material}',
      '/api/front/{locale}/v1/gallery/{code}',
      '/api/front/{locale}/v1/medical-director/{code}',
    ]) {
      expect(doc.paths[path]?.get, path).toBeTruthy();
    }
  });

  it('every content call needs Basic authorization', async () => {
    const res = await app.request(`${API}/ru/v1/news/DEMO`);
    expect(res.status).toBe(401);
  });
});

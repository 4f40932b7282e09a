import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { BASIC } from '../helpers/api';

const app = createApiApp();
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { authorization: BASIC, accept: 'application/json', ...headers } });

type Summary = { SLUG: string; FULL_NAME: string; SPECIALTY: string; SPECIALTY_KEY: string; PHOTO: string | null; EXPERIENCE_YEARS: number; LANGUAGES: string[]; LINK: string };

describe('specialists API: GET /front/v1/specialists/{COMPANY_CODE}[/{slug}]', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  afterAll(async () => {
    await closeDb();
  });

  it('lists the published specialists in the clinic’s order with photo, specialty, experience, languages and link', async () => {
    const res = await get('/api/front/ru/v1/specialists/DEMO');
    expect(res.status).toBe(200);
    const { COMPANY_CODE, data } = (await res.json()) as { COMPANY_CODE: string; data: Summary[] };
    expect(COMPANY_CODE).toBe('DEMO');
    expect(data.length).toBe(9);
    expect(data[0]).toEqual({
      SLUG: 'aigerim-seitkali',
      FULL_NAME: 'Сейткали Айгерим Нурлановна',
      SPECIALTY: 'Врач-терапевт',
      SPECIALTY_KEY: 'vrach-terapevt',
      PHOTO: '/demo/demo-clinic/specialists/aigerim-seitkali.svg',
      EXPERIENCE_YEARS: 12,
      LANGUAGES: ['ru', 'kk', 'en'],
      LINK: '/l/demo-clinic/specialists/aigerim-seitkali',
    });
  });

  it('gives names and specialties in the requested locale, with locale-prefixed links', async () => {
    const { data } = (await (await get('/api/front/kk/v1/specialists/DEMO')).json()) as { data: Summary[] };
    expect(data[0]).toMatchObject({ FULL_NAME: 'Сейтқали Әйгерім Нұрланқызы', SPECIALTY: 'Терапевт дәрігер', SPECIALTY_KEY: 'vrach-terapevt', LINK: '/kk/l/demo-clinic/specialists/aigerim-seitkali' });
  });

  it('builds root-relative links for a caller on the company’s own host', async () => {
    const { data } = (await (await get('/api/front/ru/v1/specialists/DEMO', { 'x-external-domain': 'demo-clinic.localhost' })).json()) as { data: Summary[] };
    expect(data.every((s) => s.LINK === `/specialists/${s.SLUG}`)).toBe(true);
  });

  it('filters by specialty key', async () => {
    const { data } = (await (await get('/api/front/en/v1/specialists/DEMO?specialty=vrach-kardiolog')).json()) as { data: Summary[] };
    expect(data.map((s) => s.SLUG)).toEqual(['dmitriy-volkov']);
    expect(data[0].SPECIALTY).toBe('Cardiologist');
  });

  it('returns one specialist with education, services, schedule and the published reviews’ summary', async () => {
    const res = await get('/api/front/ru/v1/specialists/DEMO/gulnara-omarova');
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.EDUCATION).toContain('Западно-Казахстанский');
    expect(data.SERVICES.length).toBeGreaterThan(1);
    expect(data.SCHEDULE.length).toBeGreaterThan(0);
    expect(data.BIO).toBeTruthy();
    // Two published reviews (5 and 4); pending and rejected ones do not count.
    expect(data.REVIEWS_COUNT).toBe(2);
    expect(data.AVERAGE_RATING).toBe(4.5);
    expect(data.REVIEWS_LINK).toBe('/l/demo-clinic/specialists/gulnara-omarova/reviews');
  });

  it('does not count a specialist’s pending reviews', async () => {
    const { data } = await (await get('/api/front/ru/v1/specialists/DEMO/yerlan-bekov')).json();
    expect(data.REVIEWS_COUNT).toBe(0);
    expect(data.AVERAGE_RATING).toBeNull();
  });

  it('answers 404 for an unknown specialist, another clinic’s specialist and a slug with markup', async () => {
    for (const slug of ['no-such-doctor', 'zhanar-tulegenova', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'UPPER']) {
      const res = await get(`/api/front/ru/v1/specialists/DEMO/${slug}`);
      expect(res.status, slug).toBe(404);
      expect((await res.json()).error.code).toBe('specialist_not_found');
    }
  });

  it('answers 404 for an unknown company, a locale the company does not offer and an unknown locale', async () => {
    for (const path of ['/api/front/ru/v1/specialists/NOPE', '/api/front/en/v1/specialists/FAMILY', '/api/front/de/v1/specialists/DEMO', '/api/front/ru/v1/specialists/NOPE/dmitriy-volkov']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.code).toBeTruthy();
    }
  });

  it('answers 400 with field errors for 1 MB values in the path and the query, never a 500', async () => {
    const huge = 'a'.repeat(1_000_000);
    const cases: [string, string][] = [
      [`/api/front/ru/v1/specialists/${huge}`, 'code'],
      [`/api/front/ru/v1/specialists/DEMO/${huge}`, 'slug'],
      [`/api/front/ru/v1/specialists/DEMO?specialty=${huge}`, 'specialty'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect(res.status, field).toBe(400);
      expect((await res.json()).error.fields[field], field).toBeTruthy();
    }
  });

  it('answers 401 without Basic authorization', async () => {
    const res = await app.request('/api/front/ru/v1/specialists/DEMO');
    expect(res.status).toBe(401);
  });

  it('describes both calls in /api/openapi.json', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/front/{locale}/v1/specialists/{code}', '/api/front/{locale}/v1/specialists/{code}/{slug}']));
  });
});

import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDirectorPosts } from '@/lib/content/director/queries';
import { listGallery } from '@/lib/content/gallery/queries';
import { findMaterial } from '@/lib/content/materials/queries';
import { findNewsItem, listNewsCategories, listNewsPage } from '@/lib/content/news/queries';
import { listPublishedReviews } from '@/lib/content/reviews/queries';
import { findSpecialist, listSpecialists } from '@/lib/content/specialists/queries';
import { closeDb, getPool } from '@/lib/db/client';
import { listMenuItems } from '@/lib/menu/queries';
import { CITY_KEYS } from '@/lib/db/directory/cities';
import { SPECIALTY_KEYS } from '@/lib/db/directory/specialties';
import { copyCode, copyDomain, copySlug, deleteClinicCopies, seedClinicCopies } from '@/lib/seed/clinic-copies';
import { listSitemapRows } from '@/lib/seo/queries';
import { findCompanyByCode, findCompanyCode } from '@/lib/tenants/queries';
import { lookupTenant } from '@/lib/tenants/tenant-lookup';

/*
 * Issue 21: copies of the demo clinic, made in bulk SQL for the scale bench and the query-plan
 * test. Each copy is a whole clinic: its rows point at its own rows, its public reads work, and a
 * second run with a larger count only adds the missing copies.
 */

const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await getPool().query<T>(text, values)).rows;

/** Rows per copy of the tables copied, and the demo's own counts. */
async function countsOf(code: string) {
  const [row] = await query<Record<string, number>>(
    `SELECT
       (SELECT count(*)::int FROM menu_items WHERE company_id = c.id) AS menu,
       (SELECT count(*)::int FROM specialists WHERE company_id = c.id) AS specialists,
       (SELECT count(*)::int FROM news WHERE company_id = c.id) AS news,
       (SELECT count(*)::int FROM news_categories WHERE company_id = c.id) AS categories,
       (SELECT count(*)::int FROM gallery_albums WHERE company_id = c.id) AS albums,
       (SELECT count(*)::int FROM gallery_photos p JOIN gallery_albums a ON a.id = p.album_id WHERE a.company_id = c.id) AS photos,
       (SELECT count(*)::int FROM materials WHERE company_id = c.id) AS materials,
       (SELECT count(*)::int FROM director_posts WHERE company_id = c.id) AS posts,
       (SELECT count(*)::int FROM cabinets WHERE company_id = c.id) AS cabinets,
       (SELECT count(*)::int FROM reviews WHERE company_id = c.id) AS reviews
     FROM companies c WHERE c.code = $1`,
    [code],
  );
  return row;
}

beforeAll(async () => {
  await deleteClinicCopies();
}, 60_000);

afterAll(async () => {
  await deleteClinicCopies();
  await closeDb();
}, 60_000);

describe('seedClinicCopies', () => {
  it('adds the missing copies only: 30, then 50 adds 20, then 50 again adds none', async () => {
    expect(await seedClinicCopies(30, { batchSize: 16 })).toMatchObject({ created: 30, total: 30 });
    expect(await seedClinicCopies(50)).toMatchObject({ created: 20, total: 50 });
    expect(await seedClinicCopies(50)).toMatchObject({ created: 0, total: 50 });
    const [{ copies }] = await query<{ copies: number }>(`SELECT count(*)::int AS copies FROM companies WHERE slug LIKE 'copy-%'`);
    expect(copies).toBe(50);
  }, 120_000);

  it('gives every copy the demo content: the same menu, news, gallery, materials, posts and cabinets, a subset of its doctors', async () => {
    const demo = await countsOf('DEMO');
    for (const n of [1, 17, 42]) {
      const copy = await countsOf(copyCode(n));
      expect(copy).toMatchObject({ menu: demo.menu, news: demo.news, categories: demo.categories, albums: demo.albums, photos: demo.photos, materials: demo.materials, posts: demo.posts, cabinets: demo.cabinets });
      expect(copy.specialists).toBeGreaterThan(0);
      expect(copy.specialists).toBeLessThanOrEqual(demo.specialists);
      expect(copy.reviews).toBeGreaterThan(0);
    }
    // Across copies the doctors differ, so the copies differ in specialties.
    const sets = await query<{ specialties: string[] }>(`SELECT DISTINCT specialties FROM companies WHERE slug LIKE 'copy-%'`);
    expect(sets.length).toBeGreaterThan(3);
  });

  it('points every copied row at rows of its own copy', async () => {
    const strays = await query<{ what: string; count: number }>(
      `SELECT 'menu parent' AS what, count(*)::int AS count FROM menu_items i JOIN menu_items p ON p.id = i.parent_id WHERE p.company_id <> i.company_id
       UNION ALL SELECT 'news category', count(*)::int FROM news n JOIN news_categories c ON c.id = n.category_id WHERE c.company_id <> n.company_id
       UNION ALL SELECT 'review doctor', count(*)::int FROM reviews r JOIN specialists s ON s.id = r.specialist_id WHERE s.company_id <> r.company_id`,
    );
    expect(strays.filter((row) => row.count > 0)).toEqual([]);
    // Submenus survive: the copy has as many nested items as the demo.
    const [nested] = await query<{ demo: number; copy: number }>(
      `SELECT (SELECT count(*)::int FROM menu_items i JOIN companies c ON c.id = i.company_id WHERE c.code = 'DEMO' AND i.parent_id IS NOT NULL) AS demo,
              (SELECT count(*)::int FROM menu_items i JOIN companies c ON c.id = i.company_id WHERE c.code = $1 AND i.parent_id IS NOT NULL) AS copy`,
      [copyCode(5)],
    );
    expect(nested.copy).toBe(nested.demo);
  });

  it('names every copy differently in each of its languages, with a city of the directory', async () => {
    const [names] = await query<{ ru: number; kk: number; uz: number; en: number; total: number; cities: number; without: number }>(
      `SELECT count(DISTINCT name->>'ru')::int AS ru, count(DISTINCT name->>'kk')::int AS kk, count(DISTINCT name->>'uz')::int AS uz,
              count(DISTINCT name->>'en')::int AS en, count(*)::int AS total, count(DISTINCT city)::int AS cities, count(*) FILTER (WHERE city IS NULL)::int AS without
       FROM companies WHERE slug LIKE 'copy-%'`,
    );
    expect(names.ru).toBe(50);
    const [withKk] = await query<{ kk: number; uz: number; en: number }>(
      `SELECT count(name->>'kk')::int AS kk, count(name->>'uz')::int AS uz, count(name->>'en')::int AS en FROM companies WHERE slug LIKE 'copy-%'`,
    );
    expect(names).toMatchObject({ kk: withKk.kk, uz: withKk.uz, en: withKk.en, without: 0 });
    expect(withKk.kk).toBeGreaterThan(0);
    expect(withKk.uz).toBeGreaterThan(0);
    expect(names.cities).toBeGreaterThanOrEqual(8);
    const cities = await query<{ city: string }>(`SELECT DISTINCT city FROM companies WHERE slug LIKE 'copy-%'`);
    for (const { city } of cities) expect(CITY_KEYS).toContain(city);
    const specialties = await query<{ key: string }>(`SELECT DISTINCT unnest(specialties) AS key FROM companies WHERE slug LIKE 'copy-%'`);
    expect(specialties.length).toBeGreaterThanOrEqual(6);
    for (const { key } of specialties) expect(SPECIALTY_KEYS).toContain(key);
  });

  it('serves a copy through the public reads: by slug, by its verified domain, and every section', async () => {
    expect(await findCompanyCode(copySlug(20))).toBe(copyCode(20));
    expect(await findCompanyCode(copyDomain(20))).toBe(copyCode(20));
    expect(await findCompanyCode(copyDomain(21))).toBeNull();
    expect(await lookupTenant('host', copyDomain(30))).toMatchObject({ code: copyCode(30), slug: copySlug(30) });
    const tenant = await lookupTenant('slug', copySlug(21));
    expect(tenant).toMatchObject({ code: copyCode(21), status: 'online' });
    expect(tenant?.locales).toContain('ru');

    const company = (await findCompanyByCode(copyCode(20)))!;
    expect(company.slug).toBe(copySlug(20));
    expect(company.domains).toEqual([copyDomain(20)]);
    expect(company.name.ru).toMatch(/№20$/);

    const specialists = await listSpecialists(company.id);
    expect(specialists.length).toBeGreaterThan(0);
    const doctor = await findSpecialist(company.id, specialists[0].slug);
    expect(doctor?.fullName).toEqual(specialists[0].fullName);

    const categories = await listNewsCategories(company.id);
    expect(categories.length).toBeGreaterThan(0);
    const page = await listNewsPage(categories[0].id, 0, 12);
    expect(page.total).toBeGreaterThan(0);
    expect((await findNewsItem(categories[0].id, page.items[0].slug))?.title).toEqual(page.items[0].title);

    const gallery = await listGallery(company.id);
    expect(gallery.length).toBeGreaterThan(0);
    expect(gallery[0].photos.length).toBeGreaterThan(0);
    expect((await listMenuItems(company.id)).length).toBeGreaterThan(0);
    expect((await listPublishedReviews({ companyId: company.id }, 0, 20)).total).toBeGreaterThan(0);
    expect((await listDirectorPosts(company.id)).length).toBeGreaterThan(0);
    const sitemap = await listSitemapRows(company.id);
    const demo = (await findCompanyByCode('DEMO'))!;
    expect(sitemap.news.length).toBe((await listSitemapRows(demo.id)).news.length);
    expect(sitemap.specialists.map((s) => s.slug)).toEqual(specialists.map((s) => s.slug));
    const [{ code }] = await query<{ code: string }>(`SELECT code FROM materials WHERE company_id = $1 ORDER BY code LIMIT 1`, [company.id]);
    expect((await findMaterial(company.id, code))?.code).toBe(code);
  });

  it('keeps the demo clinic itself untouched', async () => {
    expect(await findCompanyCode('demo-clinic')).toBe('DEMO');
    const [{ copies }] = await query<{ copies: number }>(`SELECT count(*)::int AS copies FROM companies WHERE code = 'DEMO'`);
    expect(copies).toBe(1);
  });
});

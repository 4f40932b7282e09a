import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDirectorPosts } from '@/lib/content/director/queries';
import { listGallery } from '@/lib/content/gallery/queries';
import { findMaterial } from '@/lib/content/materials/queries';
import { findNewsCategory, findNewsItem, listNewsCategories, listNewsPage } from '@/lib/content/news/queries';
import { listPublishedReviews } from '@/lib/content/reviews/queries';
import { findSpecialist, listSpecialistRatings, listSpecialists } from '@/lib/content/specialists/queries';
import { closeDb, getPool } from '@/lib/db/client';
import { listMenuItems } from '@/lib/menu/queries';
import { getExampleClinic, listDirectoryFacets, searchClinics } from '@/lib/platform/queries';
import { findRedirect } from '@/lib/redirects/queries';
import { makeUser } from '../helpers/business';
import { copyCode, copyDomain, copySlug, deleteClinicCopies, seedClinicCopies } from '@/lib/seed/clinic-copies';
import { listSitemapRows } from '@/lib/seo/queries';
import { findCompanyByCode, findCompanyCode } from '@/lib/tenants/queries';
import { findNextPublication } from '@/lib/tenants/schedule';
import { mayServeHost } from '@/lib/tenants/served-domains';
import { lookupTenant } from '@/lib/tenants/tenant-lookup';

/*
 * Issue 21: every query a public page or the proxy runs uses an index on the tables that grow
 * with the number of clinics. A few thousand copies of the demo clinic are seeded and analysed;
 * the SQL of every public read for one copy is recorded as it goes through the pg pool (text and
 * parameters, exactly as the app sends it), and each is planned with EXPLAIN: a sequential scan
 * of a growing table fails the test, naming the read and the query.
 */

const COPIES = 2000;
/** The copy whose pages are read: it has a verified custom domain (every tenth copy has). */
const N = 1230;

/** Tables with rows per clinic (what a platform of 10,000 clinics multiplies). Small fixed tables may be scanned. */
const GROWING = [
  'companies',
  'company_domains',
  'menu_items',
  'redirects',
  'specialists',
  'reviews',
  'news_categories',
  'news',
  'gallery_albums',
  'gallery_photos',
  'materials',
  'director_posts',
  'cabinets',
  'business_accounts',
];
/** Any other table this large is growing too, whatever its name. */
const LARGE_ROWS = 5000;

type Recorded = { read: string; text: string; values: unknown[] };
const recorded: Recorded[] = [];
let current = '';

/** Records every query of the pool while `read` runs, under its name. */
async function record(read: string, run: () => Promise<unknown>): Promise<void> {
  current = read;
  try {
    await run();
  } finally {
    current = '';
  }
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Index Cond'?: string; 'Plan Rows': number; Plans?: PlanNode[] };

const sizes = new Map<string, number>();
/** Each index's table and first column: an Index Cond that leaves the first column free reads the whole index. */
const indexes = new Map<string, { table: string; leading: string | null }>();
const isGrowing = (table: string) => GROWING.includes(table) || (sizes.get(table) ?? 0) >= LARGE_ROWS;
/**
 * A scan keeping this share of a table's rows or more may read it all: the filter itself is not
 * selective (every online clinic; the 70 % of the copies that have a paediatrician), and a
 * sequential read is the right plan. A missing index shows as a scan that keeps a few rows of many.
 */
const UNSELECTIVE = 0.2;

/**
 * The growing tables a plan reads whole to keep a few rows: a Seq Scan, or an index scan (plain,
 * index-only or bitmap) whose Index Cond leaves the index's first column free (none at all, or
 * `published_at > now()` on an index of (category_id, published_at)), outside a LIMIT that stops it early.
 */
function wholeScans(node: PlanNode, underLimit = false, out: string[] = []): string[] {
  const kind = node['Node Type'];
  const index = node['Index Name'] ? indexes.get(node['Index Name']) : undefined;
  const table = node['Relation Name'] ?? index?.table;
  const condition = node['Index Cond'] ?? '';
  const leadingFree = index !== undefined && (index.leading === null ? !condition : !new RegExp(`\\b${index.leading}\\b`).test(condition));
  const whole = kind === 'Seq Scan' || (['Index Scan', 'Index Only Scan', 'Bitmap Index Scan'].includes(kind) && leadingFree && !underLimit);
  if (table && whole && isGrowing(table) && node['Plan Rows'] < UNSELECTIVE * Math.max(1, sizes.get(table) ?? 0)) out.push(`${kind}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} on ${table}`);
  for (const child of node.Plans ?? []) wholeScans(child, underLimit || kind === 'Limit', out);
  return out;
}

/** The growing tables a query reads whole, planned on `client` (another connection may hold a dropped index's transaction). */
async function scannedTables(client: pg.PoolClient | pg.Pool, query: Pick<Recorded, 'text' | 'values'>): Promise<string[]> {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({ text: `EXPLAIN (FORMAT JSON) ${query.text}`, values: query.values });
  return wholeScans(rows[0]['QUERY PLAN'][0].Plan);
}

let restore: (() => void) | undefined;

beforeAll(async () => {
  // Every copy with a domain (a custom domain per clinic is what a grown platform has), and an old
  // address redirected, so company_domains and redirects grow as the other tables do.
  await seedClinicCopies(COPIES, { domainEvery: 1 });
  await getPool().query(`INSERT INTO redirects (company_id, from_path, to_url) SELECT id, '/o-klinike', '/about' FROM companies c WHERE slug LIKE 'copy-%' AND NOT EXISTS (SELECT 1 FROM redirects r WHERE r.company_id = c.id)`);
  // Every clinic has its staff: an owner per copy, so business_accounts grows with the clinics
  // (the issues e-mail read with every company comes from it).
  const owner = await makeUser('query-plans-owner');
  await getPool().query(
    `INSERT INTO business_accounts (user_id, company_id, email_for_issues, is_owner) SELECT $1, id, 'owner@' || slug || '.clinic.test', true FROM companies c WHERE slug LIKE 'copy-%' AND NOT EXISTS (SELECT 1 FROM business_accounts b WHERE b.company_id = c.id)`,
    [owner.id],
  );
  // The visibility map, so the planner may take index-only scans as it would on a live database.
  await getPool().query('VACUUM ANALYZE companies, specialists, news, company_domains, redirects, business_accounts');
  const { rows } = await getPool().query<{ relname: string; rows: number }>(`SELECT relname, reltuples::int AS rows FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`);
  for (const row of rows) sizes.set(row.relname, row.rows);
  const { rows: indexRows } = await getPool().query<{ name: string; table: string; leading: string | null }>(
    `SELECT i.relname AS name, t.relname AS "table", a.attname AS leading FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = x.indkey[0]
     WHERE t.relnamespace = 'public'::regnamespace`,
  );
  for (const row of indexRows) indexes.set(row.name, { table: row.table, leading: row.leading });

  const pool = getPool();
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (current) {
      const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      const text = typeof config === 'string' ? config : config.text;
      recorded.push({ read: current, text, values: (Array.isArray(values) ? values : typeof config === 'object' ? config.values : undefined) ?? [] });
    }
    return original(...args);
  };
  restore = () => {
    (pool as unknown as { query: typeof original }).query = original;
  };

  const slug = copySlug(N);
  const host = copyDomain(N);
  await record('proxy: tenant by slug', () => lookupTenant('slug', slug));
  await record('proxy: tenant by host', () => lookupTenant('host', host));
  await record('tls ask: may serve host', () => mayServeHost(host));
  await record('site param: company code by slug', () => findCompanyCode(slug));
  await record('site param: company code by host', () => findCompanyCode(host));
  const company = (await findCompanyByCode(copyCode(N)))!;
  await record('company by code', () => findCompanyByCode(copyCode(N)));
  await record('menu', () => listMenuItems(company.id));
  await record('redirect of a path', () => findRedirect(company.id, '/about'));
  await record('home, doctors: specialists', () => listSpecialists(company.id));
  await record('home, doctors: ratings', () => listSpecialistRatings(company.id));
  const specialists = await listSpecialists(company.id);
  await record('a doctor', () => findSpecialist(company.id, specialists[0].slug));
  await record('reviews', () => listPublishedReviews({ companyId: company.id }, 0, 20));
  await record('a doctor’s reviews', () => listPublishedReviews({ companyId: company.id, specialistId: specialists[0].id }, 0, 20));
  const categories = await listNewsCategories(company.id);
  await record('news categories', () => listNewsCategories(company.id));
  await record('news category', () => findNewsCategory(company.id, categories[0].slug));
  const page = await listNewsPage(categories[0].id, 0, 12);
  await record('news list', () => listNewsPage(categories[0].id, 0, 12));
  await record('news item', () => findNewsItem(categories[0].id, page.items[0].slug));
  await record('next scheduled news item', () => findNextPublication(company.id));
  await record('gallery', () => listGallery(company.id));
  const [{ code }] = (await getPool().query<{ code: string }>('SELECT code FROM materials WHERE company_id = $1 LIMIT 1', [company.id])).rows;
  await record('material page', () => findMaterial(company.id, code));
  await record('medical director’s posts', () => listDirectorPosts(company.id));
  await record('sitemap', () => listSitemapRows(company.id));
  await record('directory: first page', () => searchClinics({ query: '', page: 1 }));
  await record('directory: page 3', () => searchClinics({ query: '', page: 3 }));
  await record('directory: a city', () => searchClinics({ query: '', page: 1, city: 'samarkand' }));
  await record('directory: a specialty', () => searchClinics({ query: '', page: 1, specialty: 'cardiologist' }));
  await record('directory: a name', () => searchClinics({ query: 'Шифо', page: 1 }));
  await record('directory: a number', () => searchClinics({ query: `№${N}`, page: 1 }));
  await record('directory: all three', () => searchClinics({ query: 'клиника', page: 1, city: 'almaty', specialty: 'pediatrician' }));
  await record('directory: filters offered', () => listDirectoryFacets());
  await record('platform home: example clinic', () => getExampleClinic());
}, 240_000);

afterAll(async () => {
  restore?.();
  await deleteClinicCopies();
  await closeDb();
}, 120_000);

describe('the query plans of the public pages at a few thousand clinics', () => {
  it('seeded the growing tables large enough for the planner to prefer an index where one exists', () => {
    for (const table of ['companies', 'company_domains', 'redirects', 'specialists', 'news', 'news_categories', 'menu_items', 'reviews', 'gallery_albums', 'gallery_photos', 'materials', 'director_posts']) {
      expect(sizes.get(table), table).toBeGreaterThanOrEqual(COPIES);
    }
  });

  it('recorded the SQL of every public read', () => {
    const reads = new Set(recorded.map((query) => query.read));
    expect(reads.size).toBe(31);
    expect(recorded.length).toBeGreaterThanOrEqual(40);
  });

  it('scans no growing table sequentially', async () => {
    const findings: string[] = [];
    for (const query of recorded) {
      const tables = await scannedTables(getPool(), query);
      if (tables.length) findings.push(`${query.read}: ${tables.join(', ')}\n  ${query.text.replace(/\s+/g, ' ').slice(0, 400)}`);
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it('fails without the indexes the issue names: the check sees the scans they prevent', async () => {
    const client = await getPool().connect();
    try {
      const cases = [
        { index: 'news_company_published_idx', read: 'sitemap', table: 'news' },
        { index: 'news_company_published_idx', read: 'next scheduled news item', table: 'news' },
        { index: 'gallery_photos_album_idx', read: 'gallery', table: 'gallery_photos' },
        { index: 'director_posts_company_idx', read: 'medical director’s posts', table: 'director_posts' },
        { index: 'companies_search_idx', read: 'directory: a name', table: 'companies' },
        { index: 'companies_directory_idx', read: 'directory: a city', table: 'companies' },
        { index: 'gallery_albums_company_idx', read: 'gallery', table: 'gallery_albums' },
        { index: 'reviews_specialist_status_idx', read: 'a doctor', table: 'reviews' },
      ];
      for (const { index, read, table } of cases) {
        await client.query('BEGIN');
        // Dropped inside a transaction that is rolled back: only this connection ever plans without it.
        await client.query(`DROP INDEX ${index}`);
        const scanned = new Set<string>();
        for (const query of recorded.filter((q) => q.read === read)) for (const t of await scannedTables(client, query)) scanned.add(t);
        if (process.env.QUERY_PLANS_DEBUG) for (const query of recorded.filter((q) => q.read === read)) console.log(read, JSON.stringify((await client.query({ text: `EXPLAIN (FORMAT JSON) ${query.text}`, values: query.values })).rows[0]));
        await client.query('ROLLBACK');
        expect([...scanned].some((found) => found.endsWith(` on ${table}`)), `${read} without ${index}: ${[...scanned].join(', ')}`).toBe(true);
      }
    } finally {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
    }
  });
});

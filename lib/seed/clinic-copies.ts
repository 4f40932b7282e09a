import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { getPool } from '@/lib/db/client';
import { cabinets } from '@/lib/db/schema/accounts';
import { companies, companyDomains, menuItems, redirects } from '@/lib/db/schema/companies';
import { directorPosts, galleryAlbums, galleryPhotos, materials, news, newsCategories, reviews, specialists } from '@/lib/db/schema/content';
import { logger } from '@/lib/log';
import { seedDemoData } from './index';

/**
 * Copies of a clinic for the scale bench and the query-plan test (issue 21): `copy-<n>` with
 * code `COPY-<n>`, each with the template's menu, doctors (a different subset per copy, so the
 * directory has a spread of specialties), news, reviews, gallery, materials and director's posts,
 * a name of its own in each of its languages, an address in one of CITIES (so the generated
 * companies.city spreads over them) and, on every `domainEvery`-th copy, a verified custom
 * domain `copy-<n>.clinic.test`. Everything is INSERT … SELECT in PostgreSQL, a batch of copies a
 * statement: no row passes through Node. Ids are drawn from the tables' sequences into temporary
 * maps first, so a copy's rows point at the copy's rows (a news item at its category, a photo at
 * its album, a review at its doctor, a menu item at its parent).
 *
 * Idempotent as far as numbers go: copies 1..count that exist are left alone, the missing ones
 * are added, so `seedClinicCopies(1000)` after `seedClinicCopies(100)` adds 900.
 *
 *   await seedClinicCopies(10_000) // -> { created: 10000, total: 10000, ms: … }
 */
export type ClinicCopiesOptions = {
  /** The company copied, by code; the demo clinic by default (seeded first when missing). */
  template?: string;
  /** Every n-th copy gets a verified custom domain `copy-<n>.clinic.test` (0: none). Default 10. */
  domainEvery?: number;
  /** Copies per transaction. Default 500. */
  batchSize?: number;
  /** ANALYZE the tables afterwards (the planner must know their new size). Default true. */
  analyze?: boolean;
};

export type ClinicCopiesResult = { created: number; total: number; ms: number };

export const COPY_SLUG_PREFIX = 'copy-';
export const copySlug = (n: number) => `${COPY_SLUG_PREFIX}${n}`;
export const copyCode = (n: number) => `COPY-${n}`;
export const copyDomain = (n: number) => `copy-${n}.clinic.test`;

type Names = { ru: string; kk: string; uz: string; en: string };

/** Name parts per locale: a copy's name is one of these and its number. */
const BRANDS: Names[] = [
  { ru: 'Авиценна', kk: 'Әбу Әли ибн Сина', uz: 'Abu Ali ibn Sino', en: 'Avicenna' },
  { ru: 'Шипагер', kk: 'Шипагер', uz: 'Shifokor', en: 'Healer' },
  { ru: 'Здоровье', kk: 'Денсаулық', uz: 'Salomatlik', en: 'Health' },
  { ru: 'Семья', kk: 'Отбасы', uz: 'Oila', en: 'Family' },
  { ru: 'Милосердие', kk: 'Мейірім', uz: 'Mehr', en: 'Mercy' },
  { ru: 'Нур Мед', kk: 'Нұр Мед', uz: 'Nur Med', en: 'Nur Med' },
  { ru: 'Добрый доктор', kk: 'Мейірімді дәрігер', uz: 'Mehribon shifokor', en: 'Kind Doctor' },
  { ru: 'Жемчужина', kk: 'Інжу', uz: 'Marvarid', en: 'Pearl' },
  { ru: 'Весна', kk: 'Көктем', uz: 'Bahor', en: 'Spring' },
  { ru: 'Солнечная', kk: 'Күншуақ', uz: 'Quyoshli', en: 'Sunny' },
  { ru: 'Горный воздух', kk: 'Тау ауасы', uz: 'Togʻ havosi', en: 'Mountain Air' },
  { ru: 'Эскулап', kk: 'Эскулап', uz: 'Eskulap', en: 'Aesculapius' },
  { ru: 'Гиппократ', kk: 'Гиппократ', uz: 'Gippokrat', en: 'Hippocrates' },
  { ru: 'Медлайф', kk: 'Медлайф', uz: 'Medlayf', en: 'Medlife' },
  { ru: 'Сенім', kk: 'Сенім', uz: 'Ishonch', en: 'Trust' },
  { ru: 'Шифо', kk: 'Шипа', uz: 'Shifo', en: 'Shifo' },
];

/** Cities as the copies' addresses spell them (lib/platform/cities.ts reads the key back), weighted: the big ones repeat. */
const CITY_NAMES: Names[] = [
  { ru: 'Алматы', kk: 'Алматы', uz: 'Olmaota', en: 'Almaty' },
  { ru: 'Астана', kk: 'Астана', uz: 'Astana', en: 'Astana' },
  { ru: 'Ташкент', kk: 'Ташкент', uz: 'Toshkent', en: 'Tashkent' },
  { ru: 'Шымкент', kk: 'Шымкент', uz: 'Chimkent', en: 'Shymkent' },
  { ru: 'Алматы', kk: 'Алматы', uz: 'Olmaota', en: 'Almaty' },
  { ru: 'Самарканд', kk: 'Самарқанд', uz: 'Samarqand', en: 'Samarkand' },
  { ru: 'Караганда', kk: 'Қарағанды', uz: 'Qaragʻanda', en: 'Karaganda' },
  { ru: 'Астана', kk: 'Астана', uz: 'Astana', en: 'Astana' },
  { ru: 'Ташкент', kk: 'Ташкент', uz: 'Toshkent', en: 'Tashkent' },
  { ru: 'Актобе', kk: 'Ақтөбе', uz: 'Aqtoʻbe', en: 'Aktobe' },
  { ru: 'Бухара', kk: 'Бұхара', uz: 'Buxoro', en: 'Bukhara' },
  { ru: 'Павлодар', kk: 'Павлодар', uz: 'Pavlodar', en: 'Pavlodar' },
  { ru: 'Наманган', kk: 'Наманган', uz: 'Namangan', en: 'Namangan' },
  { ru: 'Атырау', kk: 'Атырау', uz: 'Atirau', en: 'Atyrau' },
  { ru: 'Фергана', kk: 'Ферғана', uz: 'Fargʻona', en: 'Fergana' },
  { ru: 'Усть-Каменогорск', kk: 'Өскемен', uz: 'Oʻskemen', en: 'Oskemen' },
];

/** Streets that name no city. */
const STREETS: Names[] = [
  { ru: 'ул. Садовая', kk: 'Бақ көшесі', uz: 'Bogʻ koʻchasi', en: 'Garden Street' },
  { ru: 'ул. Мира', kk: 'Бейбітшілік көшесі', uz: 'Tinchlik koʻchasi', en: 'Peace Street' },
  { ru: 'пр. Независимости', kk: 'Тәуелсіздік даңғылы', uz: 'Mustaqillik shohkoʻchasi', en: 'Independence Avenue' },
  { ru: 'ул. Школьная', kk: 'Мектеп көшесі', uz: 'Maktab koʻchasi', en: 'School Street' },
  { ru: 'ул. Парковая', kk: 'Саябақ көшесі', uz: 'Xiyobon koʻchasi', en: 'Park Street' },
];

/** Column names of a table as drizzle declares them, without the generated ones (PostgreSQL computes them). */
function columnsOf(table: PgTable, except: readonly string[]): string[] {
  return getTableConfig(table)
    .columns.filter((column) => !column.generated && !except.includes(column.name))
    .map((column) => `"${column.name}"`);
}

const nameOf = (table: PgTable) => getTableConfig(table).name;

/** A child table copied for every copy: its template rows (by `where` on `t`), their new ids in `map_<table>`, and its foreign keys remapped. */
type ChildCopy = {
  table: PgTable;
  /** Which template rows, on alias `t` with the copy `m` (m.n, m.company_id) and `$1` the template company id. */
  where: string;
  /** Columns set from a parent's map: column -> the parent table whose map holds it; a null keeps null, a row whose parent was not copied is skipped. */
  parents?: Record<string, PgTable>;
  /** Columns given a fixed SQL value (on `t`). */
  set?: Record<string, string>;
};

async function copyChild(client: pg.PoolClient, templateId: number, child: ChildCopy): Promise<void> {
  const name = nameOf(child.table);
  const map = `map_${name}`;
  const parents = Object.entries(child.parents ?? {});
  const set = child.set ?? {};
  const hasCompany = getTableConfig(child.table).columns.some((column) => column.name === 'company_id');
  // A row whose parent was not copied (a review of a doctor this copy has not) is left out; a
  // parent in the same table (a submenu's item) is copied with it, so it is only remapped.
  const others = parents.map(([column, parent], index) => ({ column, parent, index })).filter(({ parent }) => parent !== child.table);
  const joins = others.map(({ column, parent, index }) => `LEFT JOIN map_${nameOf(parent)} p${index} ON p${index}.n = m.n AND p${index}.old_id = t."${column}"`).join(' ');
  const kept = others.map(({ column, index }) => `(t."${column}" IS NULL OR p${index}.new_id IS NOT NULL)`).join(' AND ') || 'true';
  await client.query(
    `CREATE TEMP TABLE ${map} ON COMMIT DROP AS
     SELECT m.n, m.company_id, t.id AS old_id, nextval(pg_get_serial_sequence('${name}', 'id')) AS new_id
     FROM copy_batch m JOIN ${name} t ON ${child.where} ${joins} WHERE ${kept}`,
    [templateId],
  );
  await client.query(`CREATE INDEX ON ${map} (n, old_id)`);
  const own = ['id', 'company_id', ...parents.map(([column]) => column), ...Object.keys(set)];
  const rest = columnsOf(child.table, own);
  const targets = ['"id"', ...(hasCompany ? ['"company_id"'] : []), ...parents.map(([column]) => `"${column}"`), ...Object.keys(set).map((column) => `"${column}"`), ...rest];
  const values = [
    'c.new_id',
    ...(hasCompany ? ['c.company_id'] : []),
    ...parents.map(([column, parent], index) => `CASE WHEN t."${column}" IS NULL THEN NULL ELSE (SELECT p.new_id FROM map_${nameOf(parent)} p WHERE p.n = c.n AND p.old_id = t."${column}") END AS p${index}`),
    ...Object.values(set),
    ...rest.map((column) => `t.${column}`),
  ];
  await client.query(`INSERT INTO ${name} (${targets.join(', ')}) SELECT ${values.join(', ')} FROM ${map} c JOIN ${name} t ON t.id = c.old_id`);
}

/** Fills the database with copies 1..count of the template clinic that are not there yet. */
export async function seedClinicCopies(count: number, options: ClinicCopiesOptions = {}): Promise<ClinicCopiesResult> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`seedClinicCopies: count must be a whole number, got ${count}`);
  const started = Date.now();
  const template = options.template ?? 'DEMO';
  const domainEvery = options.domainEvery ?? 10;
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const pool = getPool();

  let templateId = await findCompanyId(pool, template);
  if (templateId === null && template === 'DEMO') {
    await seedDemoData();
    templateId = await findCompanyId(pool, template);
  }
  if (templateId === null) throw new Error(`seedClinicCopies: no company with code ${template} to copy`);

  const { rows: missingRows } = await pool.query<{ n: number }>(
    `SELECT n FROM generate_series(1, $1::int) AS n
     WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.slug = '${COPY_SLUG_PREFIX}' || n)
     ORDER BY n`,
    [count],
  );
  const missing = missingRows.map((row) => row.n);
  for (let start = 0; start < missing.length; start += batchSize) {
    const batch = missing.slice(start, start + batchSize);
    await copyBatch(pool, templateId, batch, domainEvery);
    logger.info({ copies: start + batch.length, of: missing.length }, 'seed: clinic copies');
  }
  if ((options.analyze ?? true) && missing.length > 0) {
    const tables = [companies, companyDomains, cabinets, menuItems, redirects, specialists, reviews, newsCategories, news, galleryAlbums, galleryPhotos, materials, directorPosts];
    await pool.query(`ANALYZE ${tables.map(nameOf).join(', ')}`);
  }
  const { rows } = await pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM companies WHERE slug ~ '^${COPY_SLUG_PREFIX}[0-9]+$'`);
  return { created: missing.length, total: rows[0].total, ms: Date.now() - started };
}

async function findCompanyId(pool: pg.Pool, code: string): Promise<number | null> {
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM companies WHERE code = $1', [code]);
  return rows[0]?.id ?? null;
}

async function copyBatch(pool: pg.Pool, templateId: number, batch: number[], domainEvery: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `CREATE TEMP TABLE copy_batch ON COMMIT DROP AS
       SELECT n, nextval(pg_get_serial_sequence('companies', 'id'))::int AS company_id FROM unnest($1::int[]) AS n`,
      [batch],
    );
    await client.query('CREATE UNIQUE INDEX ON copy_batch (n)');
    await insertCompanies(client, templateId);
    await client.query(
      `INSERT INTO company_domains (company_id, host, verified_at)
       SELECT company_id, 'copy-' || n || '.clinic.test', now() FROM copy_batch WHERE $1::int > 0 AND n % $1::int = 0`,
      [domainEvery],
    );
    const ofTemplate = 't.company_id = $1';
    await copyChild(client, templateId, { table: cabinets, where: ofTemplate });
    // The parent of a menu item is a menu item of the same copy: a self-reference copied in the same statement.
    await copyChild(client, templateId, { table: menuItems, where: ofTemplate, parents: { parent_id: menuItems } });
    await copyChild(client, templateId, { table: redirects, where: ofTemplate });
    // A different subset of the doctors per copy (about seven in ten): copies differ in their specialties.
    await copyChild(client, templateId, { table: specialists, where: `${ofTemplate} AND (m.n * 31 + t.position * 17) % 10 < 7` });
    await copyChild(client, templateId, { table: reviews, where: ofTemplate, parents: { specialist_id: specialists }, set: { user_id: 'NULL' } });
    await copyChild(client, templateId, { table: newsCategories, where: ofTemplate });
    await copyChild(client, templateId, { table: news, where: ofTemplate, parents: { category_id: newsCategories } });
    await copyChild(client, templateId, { table: galleryAlbums, where: ofTemplate });
    await copyChild(client, templateId, {
      table: galleryPhotos,
      where: 't.album_id IN (SELECT a.id FROM gallery_albums a WHERE a.company_id = $1)',
      parents: { album_id: galleryAlbums },
    });
    await copyChild(client, templateId, { table: materials, where: ofTemplate });
    await copyChild(client, templateId, { table: directorPosts, where: ofTemplate });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The copies' company rows: the template's columns, with the copy's own code, slug, name and
 * address. Kazakhstan's copies speak ru and kk (every third also uz and en), Uzbekistan's ru, uz
 * and en: the languages a name has are the languages its site offers (SPEC 2.1).
 */
async function insertCompanies(client: pg.PoolClient, templateId: number): Promise<void> {
  const own = ['id', 'code', 'slug', 'name', 'address', 'specialties', 'status', 'purge_at'];
  const rest = columnsOf(companies, own);
  await client.query(
    `WITH parts AS (
       SELECT m.n, m.company_id,
         $2::jsonb -> (m.n % jsonb_array_length($2::jsonb)) AS brand,
         $3::jsonb -> (m.n % jsonb_array_length($3::jsonb)) AS city,
         $4::jsonb -> (m.n % jsonb_array_length($4::jsonb)) AS street,
         (m.n % 97 + 1)::text AS house
       FROM copy_batch m
     ), langs AS (
       SELECT p.*, (p.city->>'uz') IN ('Toshkent', 'Samarqand', 'Buxoro', 'Namangan', 'Fargʻona') AS uzbek FROM parts p
     )
     INSERT INTO companies ("id", "code", "slug", "name", "address", "status", ${rest.join(', ')})
     SELECT l.company_id, 'COPY-' || l.n, '${COPY_SLUG_PREFIX}' || l.n,
       jsonb_strip_nulls(jsonb_build_object(
         'ru', 'Клиника «' || (l.brand->>'ru') || '» №' || l.n,
         'kk', CASE WHEN NOT l.uzbek THEN '«' || (l.brand->>'kk') || '» клиникасы №' || l.n END,
         'uz', CASE WHEN l.uzbek OR l.n % 3 = 0 THEN '«' || (l.brand->>'uz') || '» klinikasi №' || l.n END,
         'en', CASE WHEN l.uzbek OR l.n % 3 = 0 THEN (l.brand->>'en') || ' Clinic No. ' || l.n END)),
       jsonb_build_object(
         'ru', 'г. ' || (l.city->>'ru') || ', ' || (l.street->>'ru') || ', ' || l.house,
         'kk', (l.city->>'kk') || ' қ., ' || (l.street->>'kk') || ', ' || l.house,
         'uz', (l.city->>'uz') || ' sh., ' || (l.street->>'uz') || ', ' || l.house,
         'en', l.house || ' ' || (l.street->>'en') || ', ' || (l.city->>'en')),
       'online', ${rest.map((column) => `t.${column}`).join(', ')}
     FROM langs l CROSS JOIN companies t WHERE t.id = $1`,
    [templateId, JSON.stringify(BRANDS), JSON.stringify(CITY_NAMES), JSON.stringify(STREETS)],
  );
}

/** Deletes every copy (their rows cascade). */
export async function deleteClinicCopies(): Promise<number> {
  const { rowCount } = await getPool().query(`DELETE FROM companies WHERE slug ~ '^${COPY_SLUG_PREFIX}[0-9]+$'`);
  return rowCount ?? 0;
}

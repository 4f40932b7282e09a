import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { companies } from '@/lib/db/schema/companies';
import { materials, news, newsCategories, specialists } from '@/lib/db/schema/content';
import { findMaterial } from '@/lib/content/materials/queries';
import { findNewsItem, listNewsCategories } from '@/lib/content/news/queries';
import { findSpecialist } from '@/lib/content/specialists/queries';
import type { Locale } from '@/lib/i18n/locales';
import { isDocEmpty, plainTextToDoc, type LocalizedDoc } from '@/lib/i18n/rich-doc';
import { insertMenu, restrictTo } from '@/lib/menu/insert-menu';
import { listMenuItems } from '@/lib/menu/queries';
import { composeCompanyMenu } from '@/lib/menu/service';
import { seedDemoData } from '@/lib/seed';
import { pageMetadata } from '@/lib/seo/metadata';
import { listSitemapRows } from '@/lib/seo/queries';
import { pageLanguages, sitemapEntries, sitemapXml } from '@/lib/seo/sitemap';
import { platformAddress } from '@/lib/seo/urls';
import { offeredLocales } from '@/lib/tenants/locales';
import { findCompanyByCode } from '@/lib/tenants/queries';

/*
 * Issue 31: a page is in a language's sitemap and hreflang only when its main text is written in
 * that language (Russian always; x-default stays Russian). The rule per kind is in
 * docs/decisions.md "Onboarding: a page in a language only with its main text". The sitemap is
 * built as sitemap.xml builds it (the same reads, uncached here), and the page's metadata from
 * the same languages its generateMetadata gets.
 */

const CODE = 'I31_LANGS';
const SLUG = 'i31-langs';
const OTHERS = ['kk', 'uz', 'en'] as const;

const doc = (text: Partial<Record<Locale, string>>): LocalizedDoc =>
  Object.fromEntries(Object.entries(text).map(([locale, value]) => [locale, plainTextToDoc(value as string)]));

/** The company's sitemap as sitemap.xml lists it, and each page's hreflang set in a locale. */
async function siteOf(code: string) {
  const company = (await findCompanyByCode(code))!;
  const items = await listMenuItems(company.id);
  const { menu } = composeCompanyMenu(company, items, { locale: 'ru', companySlug: company.slug, isExternalHost: false }, '');
  const rows = await listSitemapRows(company.id);
  const content = { menu, menuItems: items, ...rows, company };
  const locales = offeredLocales(company.name);
  const xml = sitemapXml(platformAddress(company.slug), locales, sitemapEntries(content));
  const languages = pageLanguages(content);
  const prefix = `/l/${company.slug}`;
  /** Each <url>'s locale and path, from its <loc>. */
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const match = new URL(loc).pathname.match(/^(?:\/(kk|uz|en))?(\/l\/[^/]+)(?:\/(.*))?$/)!;
    expect(match[2]).toBe(prefix);
    return { locale: (match[1] ?? 'ru') as Locale, path: match[3] ?? '' };
  });
  const inSitemap = (locale: Locale, path: string) => listed.some((entry) => entry.locale === locale && entry.path === path);
  /** The hreflang keys of a page's metadata in `locale`, and whether that version is noindex. */
  const head = (locale: Locale, path: string) => {
    const metadata = pageMetadata({ locale, locales, company }, { path, textLocales: languages.get(path) });
    return { hreflang: Object.keys(metadata.alternates?.languages ?? {}).sort(), noindex: (metadata.robots as { index?: boolean } | undefined)?.index === false };
  };
  return { company, xml, listed, inSitemap, head };
}

/** A page listed in Russian only: absent from the kk/uz/en sitemap and hreflang; those versions noindex. */
async function expectRussianOnly(path: string) {
  const site = await siteOf(CODE);
  expect(site.inSitemap('ru', path), `ru ${path}`).toBe(true);
  for (const locale of OTHERS) expect(site.inSitemap(locale, path), `${locale} ${path}`).toBe(false);
  expect(site.head('ru', path)).toEqual({ hreflang: ['ru', 'x-default'], noindex: false });
  expect(site.head('kk', path)).toEqual({ hreflang: ['ru', 'x-default'], noindex: true });
  // The x-default (Russian) is the only alternate of each <url> of the page.
  const block = site.xml.split('<url>').find((part) => part.includes(`<loc>http://localhost:3000/l/${SLUG}${path ? `/${path}` : ''}</loc>`))!;
  expect([...block.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual(['ru', 'x-default']);
}

/** The page listed in Russian and Kazakh (kk translated), not uz/en; hreflang likewise. */
async function expectRussianAndKazakh(path: string) {
  const site = await siteOf(CODE);
  expect(site.inSitemap('ru', path), `ru ${path}`).toBe(true);
  expect(site.inSitemap('kk', path), `kk ${path}`).toBe(true);
  expect(site.inSitemap('uz', path), `uz ${path}`).toBe(false);
  expect(site.inSitemap('en', path), `en ${path}`).toBe(false);
  expect(site.head('kk', path)).toEqual({ hreflang: ['kk', 'ru', 'x-default'], noindex: false });
  expect(site.head('uz', path)).toEqual({ hreflang: ['kk', 'ru', 'x-default'], noindex: true });
}

describe('sitemap and hreflang list a language only with the page’s main text in it (issue 31)', () => {
  let companyId = 0;
  let categoryId = 0;

  beforeAll(async () => {
    await seedDemoData();
    const db = getDb();
    await db.delete(companies).where(eq(companies.code, CODE));
    const [company] = await db
      .insert(companies)
      .values({
        code: CODE,
        slug: SLUG,
        name: { ru: 'Клиника', kk: 'Клиника', uz: 'Klinika', en: 'Clinic' },
        shortDescription: { ru: 'Семейная клиника' },
        about: doc({ ru: 'О клинике' }),
        home: { headline: { ru: 'Здоровье семьи' } },
        address: { ru: 'Алматы, ул. Абая, 1' },
        isActiveOnlineEntry: true,
      })
      .returning({ id: companies.id });
    companyId = company.id;
    await insertMenu(
      db,
      companyId,
      [
        { name: { ru: 'О нас' }, typeCode: 3 },
        { name: { ru: 'Врачи' }, typeCode: 5 },
        { name: { ru: 'Новости' }, typeCode: 1 },
        { name: { ru: 'Запись' }, typeCode: 6 },
        { name: { ru: 'Контакты' }, typeCode: 12 },
        { name: { ru: 'Цены' }, typeCode: 4, relationType: 2, relationCode: 'prices' },
        { name: { ru: 'Памятка' }, typeCode: 4, relationType: 2, relationCode: 'memo' },
      ],
      restrictTo(['ru', 'kk', 'uz', 'en']),
    );
    await db.insert(specialists).values({ companyId, slug: 'elena-kim', fullName: { ru: 'Елена Ким' }, specialty: { ru: 'Терапевт' }, bio: { ru: 'Опыт 10 лет' } });
    const [category] = await db.insert(newsCategories).values({ companyId, informationCode: 'NEWS', slug: 'clinic-news', name: { ru: 'Новости клиники' } }).returning({ id: newsCategories.id });
    categoryId = category.id;
    await db.insert(news).values({ companyId, categoryId, slug: 'open', title: { ru: 'Мы открылись' }, body: doc({ ru: 'Текст новости' }), publishedAt: new Date(Date.now() - 60_000) });
    await db.insert(materials).values([
      { companyId, code: 'memo', title: { ru: 'Памятка' }, body: doc({ ru: 'Текст памятки' }) },
      {
        companyId,
        code: 'prices',
        kind: 'prices',
        title: { ru: 'Цены', kk: 'Бағалар', uz: 'Narxlar', en: 'Prices' },
        body: {},
        priceList: { currency: 'KZT', groups: [{ name: { ru: 'Приём', kk: 'Қабылдау' }, rows: [{ service: { ru: 'Консультация' }, price: 5000, from: false }] }] },
      },
    ]);
  });

  afterAll(async () => {
    await getDb().delete(companies).where(eq(companies.code, CODE));
    await closeDb();
  });

  const update = async (statement: ReturnType<typeof sql>) => {
    await getDb().execute(statement);
  };

  it('home: its headline and short description; absent in kk/uz/en while Russian only, present once written in kk', async () => {
    await expectRussianOnly('');
    await update(sql`UPDATE companies SET home = jsonb_set(home, '{headline,kk}', '"Отбасы денсаулығы"') WHERE id = ${companyId}`);
    // The short description is main text too: with it in Russian only, the home is still not kk.
    await expectRussianOnly('');
    await update(sql`UPDATE companies SET short_description = short_description || '{"kk": "Отбасылық клиника"}' WHERE id = ${companyId}`);
    await expectRussianAndKazakh('');
  });

  it('about: the about text (a rich doc); a blank kk doc does not count', async () => {
    await update(sql`UPDATE companies SET about = about || ${JSON.stringify({ kk: plainTextToDoc('   ') })}::jsonb WHERE id = ${companyId}`);
    await expectRussianOnly('about');
    await update(sql`UPDATE companies SET about = about || ${JSON.stringify({ kk: plainTextToDoc('Клиника туралы') })}::jsonb WHERE id = ${companyId}`);
    await expectRussianAndKazakh('about');
  });

  it('contacts: the address, and the written hours only while no hours by day replace them', async () => {
    await expectRussianOnly('contacts');
    await update(sql`UPDATE companies SET address = address || '{"kk": "Алматы, Абай к-сі, 1"}' WHERE id = ${companyId}`);
    await expectRussianAndKazakh('contacts');
    await update(sql`UPDATE companies SET working_hours = '{"ru": "Пн–Пт 9:00–18:00"}' WHERE id = ${companyId}`);
    await expectRussianOnly('contacts');
    await update(sql`UPDATE companies SET opening_hours = '{"mo": {"opens": "09:00", "closes": "18:00"}}' WHERE id = ${companyId}`);
    await expectRussianAndKazakh('contacts');
  });

  it('a doctor: name, specialty and bio; the doctors’ list: every doctor’s name and specialty', async () => {
    await expectRussianOnly('specialists/elena-kim');
    await expectRussianOnly('specialists');
    await update(sql`UPDATE specialists SET full_name = full_name || '{"kk": "Елена Ким"}', specialty = specialty || '{"kk": "Терапевт"}' WHERE company_id = ${companyId}`);
    // The list shows names and specialties: listed. The doctor's page still lacks the kk bio.
    await expectRussianAndKazakh('specialists');
    await expectRussianOnly('specialists/elena-kim');
    await update(sql`UPDATE specialists SET bio = bio || '{"kk": "10 жыл тәжірибе"}' WHERE company_id = ${companyId}`);
    await expectRussianAndKazakh('specialists/elena-kim');
  });

  it('a news item: title and body; its category: the category name and the items’ titles', async () => {
    await expectRussianOnly('news/clinic-news/open');
    await expectRussianOnly('news/clinic-news');
    await update(sql`UPDATE news SET title = title || '{"kk": "Біз ашылдық"}' WHERE company_id = ${companyId}`);
    await expectRussianOnly('news/clinic-news/open');
    await expectRussianOnly('news/clinic-news');
    await update(sql`UPDATE news_categories SET name = name || '{"kk": "Клиника жаңалықтары"}' WHERE id = ${categoryId}`);
    await expectRussianAndKazakh('news/clinic-news');
    await update(sql`UPDATE news SET body = body || ${JSON.stringify({ kk: plainTextToDoc('Жаңалық мәтіні') })}::jsonb WHERE company_id = ${companyId}`);
    await expectRussianAndKazakh('news/clinic-news/open');
  });

  it('a text material: title and body', async () => {
    await expectRussianOnly('materials/memo');
    await update(sql`UPDATE materials SET title = title || '{"kk": "Жадынама"}', body = body || ${JSON.stringify({ kk: plainTextToDoc('Жадынама мәтіні') })}::jsonb WHERE company_id = ${companyId} AND code = 'memo'`);
    await expectRussianAndKazakh('materials/memo');
  });

  it('a price list: the title and every group and service name (the kk price rows of the issue)', async () => {
    // The title and the group are in every language; the one service only in Russian.
    await expectRussianOnly('materials/prices');
    await update(sql`UPDATE materials SET price_list = jsonb_set(price_list, '{groups,0,rows,0,service,kk}', '"Кеңес"') WHERE company_id = ${companyId} AND code = 'prices'`);
    await expectRussianAndKazakh('materials/prices');
  });

  it('a page with no text of the clinic’s (the appointment form) is listed in every offered language', async () => {
    const site = await siteOf(CODE);
    for (const locale of ['ru', ...OTHERS] as const) expect(site.inSitemap(locale, 'appointment')).toBe(true);
    expect(site.head('uz', 'appointment')).toEqual({ hreflang: ['en', 'kk', 'ru', 'uz', 'x-default'], noindex: false });
  });

  it('the demo clinics’ kk, uz and en sitemaps list no page whose main text is only in Russian', async () => {
    for (const code of ['DEMO', 'FAMILY']) {
      const site = await siteOf(code);
      const { company } = site;
      const categories = await listNewsCategories(company.id);
      const has = (text: Partial<Record<Locale, string>> | null | undefined, locale: Locale) => !text?.ru?.trim() || Boolean(text[locale]?.trim());
      const hasDoc = (body: LocalizedDoc | null | undefined, locale: Locale) => isDocEmpty(body?.ru) || !isDocEmpty(body?.[locale]);
      let checked = 0;
      for (const { locale, path } of site.listed) {
        if (locale === 'ru') continue;
        const [kind, slug, item] = path.split('/');
        const where = `${code} ${locale} /${path}`;
        if (path === '') {
          const blocks = [company.home?.headline, company.home?.text, ...(company.home?.highlights ?? []), company.shortDescription];
          expect(blocks.every((text) => has(text, locale)), where).toBe(true);
        } else if (path === 'contacts') {
          const byDay = Boolean(company.openingHours && Object.keys(company.openingHours).length > 0);
          expect(has(company.address, locale) && (byDay || has(company.workingHours, locale)), where).toBe(true);
        } else if (path === 'about') {
          expect(hasDoc(company.about, locale), where).toBe(true);
        } else if (kind === 'specialists' && slug) {
          const doctor = (await findSpecialist(company.id, slug))!;
          expect(has(doctor.fullName, locale) && has(doctor.specialty, locale) && has(doctor.bio, locale), where).toBe(true);
        } else if (kind === 'news' && item) {
          const category = categories.find((c) => c.slug === slug)!;
          const found = (await findNewsItem(category.id, item))!;
          expect(has(found.title, locale) && has(found.summary, locale) && hasDoc(found.body, locale), where).toBe(true);
        } else if (kind === 'materials' && slug) {
          const material = (await findMaterial(company.id, slug))!;
          const names = material.priceList?.groups.flatMap((group) => [group.name, ...group.rows.map((row) => row.service)]) ?? [];
          expect(has(material.title, locale) && hasDoc(material.body, locale) && names.every((name) => has(name, locale)), where).toBe(true);
        } else continue;
        checked += 1;
      }
      // The check above looked at real pages, not an empty sitemap.
      expect(checked, code).toBeGreaterThan(0);
    }
  });
});

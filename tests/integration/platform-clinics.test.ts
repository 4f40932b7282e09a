import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { getExampleClinic, searchClinics } from '@/lib/platform/queries';
import { CLINICS_PAGE_SIZE } from '@/lib/platform/search-params';
import { seedDemoData } from '@/lib/seed';

/*
 * Issue 20, the platform home's directory: one page of clinics at a time with the count of all
 * matches, found by name or city in any of their languages; offline clinics are not listed.
 * Every clinic made here carries a tag of its own, so other tests' clinics never count.
 */

const tag = `z${randomBytes(4).toString('hex')}`;
const city = `Город${tag}`;
const made: number[] = [];

async function clinic(index: number, values: Partial<typeof companies.$inferInsert> = {}) {
  const code = `${tag}-${index}`.toUpperCase();
  const [row] = await getDb()
    .insert(companies)
    .values({ code, slug: `${tag}-${index}`, name: { ru: `Клиника ${tag} №${index}` }, ...values })
    .returning({ id: companies.id });
  made.push(row.id);
  return row.id;
}

beforeAll(async () => {
  await seedDemoData();
  // 27 clinics of the tag: every third in the tagged city, each address given in Kazakh too.
  for (let i = 1; i <= 27; i++) {
    await clinic(i, i % 3 === 0 ? { address: { ru: `г. ${city}, ул. Абая, ${i}`, kk: `${city} қ., Абай көшесі, ${i}` } } : {});
  }
  await clinic(28, { name: { ru: `Клиника ${tag} 100%` } });
  await clinic(29, { name: { ru: 'Без метки', uz: `Klinika ${tag} Oʻzbek` } });
  await clinic(30, { name: { ru: `Клиника ${tag} закрыта` }, status: 'offline' });
  await clinic(31, { name: { ru: `Клиника ${tag} закрывается` }, status: 'closing' });
});

afterAll(async () => {
  if (made.length) await getDb().delete(companies).where(inArray(companies.id, made));
  await closeDb();
});

describe('searchClinics', () => {
  it('gives one page of at most the page size with the count of every match, oldest first', async () => {
    const first = await searchClinics({ query: tag, page: 1 });
    // 27 numbered, «100%» and the Uzbek name; the offline and closing clinics are not listed.
    expect(first.total).toBe(29);
    expect(first.pages).toBe(Math.ceil(29 / CLINICS_PAGE_SIZE));
    expect(first.page).toBe(1);
    expect(first.clinics).toHaveLength(CLINICS_PAGE_SIZE);
    expect(first.clinics.map((c) => c.slug)).toEqual(Array.from({ length: CLINICS_PAGE_SIZE }, (_, i) => `${tag}-${i + 1}`));
  });

  it('pages through the matches without repeating one; a page past the last is the last', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) seen.push(...(await searchClinics({ query: tag, page })).clinics.map((c) => c.slug));
    expect(seen).toHaveLength(29);
    expect(new Set(seen).size).toBe(29);
    const last = await searchClinics({ query: tag, page: 3 });
    expect(last.clinics.map((c) => c.slug)).toEqual([`${tag}-25`, `${tag}-26`, `${tag}-27`, `${tag}-28`, `${tag}-29`]);
    const beyond = await searchClinics({ query: tag, page: 999 });
    expect(beyond.page).toBe(3);
    expect(beyond.clinics).toEqual(last.clinics);
  });

  it('takes any page size and never returns more', async () => {
    const page = await searchClinics({ query: tag, page: 2 }, 5);
    expect(page).toMatchObject({ total: 29, page: 2, pages: 6 });
    expect(page.clinics.map((c) => c.slug)).toEqual([6, 7, 8, 9, 10].map((i) => `${tag}-${i}`));
  });

  it('finds a clinic by its city in any language of its address, case aside', async () => {
    const ru = await searchClinics({ query: city.toUpperCase(), page: 1 });
    expect(ru.total).toBe(9);
    expect(ru.clinics.map((c) => c.slug)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27].map((i) => `${tag}-${i}`));
    const kk = await searchClinics({ query: `${city} қ., Абай`, page: 1 });
    expect(kk.total).toBe(9);
    expect(kk.clinics[0].address).toEqual({ ru: `г. ${city}, ул. Абая, 3`, kk: `${city} қ., Абай көшесі, 3` });
  });

  it('finds a clinic by its name in any of its languages', async () => {
    const found = await searchClinics({ query: `${tag} oʻzbek`, page: 1 });
    expect(found.clinics.map((c) => c.slug)).toEqual([`${tag}-29`]);
  });

  it('reads % and _ as letters, not patterns', async () => {
    expect((await searchClinics({ query: `${tag} 100%`, page: 1 })).clinics.map((c) => c.slug)).toEqual([`${tag}-28`]);
    expect((await searchClinics({ query: `${tag} 1_0`, page: 1 })).total).toBe(0);
    expect((await searchClinics({ query: `${tag}%№`, page: 1 })).total).toBe(0);
  });

  it('an unknown name finds nothing, and says so with a count of 0 and one page', async () => {
    expect(await searchClinics({ query: `${tag}-нет-такой`, page: 4 })).toEqual({ clinics: [], total: 0, page: 1, pages: 1 });
  });

  it('finds the demo clinic by name and by city, with its served domain', async () => {
    const byName = await searchClinics({ query: 'демо мед', page: 1 });
    expect(byName.clinics.map((c) => c.slug)).toContain('demo-clinic');
    const byCity = await searchClinics({ query: 'Алматы', page: 1 });
    const demo = byCity.clinics.find((c) => c.slug === 'demo-clinic');
    expect(demo?.domains).toContain('demo-clinic.localhost');
  });

  it('without a search, counts every online clinic and still gives one page', async () => {
    const all = await searchClinics({ query: '', page: 1 });
    expect(all.total).toBeGreaterThanOrEqual(31);
    expect(all.clinics.length).toBe(CLINICS_PAGE_SIZE);
  });
});

describe('getExampleClinic', () => {
  it('is the named clinic while online, else the oldest online clinic', async () => {
    expect((await getExampleClinic('demo-clinic'))?.slug).toBe('demo-clinic');
    expect((await getExampleClinic(`${tag}-5`))?.slug).toBe(`${tag}-5`);
    const oldest = await searchClinics({ query: '', page: 1 });
    expect((await getExampleClinic(`${tag}-30`))?.slug).toBe(oldest.clinics[0].slug);
    expect((await getExampleClinic('no-such-clinic'))?.slug).toBe(oldest.clinics[0].slug);
  });
});

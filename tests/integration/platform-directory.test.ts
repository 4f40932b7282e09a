import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { companies, specialists } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import { listDirectoryFacets, searchClinics } from '@/lib/platform/queries';

/*
 * Issue 21, the platform directory's filters: a clinic's city comes from its address in any of
 * its languages (the generated companies.city), its specialties from its published doctors (the
 * trigger that keeps companies.specialties), and the search reads the trigram-indexed text.
 */

const tag = `d${randomBytes(4).toString('hex')}`;
const made: number[] = [];

async function clinic(index: number, address: LocalizedText | null, values: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(companies)
    .values({ code: `${tag}-${index}`.toUpperCase(), slug: `${tag}-${index}`, name: { ru: `Клиника ${tag} №${index}` }, address, ...values })
    .returning({ id: companies.id });
  made.push(row.id);
  return row.id;
}

const doctor = (companyId: number, slug: string, specialty: LocalizedText, isPublished = true) =>
  getDb().insert(specialists).values({ companyId, slug, fullName: { ru: slug }, specialty, isPublished });

const cityOf = async (id: number) => (await getDb().select({ city: companies.city }).from(companies).where(eq(companies.id, id)))[0].city;
const specialtiesOf = async (id: number) => (await getDb().select({ specialties: companies.specialties }).from(companies).where(eq(companies.id, id)))[0].specialties;

let ids: number[] = [];

beforeAll(async () => {
  ids = [
    await clinic(1, { ru: 'г. Алматы, пр. Абая, 10', kk: 'Алматы қ., Абай даңғылы, 10' }),
    await clinic(2, { ru: 'ул. Амира Темура, 5', uz: 'Toshkent sh., Amir Temur koʻchasi, 5' }),
    await clinic(3, { ru: 'ул. Ташкентская, 4, Алматы' }),
    await clinic(4, { ru: 'пр. Абая, 12', en: '12 Abay Avenue, ALMATY' }),
    await clinic(5, { ru: 'пос. Нигде, ул. Первая, 1' }),
    await clinic(6, null),
    await clinic(7, { ru: 'г. Самарканд, ул. Регистан, 1' }, { status: 'offline' }),
  ];
  await doctor(ids[0], 'a', { ru: 'Врач-кардиолог' });
  await doctor(ids[0], 'b', { ru: 'Травматолог-ортопед', en: 'Orthopaedic and trauma surgeon' });
  await doctor(ids[1], 'a', { ru: 'Врач', uz: 'Pediatr' });
  await doctor(ids[1], 'b', { ru: 'Кардиолог' }, false);
  await doctor(ids[2], 'a', { ru: 'Врач', kk: 'Педиатр дәрігер' });
  await doctor(ids[6], 'a', { ru: 'Дерматолог' });
});

afterAll(async () => {
  if (made.length) await getDb().delete(companies).where(inArray(companies.id, made));
  await closeDb();
});

describe('the derived city', () => {
  it('is the city the address names in any language, as a whole word, case aside; none when it names none', async () => {
    expect(await cityOf(ids[0])).toBe('almaty');
    expect(await cityOf(ids[1])).toBe('tashkent');
    // «Ташкентская» is a street, not Tashkent.
    expect(await cityOf(ids[2])).toBe('almaty');
    expect(await cityOf(ids[3])).toBe('almaty');
    expect(await cityOf(ids[4])).toBeNull();
    expect(await cityOf(ids[5])).toBeNull();
  });

  it('follows an edit of the address', async () => {
    await getDb().update(companies).set({ address: { ru: 'г. Шымкент, ул. Байтурсынова, 3' } }).where(eq(companies.id, ids[4]));
    expect(await cityOf(ids[4])).toBe('shymkent');
    await getDb().update(companies).set({ address: { ru: 'пос. Нигде, ул. Первая, 1' } }).where(eq(companies.id, ids[4]));
    expect(await cityOf(ids[4])).toBeNull();
  });
});

describe('the clinic’s specialties', () => {
  it('are those of its published doctors, every one a specialty text names', async () => {
    expect(await specialtiesOf(ids[0])).toEqual(['cardiologist', 'orthopedist', 'surgeon']);
    expect(await specialtiesOf(ids[1])).toEqual(['pediatrician']);
    expect(await specialtiesOf(ids[2])).toEqual(['pediatrician']);
    expect(await specialtiesOf(ids[5])).toEqual([]);
  });

  it('follow a doctor published, renamed, hidden and deleted', async () => {
    await getDb().update(specialists).set({ isPublished: true }).where(eq(specialists.companyId, ids[1]));
    expect(await specialtiesOf(ids[1])).toEqual(['cardiologist', 'pediatrician']);
    await getDb().update(specialists).set({ specialty: { ru: 'Уролог' } }).where(eq(specialists.companyId, ids[1]));
    expect(await specialtiesOf(ids[1])).toEqual(['urologist']);
    await getDb().update(specialists).set({ isPublished: false }).where(eq(specialists.companyId, ids[1]));
    expect(await specialtiesOf(ids[1])).toEqual([]);
    await doctor(ids[5], 'x', { ru: 'Стоматолог' });
    expect(await specialtiesOf(ids[5])).toEqual(['dentist']);
    await getDb().delete(specialists).where(eq(specialists.companyId, ids[5]));
    expect(await specialtiesOf(ids[5])).toEqual([]);
  });
});

describe('searchClinics with filters', () => {
  const slugs = async (search: Parameters<typeof searchClinics>[0]) => (await searchClinics(search, 50)).clinics.map((c) => c.slug);

  it('filters by city, by specialty and by both, with the text, listing online clinics only', async () => {
    expect(await slugs({ query: tag, page: 1, city: 'almaty' })).toEqual([1, 3, 4].map((i) => `${tag}-${i}`));
    expect(await slugs({ query: tag, page: 1, specialty: 'pediatrician' })).toEqual([`${tag}-3`]);
    expect(await slugs({ query: tag, page: 1, city: 'almaty', specialty: 'cardiologist' })).toEqual([`${tag}-1`]);
    expect(await slugs({ query: tag, page: 1, city: 'samarkand' })).toEqual([]);
    // The offline clinic's doctor counts for nothing.
    expect(await slugs({ query: tag, page: 1, specialty: 'dermatologist' })).toEqual([]);
    expect((await searchClinics({ query: tag, page: 1, city: 'almaty' })).total).toBe(3);
  });

  it('finds by a name or an address in any language, case aside', async () => {
    expect(await slugs({ query: `${tag} №2`, page: 1 })).toEqual([`${tag}-2`]);
    expect(await slugs({ query: 'amir temur', page: 1 })).toEqual([`${tag}-2`]);
    expect(await slugs({ query: `КЛИНИКА ${tag.toUpperCase()} №4`, page: 1 })).toEqual([`${tag}-4`]);
  });

  it('gives each clinic its specialties for the card', async () => {
    const [first] = (await searchClinics({ query: `${tag} №1`, page: 1 })).clinics;
    expect(first.specialties).toEqual(['cardiologist', 'orthopedist', 'surgeon']);
  });

  it('offers as filters the cities and specialties some online clinic has, in the lists’ order', async () => {
    const facets = await listDirectoryFacets();
    expect(facets.cities).toEqual(expect.arrayContaining(['almaty', 'tashkent']));
    expect(facets.cities.indexOf('almaty')).toBeLessThan(facets.cities.indexOf('tashkent'));
    expect(facets.specialties).toEqual(expect.arrayContaining(['cardiologist', 'pediatrician']));
    // The offline clinic's city and its doctor's specialty are offered only if another clinic has them.
    const [{ other }] = (await getDb().execute<{ other: number }>(sql`SELECT count(*)::int AS other FROM companies WHERE status = 'online' AND 'dermatologist' = ANY(specialties)`)).rows;
    expect(facets.specialties.includes('dermatologist')).toBe(other > 0);
  });
});

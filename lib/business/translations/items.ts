import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, galleryAlbums, materials, menuItems, news, specialists } from '@/lib/db/schema';
import type { HomeBlocks, PriceList } from '@/lib/db/schema/stored-shapes';
import type { LocalizedText } from '@/lib/i18n/localized';
import type { LocalizedValue } from './texts';

/*
 * The clinic's own texts a translator translates, per kind, each item with its fields as stored
 * (issue 31 "a translation workflow"). Item 0 is the company's own record.
 */

export const TRANSLATION_KINDS = ['clinic', 'home', 'about', 'material', 'price', 'doctor', 'menu', 'album', 'news'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** One item: its kind and id, its Russian name for the list, and its fields by name (field names as the editors' API). */
export type TranslatableItem = { kind: TranslationKind; itemId: number; label: string; fields: Record<string, LocalizedValue> };

/** The home blocks' fields: headline, text, highlights.0, highlights.1, … */
export function homeFields(home: HomeBlocks | null | undefined): Record<string, LocalizedValue> {
  const fields: Record<string, LocalizedValue> = { headline: home?.headline, text: home?.text };
  (home?.highlights ?? []).forEach((highlight, index) => (fields[`highlights.${index}`] = highlight));
  return fields;
}

/** A price list's fields: groups.0.name, groups.0.rows.0.service, … */
export function priceFields(list: PriceList | null | undefined): Record<string, LocalizedValue> {
  const fields: Record<string, LocalizedValue> = {};
  (list?.groups ?? []).forEach((group, g) => {
    fields[`groups.${g}.name`] = group.name;
    group.rows.forEach((priceRow, r) => (fields[`groups.${g}.rows.${r}.service`] = priceRow.service));
  });
  return fields;
}

type Db = Pick<ReturnType<typeof getDb>, 'select'>;

async function companyItems(db: Db, companyId: number): Promise<TranslatableItem[]> {
  const [row] = await db.select({ name: companies.name, address: companies.address, home: companies.home, about: companies.about }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) return [];
  const home = homeFields(row.home);
  const label = row.name.ru;
  return [
    { kind: 'clinic', itemId: 0, label, fields: { name: row.name, address: row.address } },
    { kind: 'home', itemId: 0, label, fields: home },
    { kind: 'about', itemId: 0, label, fields: { about: row.about } },
  ];
}

async function materialItems(db: Db, companyId: number): Promise<TranslatableItem[]> {
  const rows = await db.select({ id: materials.id, title: materials.title, body: materials.body, priceList: materials.priceList }).from(materials).where(eq(materials.companyId, companyId)).orderBy(asc(materials.code));
  return rows.flatMap((row) => {
    const prices = priceFields(row.priceList);
    const label = row.title.ru;
    const material: TranslatableItem = { kind: 'material', itemId: row.id, label, fields: { title: row.title, body: row.body } };
    return Object.keys(prices).length > 0 ? [material, { kind: 'price', itemId: row.id, label, fields: prices }] : [material];
  });
}

async function doctorItems(db: Db, companyId: number): Promise<TranslatableItem[]> {
  const rows = await db.select({ id: specialists.id, fullName: specialists.fullName, specialty: specialists.specialty, bio: specialists.bio }).from(specialists).where(eq(specialists.companyId, companyId)).orderBy(asc(specialists.position), asc(specialists.id));
  return rows.map((row) => ({ kind: 'doctor', itemId: row.id, label: row.fullName.ru, fields: { full_name: row.fullName, specialty: row.specialty, bio: row.bio } }));
}

async function menuRows(db: Db, companyId: number): Promise<TranslatableItem[]> {
  const rows = await db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems).where(eq(menuItems.companyId, companyId)).orderBy(asc(menuItems.position), asc(menuItems.id));
  return rows.map((row) => ({ kind: 'menu', itemId: row.id, label: row.name.ru, fields: { name: row.name } }));
}

async function albumItems(db: Db, companyId: number): Promise<TranslatableItem[]> {
  const rows = await db.select({ id: galleryAlbums.id, title: galleryAlbums.title }).from(galleryAlbums).where(eq(galleryAlbums.companyId, companyId)).orderBy(asc(galleryAlbums.position), asc(galleryAlbums.id));
  return rows.map((row) => ({ kind: 'album', itemId: row.id, label: row.title.ru, fields: { title: row.title } }));
}

async function newsItems(db: Db, companyId: number): Promise<TranslatableItem[]> {
  const rows = await db.select({ id: news.id, title: news.title, summary: news.summary, body: news.body }).from(news).where(eq(news.companyId, companyId)).orderBy(asc(news.publishedAt), asc(news.id));
  return rows.map((row) => ({ kind: 'news', itemId: row.id, label: (row.title as LocalizedText).ru, fields: { title: row.title, summary: row.summary, body: row.body } }));
}

const LOADERS = [companyItems, materialItems, doctorItems, menuRows, albumItems, newsItems];

/** Every translatable item of a company, in the kinds' order. */
export async function loadTranslatableItems(companyId: number, db: Db = getDb()): Promise<TranslatableItem[]> {
  const groups = await Promise.all(LOADERS.map((load) => load(db, companyId)));
  const items = groups.flat();
  return TRANSLATION_KINDS.flatMap((kind) => items.filter((item) => item.kind === kind));
}

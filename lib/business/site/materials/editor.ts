import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { materials, menuItems } from '@/lib/db/schema';
import { currencyOfPhones, type PriceList } from '@/lib/content/materials/price-list';
import type { LocalizedDoc } from '@/lib/content/rich-text/doc';
import type { LocalizedText } from '@/lib/i18n/localized';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import { menuItemSlug } from '@/lib/menu/build-menu';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { auditTitle, recordAudit } from '@/lib/business/audit';
import { auditChanges, differingFields, EditConflictError } from '../../edit-conflict';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import type { MaterialCreate, MaterialUpdate, PriceListInput } from './schemas';
import { checkOfferedLocales, editorCompany, toLocalized } from '../editing';
import type { LocalizedInput } from '../../localized';
import { priceFields, recordTranslationSources } from '../../translations';

type MaterialRow = typeof materials.$inferSelect;

/** A menu item that leads to a material: the editor names it, and a delete is refused while one does. */
export type MaterialMenuLink = { id: number; name: LocalizedText; hidden: boolean };

/** The fields an edit's audit compares (their wire names). */
const AUDITED = ['code', 'kind', 'title', 'body', 'price_list', 'published'] as const;

/** A stored material as the editor sends it back (the wire's snake_case keys, texts per locale). */
export function materialToWire(row: MaterialRow, menu: MaterialMenuLink[] = []) {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as 'text' | 'prices',
    title: row.title,
    body: row.body,
    price_list: row.priceList ?? null,
    published: row.isPublished,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    menu_items: menu,
  };
}
export type MaterialWire = ReturnType<typeof materialToWire>;

/** The company's menu items by the material code they lead to (a material relation, or an alias page that is a material). */
async function menuLinksByCode(db: Pick<Database, 'select'>, companyId: number): Promise<Map<string, MaterialMenuLink[]>> {
  const rows = await db
    .select({ id: menuItems.id, name: menuItems.name, isHidden: menuItems.isHidden, alias: menuItems.alias, relationType: menuItems.relationType, relationCode: menuItems.relationCode, typeCode: menuItems.typeCode })
    .from(menuItems)
    .where(eq(menuItems.companyId, companyId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const byCode = new Map<string, MaterialMenuLink[]>();
  for (const row of rows) {
    const slug = menuItemSlug(row);
    const code = slug.startsWith('materials/') ? slug.slice('materials/'.length) : slug;
    if (!code) continue;
    byCode.set(code, [...(byCode.get(code) ?? []), { id: row.id, name: row.name, hidden: row.isHidden }]);
  }
  return byCode;
}

/** The company's materials for the editor, by code, with the menu items that lead to each. */
export async function listEditorMaterials(companyId: number): Promise<MaterialWire[]> {
  const db = getDb();
  const rows = await db.select().from(materials).where(eq(materials.companyId, companyId)).orderBy(asc(materials.code));
  const links = await menuLinksByCode(db, companyId);
  return rows.map((row) => materialToWire(row, links.get(row.code) ?? []));
}

async function findRow(db: Pick<Database, 'select'>, companyId: number, id: number): Promise<MaterialRow> {
  const [row] = await db.select().from(materials).where(and(eq(materials.id, id), eq(materials.companyId, companyId))).limit(1);
  if (!row) throw new BusinessError(404, 'material_not_found');
  return row;
}

/** One material of the company with its menu items, or 404 material_not_found (also for another company's). */
export async function getEditorMaterial(companyId: number, id: number, db: Pick<Database, 'select'> = getDb()): Promise<MaterialWire> {
  const row = await findRow(db, companyId, id);
  return materialToWire(row, (await menuLinksByCode(db, companyId)).get(row.code) ?? []);
}

const codeTaken = () => new BusinessError(400, 'invalid_input', {}, { code: ['material_code_taken'] });

/** 409 material_in_menu naming the items (in the caller's language) that would become dead links. */
function inMenu(links: MaterialMenuLink[], locale: Locale) {
  return new BusinessError(409, 'material_in_menu', { items: links.map((link) => `«${pickLocalized(link.name, locale)}»`).join(', ') });
}

function checkTexts(input: { title?: LocalizedInput; body?: LocalizedDoc; price_list?: PriceListInput | null }, locales: Locale[]) {
  const texts: Record<string, Record<string, unknown> | undefined> = { title: input.title, body: input.body };
  input.price_list?.groups.forEach((group, g) => {
    texts[`price_list.groups.${g}.name`] = group.name;
    group.rows.forEach((row, r) => {
      texts[`price_list.groups.${g}.rows.${r}.service`] = row.service;
      if (row.note) texts[`price_list.groups.${g}.rows.${r}.note`] = row.note;
    });
  });
  checkOfferedLocales(texts, locales);
}

/** Empty notes dropped, texts with Russian always present: what is stored. */
function storedPriceList(list: PriceListInput | null | undefined): PriceList | null | undefined {
  if (!list) return list;
  return {
    currency: list.currency,
    groups: list.groups.map((group) => ({
      name: toLocalized(group.name),
      rows: group.rows.map((row) => ({
        service: toLocalized(row.service),
        price: row.price,
        from: Boolean(row.from),
        ...(row.note && Object.keys(row.note).length > 0 ? { note: toLocalized(row.note) } : {}),
      })),
    })),
  };
}

/**
 * A new material (content.edit): published unless `published: false`. A price list without a
 * PRICE_LIST starts empty in the currency of the company's country. Audited as material.create.
 */
export async function createMaterial(member: BusinessMember, input: MaterialCreate): Promise<MaterialWire> {
  const company = await editorCompany(member);
  checkTexts(input, company.locales);
  const priceList = storedPriceList(input.price_list) ?? (input.kind === 'prices' ? { currency: currencyOfPhones(company.phones), groups: [] } : null);
  let created: MaterialRow;
  try {
    created = await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(materials)
        .values({ companyId: member.company.id, code: input.code, kind: input.kind, title: toLocalized(input.title), body: input.body ?? {}, priceList, isPublished: input.published })
        .returning();
      await recordAudit(tx, { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, action: 'material.create', targetId: row.id, details: { code: row.code, title: auditTitle(row.title), kind: row.kind, published: row.isPublished } });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  await invalidateCompany(member.company.code);
  return getEditorMaterial(member.company.id, created.id);
}

/**
 * An edit (content.edit) made from VERSION: the fields sent replace the stored ones in one
 * statement that also checks and raises the version; a row moved on since is 409 edit_conflict
 * with the stored material and the fields that differ. Changing the code of a material the menu
 * leads to is 409 material_in_menu (its links would die). Audited as material.update with the
 * before and after of each changed field (material.publish / material.unpublish too).
 */
export async function updateMaterial(member: BusinessMember, id: number, input: MaterialUpdate, locale: Locale): Promise<MaterialWire> {
  const company = await editorCompany(member);
  checkTexts(input, company.locales);
  let updated: MaterialRow;
  try {
    updated = await getDb().transaction(async (tx) => {
      const before = await findRow(tx, member.company.id, id);
      if (input.code !== undefined && input.code !== before.code && before.version === input.version) {
        const links = (await menuLinksByCode(tx, member.company.id)).get(before.code) ?? [];
        if (links.length > 0) throw inMenu(links, locale);
      }
      const values = {
        ...(input.code !== undefined && { code: input.code }),
        ...(input.kind !== undefined && { kind: input.kind }),
        ...(input.title !== undefined && { title: toLocalized(input.title) }),
        ...(input.body !== undefined && { body: input.body }),
        ...(input.price_list !== undefined && { priceList: storedPriceList(input.price_list) ?? null }),
        ...(input.kind === 'prices' && input.price_list === undefined && !before.priceList && { priceList: { currency: currencyOfPhones(company.phones), groups: [] } }),
        ...(input.published !== undefined && { isPublished: input.published }),
      };
      const [row] = await tx
        .update(materials)
        .set({ ...values, version: sql`${materials.version} + 1`, updatedAt: new Date() })
        .where(and(eq(materials.id, id), eq(materials.companyId, member.company.id), eq(materials.version, input.version)))
        .returning();
      if (!row) {
        const current = await getEditorMaterial(member.company.id, id, tx);
        const { version: _v, ...sent } = input;
        throw new EditConflictError({ version: current.version, current, changed: differingFields(current, sent) });
      }
      await recordTranslationSources(tx, member.company.id, 'material', id, { title: before.title, body: before.body }, { title: row.title, body: row.body });
      await recordTranslationSources(tx, member.company.id, 'price', id, priceFields(before.priceList), priceFields(row.priceList));
      const actor = { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, targetId: id };
      await recordAudit(tx, { ...actor, action: 'material.update', details: { code: row.code, title: auditTitle(row.title), changes: auditChanges(materialToWire(before), materialToWire(row), AUDITED) } });
      if (row.isPublished !== before.isPublished) await recordAudit(tx, { ...actor, action: row.isPublished ? 'material.publish' : 'material.unpublish', details: { code: row.code, title: auditTitle(row.title) } });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  await invalidateCompany(member.company.code);
  return getEditorMaterial(member.company.id, updated.id);
}

/**
 * Deletes a material (content.edit), audited as material.delete. While a menu item leads to it
 * (hidden ones included: showing them again would be a dead link) it is 409 material_in_menu
 * naming them; the menu is left as it is. The check and the delete hold the company's menu rows.
 */
export async function deleteMaterial(member: BusinessMember, id: number, locale: Locale): Promise<void> {
  await getDb().transaction(async (tx) => {
    const row = await findRow(tx, member.company.id, id);
    // Lock the menu's rows, so an item pointed at it between the check and the delete waits.
    await tx.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.companyId, member.company.id)).for('update');
    const links = (await menuLinksByCode(tx, member.company.id)).get(row.code) ?? [];
    if (links.length > 0) throw inMenu(links, locale);
    await tx.delete(materials).where(eq(materials.id, id));
    await recordAudit(tx, { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, action: 'material.delete', targetId: id, details: { code: row.code, title: auditTitle(row.title) } });
  });
  await invalidateCompany(member.company.code);
}

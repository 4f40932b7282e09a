import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { companies, materials, menuItems, newsCategories } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { Locale } from '@/lib/i18n/locales';
import { listHiddenMaterialCodes, menuRecordsOf } from '@/lib/menu/queries';
import { pagesLost, type MenuPage } from '@/lib/menu/reachable';
import { RELATION_TYPE } from '@/lib/menu/section-types';
import { checkMenuTree, MENU_MAX_DEPTH, type MenuPlacement } from '@/lib/menu/tree';
import { resolveLandingLayout } from '@/lib/tenants/layouts';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { auditTitle, recordAudit } from '@/lib/business/audit';
import { auditChanges, differingFields, EditConflictError } from '../../edit-conflict';
import { BusinessError, type FieldCode } from '../../errors';
import type { BusinessMember } from '../../guard';
import type { MenuItemCreate, MenuItemUpdate, MenuOrder } from './schemas';
import { checkOfferedLocales, editorCompany, toLocalized } from '../editing';
import { recordTranslationSources } from '../../translations';

/*
 * The menu editor (issue 19, menu.edit): every item of the company's menu, hidden included;
 * items are created, edited (VERSION per item) and deleted one by one, and the order and nesting
 * of the whole tree is saved in one call against the company's MENU_VERSION.
 */

export type MenuItemRow = typeof menuItems.$inferSelect;

/** An item as the editor's GET answers it (and a conflict carries it). */
export const menuItemToWire = (row: MenuItemRow) => ({
  ID: row.id,
  PARENT_ID: row.parentId,
  POSITION: row.position,
  NAME: row.name,
  TYPE_CODE: row.typeCode,
  RELATION_TYPE: row.relationType,
  RELATION_CODE: row.relationCode,
  ALIAS: row.alias,
  HIDDEN: row.isHidden,
  VERSION: row.version,
});

/** The stored item in the body's words, to name the fields a conflict differs in. */
const asBody = (row: MenuItemRow) => ({ name: row.name, type_code: row.typeCode, relation_type: row.relationType, relation_code: row.relationCode, alias: row.alias, hidden: row.isHidden });
const AUDITED = ['name', 'type_code', 'relation_type', 'relation_code', 'alias', 'hidden'] as const;

type Reader = Pick<Database, 'select'>;

/** The company's items in the site's order: by parent, then position. */
async function readItems(db: Reader, companyId: number): Promise<MenuItemRow[]> {
  return db.select().from(menuItems).where(eq(menuItems.companyId, companyId)).orderBy(asc(menuItems.position), asc(menuItems.id));
}

async function readMenuVersion(db: Reader, companyId: number): Promise<number> {
  const [row] = await db.select({ version: companies.menuVersion }).from(companies).where(eq(companies.id, companyId));
  return row?.version ?? 1;
}

/** The whole menu for the editor, with what its preview needs to build it as the site does. */
export async function readEditorMenu(member: BusinessMember) {
  const company = await editorCompany(member);
  const db = getDb();
  const [items, menuVersion] = await Promise.all([readItems(db, company.id), readMenuVersion(db, company.id)]);
  return {
    MENU_VERSION: menuVersion,
    ITEMS: items.map(menuItemToWire),
    SITE: {
      SLUG: company.slug,
      LAYOUT: resolveLandingLayout(company.templateId),
      LOCALES: company.locales,
      HAS_ISSUE_EMAIL: Boolean(company.emailForIssues),
      ONLINE_ENTRY: company.isActiveOnlineEntry,
      MAX_DEPTH: MENU_MAX_DEPTH,
    },
  };
}

/** What an item may point at: the company's materials by code and its news categories (sections are SPEC 2.3's, fixed). */
export async function readMenuTargets(companyId: number) {
  const db = getDb();
  const [materialRows, categoryRows] = await Promise.all([
    db.select({ code: materials.code, title: materials.title }).from(materials).where(eq(materials.companyId, companyId)).orderBy(asc(materials.code)),
    db.select({ slug: newsCategories.slug, name: newsCategories.name }).from(newsCategories).where(eq(newsCategories.companyId, companyId)).orderBy(asc(newsCategories.position), asc(newsCategories.id)),
  ]);
  return { materials: materialRows, categories: categoryRows };
}

const fieldError = (field: string, code: FieldCode) => new BusinessError(400, 'invalid_input', {}, { [field]: [code] });

async function checkMaterial(companyId: number, input: { relation_type: number; relation_code: string | null }) {
  if (input.relation_type !== RELATION_TYPE.MATERIAL || !input.relation_code) return;
  const [row] = await getDb()
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.companyId, companyId), eq(materials.code, input.relation_code)))
    .limit(1);
  if (!row) throw fieldError('relation_code', 'menu_material_not_found');
}

const itemValues = (input: MenuItemCreate | MenuItemUpdate) => ({
  name: toLocalized(input.name) as LocalizedText,
  typeCode: input.type_code,
  relationType: input.relation_type,
  relationCode: input.relation_type === RELATION_TYPE.MATERIAL ? input.relation_code : null,
  alias: input.alias,
  isHidden: input.hidden,
});

const notFound = () => new BusinessError(404, 'menu_item_not_found');

/** A new item, last among its siblings; a parent must be a top-level item (the site renders two levels). Audited as menu.create. */
export async function createMenuItem(member: BusinessMember, input: MenuItemCreate): Promise<MenuItemRow> {
  const company = await editorCompany(member);
  checkOfferedLocales({ name: input.name }, company.locales);
  await checkMaterial(company.id, input);
  const created = await getDb().transaction(async (tx) => {
    // One writer of the company's menu at a time: the order save and creates see each other.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
    const parentId = input.parent_id ?? null;
    if (parentId !== null) {
      const [parent] = await tx.select().from(menuItems).where(and(eq(menuItems.id, parentId), eq(menuItems.companyId, company.id)));
      if (!parent) throw fieldError('parent_id', 'menu_parent_invalid');
      if (parent.parentId !== null) throw fieldError('parent_id', 'menu_tree_too_deep');
    }
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${menuItems.position}) + 1, 0)::int` })
      .from(menuItems)
      .where(and(eq(menuItems.companyId, company.id), parentId === null ? sql`${menuItems.parentId} is null` : eq(menuItems.parentId, parentId)));
    const [row] = await tx.insert(menuItems).values({ companyId: company.id, parentId, position: next, ...itemValues(input) }).returning();
    // The tree changed: an order made from the old one is stale.
    await tx.update(companies).set({ menuVersion: sql`${companies.menuVersion} + 1` }).where(eq(companies.id, company.id));
    await recordAudit(tx, { userId: member.user.id, companyId: company.id, cabinetId: member.cabinet.id, action: 'menu.create', targetId: row.id, details: { name: row.name, title: auditTitle(row.name), parentId } });
    return row;
  });
  await invalidateCompany(company.code);
  return created;
}

/**
 * An edit of one item's texts, target, alias and visibility (not its place: see saveMenuOrder);
 * VERSION guards it. The item's own page is the edit's business (hiding it is explicit), but an
 * edit that takes other pages off the site (hiding a group hides its sub-items) is 409
 * menu_hides_pages unless confirm_hidden_pages is true (issue 31). Audited as menu.update with the changes.
 */
export async function updateMenuItem(member: BusinessMember, id: number, input: MenuItemUpdate, locale: Locale = 'ru'): Promise<MenuItemRow> {
  const company = await editorCompany(member);
  checkOfferedLocales({ name: input.name }, company.locales);
  await checkMaterial(company.id, input);
  const hiddenMaterials = new Set(await listHiddenMaterialCodes(company.id));
  const updated = await getDb().transaction(async (tx) => {
    const rows = await readItems(tx, company.id);
    const before = rows.find((row) => row.id === id);
    if (!before) throw notFound();
    // A stale VERSION is a conflict first (below): the question is about the stored item.
    if (before.version === input.version) {
      const after = rows.map((row) => (row.id === id ? { ...row, ...itemValues(input) } : row));
      refuseUnconfirmed(
        pagesLostBy(rows, after, company, hiddenMaterials, locale).filter((page) => page.id !== id),
        input.confirm_hidden_pages,
      );
    }
    const [row] = await tx
      .update(menuItems)
      .set({ ...itemValues(input), version: sql`${menuItems.version} + 1` })
      .where(and(eq(menuItems.id, id), eq(menuItems.companyId, company.id), eq(menuItems.version, input.version)))
      .returning();
    if (!row) {
      const [current] = await tx.select().from(menuItems).where(and(eq(menuItems.id, id), eq(menuItems.companyId, company.id)));
      if (!current) throw notFound();
      const { version: _version, confirm_hidden_pages: _confirmed, ...sent } = input;
      throw new EditConflictError({ version: current.version, current: menuItemToWire(current), changed: differingFields(asBody(current), sent) });
    }
    await recordTranslationSources(tx, company.id, 'menu', id, { name: before.name }, { name: row.name });
    await recordAudit(tx, { userId: member.user.id, companyId: company.id, cabinetId: member.cabinet.id, action: 'menu.update', targetId: id, details: { title: auditTitle(row.name), changes: auditChanges(asBody(before), asBody(row), AUDITED) } });
    return row;
  });
  await invalidateCompany(company.code);
  return updated;
}

/** Deletes an item; its sub-items move up to its parent, in its place. Audited as menu.delete. */
export async function deleteMenuItem(member: BusinessMember, id: number): Promise<void> {
  const company = await editorCompany(member);
  await getDb().transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
    const items = await readItems(tx, company.id);
    const item = items.find((row) => row.id === id);
    if (!item) throw notFound();
    // The new order of the deleted item's level: its children take its place.
    const level = items.filter((row) => row.parentId === item.parentId);
    const children = items.filter((row) => row.parentId === id);
    const order = level.flatMap((row) => (row.id === id ? children : [row]));
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    for (const [position, row] of order.entries()) {
      await tx.update(menuItems).set({ parentId: item.parentId, position }).where(eq(menuItems.id, row.id));
    }
    await tx.update(companies).set({ menuVersion: sql`${companies.menuVersion} + 1` }).where(eq(companies.id, company.id));
    await recordAudit(tx, { userId: member.user.id, companyId: company.id, cabinetId: member.cabinet.id, action: 'menu.delete', targetId: id, details: { name: item.name, title: auditTitle(item.name), movedUp: children.map((row) => row.id) } });
  });
  await invalidateCompany(company.code);
}

const TREE_FIELD: Record<string, FieldCode> = {
  unknown_item: 'menu_tree_mismatch',
  duplicate_item: 'menu_tree_mismatch',
  missing_item: 'menu_tree_mismatch',
  cycle: 'menu_tree_cycle',
  too_deep: 'menu_tree_too_deep',
};

/**
 * The pages of the site the menu would no longer lead to with these placements (issue 31): built
 * as the site builds its menu, from the stored items before and after. An item with a page of its
 * own that becomes a group keeps its page (as the group's first entry): what is lost is a page
 * moved under a hidden group or one the site does not show.
 */
function pagesLostByOrder(rows: readonly MenuItemRow[], placements: readonly MenuPlacement[], company: EditorCompany, hiddenMaterials: ReadonlySet<string>, locale: Locale): MenuPage[] {
  const positions = new Map(placements.map((placement, index) => [placement.id, index]));
  const parents = new Map(placements.map((placement) => [placement.id, placement.parentId]));
  const after = [...rows].sort((a, b) => positions.get(a.id)! - positions.get(b.id)!).map((row) => ({ ...row, parentId: parents.get(row.id) ?? null }));
  return pagesLostBy(rows, after, company, hiddenMaterials, locale);
}

type EditorCompany = Awaited<ReturnType<typeof editorCompany>>;

function pagesLostBy(before: readonly MenuItemRow[], after: readonly MenuItemRow[], company: EditorCompany, hiddenMaterials: ReadonlySet<string>, locale: Locale): MenuPage[] {
  const options = { locale, companySlug: company.slug, isExternalHost: false, company, layout: resolveLandingLayout(company.templateId), homeTitle: '' };
  return pagesLost(menuRecordsOf(before, hiddenMaterials), menuRecordsOf(after, hiddenMaterials), options);
}

/** A save that would take pages off the site without the user's confirmation: 409 menu_hides_pages naming them. */
function refuseUnconfirmed(lost: readonly MenuPage[], confirmed: boolean | undefined) {
  if (lost.length > 0 && !confirmed) throw new BusinessError(409, 'menu_hides_pages', { pages: lost.map((page) => page.title).join(', ') }, { items: ['menu_hides_pages'] });
}

/**
 * The order and nesting of the whole menu in one call, made from MENU_VERSION; a tree changed
 * since (another member's order, a created or deleted item) is 409 edit_conflict carrying the
 * menu as it now is, so nothing is silently lost. An order that takes a published page off the
 * site's menu (and so off the site and its sitemap) is 409 menu_hides_pages naming the pages,
 * unless the body confirms it (confirm_hidden_pages: true). Audited as menu.order.
 */
export async function saveMenuOrder(member: BusinessMember, input: MenuOrder, locale: Locale = 'ru') {
  const company = await editorCompany(member);
  const hiddenMaterials = new Set(await listHiddenMaterialCodes(company.id));
  await getDb().transaction(async (tx) => {
    const [locked] = await tx.select({ version: companies.menuVersion }).from(companies).where(eq(companies.id, company.id)).for('update');
    const items = await readItems(tx, company.id);
    if (!locked || locked.version !== input.menu_version) {
      throw new EditConflictError({ version: locked?.version ?? 1, current: { MENU_VERSION: locked?.version ?? 1, ITEMS: items.map(menuItemToWire) }, changed: ['items'] });
    }
    const placements: MenuPlacement[] = input.items.map((item) => ({ id: item.id, parentId: item.parent_id }));
    const problem = checkMenuTree(
      items.map((row) => row.id),
      placements,
    );
    if (problem) throw fieldError('items', TREE_FIELD[problem]);
    const lost = pagesLostByOrder(items, placements, company, hiddenMaterials, locale);
    refuseUnconfirmed(lost, input.confirm_hidden_pages);
    const positions = new Map<number | null, number>();
    const before = items.map((row) => ({ id: row.id, parentId: row.parentId, position: row.position }));
    for (const { id, parentId } of placements) {
      const position = positions.get(parentId) ?? 0;
      positions.set(parentId, position + 1);
      const stored = items.find((row) => row.id === id)!;
      if (stored.parentId !== parentId || stored.position !== position) await tx.update(menuItems).set({ parentId, position }).where(eq(menuItems.id, id));
    }
    await tx.update(companies).set({ menuVersion: sql`${companies.menuVersion} + 1` }).where(eq(companies.id, company.id));
    await recordAudit(tx, {
      userId: member.user.id,
      companyId: company.id,
      cabinetId: member.cabinet.id,
      action: 'menu.order',
      details: {
        changes: { order: { before: before.map((row) => [row.id, row.parentId]), after: placements.map((row) => [row.id, row.parentId]) } },
        ...(lost.length > 0 && { hiddenPages: lost.map((page) => page.page) }),
      },
    });
  });
  await invalidateCompany(company.code);
  return readEditorMenu(member);
}

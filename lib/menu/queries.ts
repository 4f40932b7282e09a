import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { materials, menuItems } from '@/lib/db/schema';
import { menuItemSlug } from './build-menu';
import type { MenuItemRecord } from './types';

/** Whether an item leads to one of these material codes: its material relation, or an alias page (/gobmp) that is a material. */
function leadsToHiddenMaterial(item: Pick<MenuItemRecord, 'alias' | 'relationType' | 'relationCode' | 'typeCode'>, hidden: ReadonlySet<string>): boolean {
  const slug = menuItemSlug(item);
  return hidden.has(slug.startsWith('materials/') ? slug.slice('materials/'.length) : slug);
}

/** A stored menu row as the tree needs it. */
export type MenuRow = Omit<MenuItemRecord, 'items' | 'materialHidden'> & { parentId: number | null };

/** Menu rows (in the site's order: by position, then id) as a tree, children in order; items leading to a hidden material marked. */
export function menuRecordsOf(rows: readonly MenuRow[], hiddenMaterials: ReadonlySet<string>): MenuItemRecord[] {
  const byId = new Map<number, MenuItemRecord>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      typeCode: row.typeCode,
      relationType: row.relationType,
      relationCode: row.relationCode,
      alias: row.alias,
      isHidden: row.isHidden,
      ...(hiddenMaterials.size > 0 && leadsToHiddenMaterial(row, hiddenMaterials) && { materialHidden: true }),
      items: [],
    });
  }
  const roots: MenuItemRecord[] = [];
  for (const row of rows) {
    const item = byId.get(row.id)!;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) parent.items.push(item);
    else roots.push(item);
  }
  return roots;
}

/** The company's menu as a tree, children in order. */
export async function listMenuItems(companyId: number): Promise<MenuItemRecord[]> {
  const rows = await getDb()
    .select()
    .from(menuItems)
    .where(eq(menuItems.companyId, companyId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return menuRecordsOf(rows, new Set(await listHiddenMaterialCodes(companyId)));
}

/** The codes of the company's hidden materials: the menu leaves out the items that lead to them (issue 19). */
export async function listHiddenMaterialCodes(companyId: number): Promise<string[]> {
  const rows = await getDb()
    .select({ code: materials.code })
    .from(materials)
    .where(and(eq(materials.companyId, companyId), eq(materials.isPublished, false)));
  return rows.map((row) => row.code);
}

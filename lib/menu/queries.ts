import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { menuItems } from '@/lib/db/schema';
import type { MenuItemRecord } from './types';

/** The company's menu as a tree, children in order. */
export async function listMenuItems(companyId: number): Promise<MenuItemRecord[]> {
  const rows = await getDb()
    .select()
    .from(menuItems)
    .where(eq(menuItems.companyId, companyId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
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

import type { Database } from '@/lib/db/client';
import { menuItems } from '@/lib/db/schema/companies';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { MenuTree } from './types';

type Writer = Pick<Database, 'insert'>;

/** Keeps only a company's locales, so a ru+kk clinic never stores uz or en text. */
export function restrictTo(locales: readonly (keyof LocalizedText)[]) {
  function pick(text: LocalizedText): LocalizedText;
  function pick(text: LocalizedText | null | undefined): LocalizedText | null;
  function pick(text: LocalizedText | null | undefined): LocalizedText | null {
    if (!text) return null;
    const out: LocalizedText = { ru: text.ru };
    for (const locale of locales) if (locale !== 'ru' && text[locale] !== undefined) out[locale] = text[locale];
    return out;
  }
  return pick;
}

/** Inserts a menu tree under `parentId`, in order, keeping only the texts `pick` keeps. */
export async function insertMenu(db: Writer, companyId: number, items: MenuTree[], pick: ReturnType<typeof restrictTo>, parentId: number | null = null): Promise<void> {
  if (items.length === 0) return;
  const rows = await db
    .insert(menuItems)
    .values(
      items.map((item, position) => ({
        companyId,
        parentId,
        position,
        name: pick(item.name),
        typeCode: item.typeCode ?? null,
        relationType: item.relationType ?? 1,
        relationCode: item.relationCode ?? null,
        alias: item.alias ?? null,
        isHidden: item.isHidden ?? false,
      })),
    )
    .returning({ id: menuItems.id });
  // RETURNING keeps the order of the VALUES list.
  for (const [index, item] of items.entries()) await insertMenu(db, companyId, item.items ?? [], pick, rows[index].id);
}

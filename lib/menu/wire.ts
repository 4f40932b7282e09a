import { z } from '@hono/zod-openapi';
import type { MenuEntry } from './types';

type MenuEntryWire = { title: string; link: string; slug: string; spa: boolean; items: MenuEntryWire[] };

export const menuEntryWireSchema: z.ZodType<MenuEntryWire> = z
  .lazy(() =>
    z.object({
      title: z.string(),
      link: z.string(),
      slug: z.string(),
      spa: z.boolean(),
      items: z.array(menuEntryWireSchema),
    }),
  )
  .openapi('MenuLink');

type MenuLink = Omit<MenuEntry, 'id' | 'items'> & { items: MenuLink[] };

/** Menu entries as the API sends them: without the database ids. */
export function menuToWire(entries: MenuEntry[]): MenuLink[] {
  return entries.map(({ id: _id, items, ...rest }) => ({ ...rest, items: menuToWire(items) }));
}

import { buildMenu, type BuildMenuOptions } from './build-menu';
import type { MenuEntry, MenuItemRecord } from './types';

/** A page the menu reaches: the item that leads there, its title, and the page (a site path, or an external URL). */
export type MenuPage = { id: number; title: string; page: string };

const itemId = (id: MenuEntry['id']): number | null => (typeof id === 'number' ? id : id === 'home' ? null : Number(id.slice('own-'.length)));

/** The pages a built menu leads to, each once (its first item): every entry without sub-items but Home. */
export function menuPages(menu: MenuEntry[], into = new Map<string, MenuPage>()): Map<string, MenuPage> {
  for (const entry of menu) {
    if (entry.items.length > 0) {
      menuPages(entry.items, into);
      continue;
    }
    const id = itemId(entry.id);
    const page = entry.spa ? entry.slug : entry.link;
    if (id !== null && !into.has(page)) into.set(page, { id, title: entry.title, page });
  }
  return into;
}

/**
 * The pages the menu `before` leads to that the menu `after` no longer does (issue 31: a change of
 * the menu never takes a page off the site silently). Built by the site's own buildMenu: a page
 * the site would still reach from another item is not lost.
 */
export function pagesLost(before: MenuItemRecord[], after: MenuItemRecord[], options: BuildMenuOptions): MenuPage[] {
  const kept = menuPages(buildMenu(after, options));
  return [...menuPages(buildMenu(before, options)).values()].filter((page) => !kept.has(page.page));
}

import type { MenuEntry } from './types';

/**
 * SPEC 2.5: routes that need not be in the menu — the news routes (list, category,
 * item, paginator), a material and a specialist.
 */
export function isMenuExemptPath(sitePath: string): boolean {
  const [first, ...rest] = sitePath.split('/').filter(Boolean);
  if (first === 'news') return true;
  // Booking (issue 30): the "book" picker and a visit's manage page, reached from buttons and messages, never from the menu.
  if (first === 'book' && rest.length === 0) return true;
  if (first === 'visit' && rest.length === 1) return true;
  // The clinic's privacy policy (issue 31), linked from the footer and every consent box.
  if (first === 'privacy' && rest.length === 0) return true;
  return (first === 'materials' || first === 'specialists') && rest.length > 0;
}

function collectSlugs(entries: MenuEntry[], into: Set<string>): Set<string> {
  for (const entry of entries) {
    if (entry.spa) into.add(entry.slug);
    collectSlugs(entry.items, into);
  }
  return into;
}

/**
 * The landing-navigation check: a path inside a company site (without locale and
 * `/l/{slug}`, e.g. `about` or `news/clinic-news/page/2`) is allowed when the company
 * home, a menu entry, or an exempt route.
 */
export function isPathInMenu(menu: MenuEntry[], sitePath: string): boolean {
  const clean = sitePath.split('/').filter(Boolean).join('/');
  if (clean === '') return true;
  if (isMenuExemptPath(clean)) return true;
  return collectSlugs(menu, new Set()).has(clean);
}

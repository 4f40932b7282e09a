import { sectionTitle, type Site } from '@/lib/site/load-site';

/**
 * The clinic's own name for a section, preferring a top-level menu item ("Врачи") to one
 * in a submenu that leads to the same page ("Пациентам → Выбрать врача").
 */
export function menuSectionTitle(site: Site, slug: string, fallback: string): string {
  const top = site.menu.find((entry) => entry.slug === slug && entry.items.length === 0);
  return top?.title ?? sectionTitle(site, slug, fallback);
}

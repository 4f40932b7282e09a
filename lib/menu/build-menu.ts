import { pickLocalized } from '@/lib/i18n/localized';
import { companyHomeLink, siteLink, type SiteLinkContext } from '@/lib/tenants/links';
import { MENU_ALIASES, RELATION_TYPE, SECTION_TYPE, sectionSlug } from './section-types';
import type { MenuEntry, MenuItemRecord } from './types';

export type MenuCompany = { emailForIssues: string | null; isActiveOnlineEntry: boolean };

export type BuildMenuOptions = SiteLinkContext & {
  company: MenuCompany;
  layout: string;
  homeTitle: string;
};

const isAbsoluteUrl = (value: string) => /^https?:\/\//i.test(value);

/** The page an item reaches: its alias, its material, or its section type (SPEC 2.3, 2.4). */
export function menuItemSlug(item: Pick<MenuItemRecord, 'alias' | 'relationType' | 'relationCode' | 'typeCode'>): string {
  if (item.alias && MENU_ALIASES[item.alias.trim()]) return MENU_ALIASES[item.alias.trim()];
  if (item.relationType === RELATION_TYPE.MATERIAL && item.relationCode) return `materials/${item.relationCode}`;
  return sectionSlug(item.typeCode) ?? '';
}

/** SPEC 2.5: the rules that drop a single item before its children are looked at. */
function isDropped(item: MenuItemRecord, company: MenuCompany): boolean {
  if (item.isHidden) return true;
  if (item.relationType === RELATION_TYPE.MATERIAL && !item.relationCode) return true;
  // A hidden material answers 404: no menu item leads there (issue 19: never a dead menu link).
  if (item.materialHidden) return true;
  if (item.typeCode === SECTION_TYPE.ASK_NEW_QUESTION && !company.emailForIssues) return true;
  if (item.typeCode === SECTION_TYPE.ONLINE_ENTRY && !company.isActiveOnlineEntry) return true;
  return false;
}

function buildEntry(item: MenuItemRecord, options: BuildMenuOptions): MenuEntry | null {
  if (isDropped(item, options.company)) return null;
  const children = item.items
    .map((child) => buildEntry(child, options))
    .filter((child): child is MenuEntry => child !== null);
  // A parent whose sub-items were all dropped is dropped too.
  if (item.items.length > 0 && children.length === 0) return null;

  const title = pickLocalized(item.name, options.locale);
  if (children.length > 0) {
    // A parent takes the link of its first child.
    const first = children[0];
    return { id: item.id, title, link: first.link, slug: first.slug, spa: first.spa, items: children };
  }
  if (item.alias && isAbsoluteUrl(item.alias)) {
    return { id: item.id, title, link: item.alias, slug: '', spa: false, items: [] };
  }
  const slug = menuItemSlug(item);
  return { id: item.id, title, link: siteLink(options, slug), slug, spa: true, items: [] };
}

/** SPEC 2.5: a leading Home entry, then the visible items; the landing-blog layout shows only Home. */
export function buildMenu(items: MenuItemRecord[], options: BuildMenuOptions): MenuEntry[] {
  const home: MenuEntry = { id: 'home', title: options.homeTitle, link: companyHomeLink(options), slug: '', spa: true, items: [] };
  if (options.layout === 'landing-blog') return [home];
  const entries = items.map((item) => buildEntry(item, options)).filter((entry): entry is MenuEntry => entry !== null);
  return [home, ...entries];
}

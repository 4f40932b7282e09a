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

/** Why the site leaves an item out (SPEC 2.5); the menu editor's preview names it (explainMenu). */
export type MenuDropReason = 'hidden' | 'material_without_code' | 'material_hidden' | 'no_issue_email' | 'online_entry_off' | 'no_sub_items' | 'parent_not_shown' | 'blog_layout';

/** SPEC 2.5: the rules that drop a single item before its children are looked at. */
function dropReason(item: MenuItemRecord, company: MenuCompany): MenuDropReason | null {
  if (item.isHidden) return 'hidden';
  if (item.relationType === RELATION_TYPE.MATERIAL && !item.relationCode) return 'material_without_code';
  // A hidden material answers 404: no menu item leads there (issue 19: never a dead menu link).
  if (item.materialHidden) return 'material_hidden';
  if (item.typeCode === SECTION_TYPE.ASK_NEW_QUESTION && !company.emailForIssues) return 'no_issue_email';
  if (item.typeCode === SECTION_TYPE.ONLINE_ENTRY && !company.isActiveOnlineEntry) return 'online_entry_off';
  return null;
}

type DropListener = (item: MenuItemRecord, reason: MenuDropReason) => void;

function buildEntry(item: MenuItemRecord, options: BuildMenuOptions, onDrop?: DropListener): MenuEntry | null {
  const reason = dropReason(item, options.company);
  if (reason) {
    onDrop?.(item, reason);
    return null;
  }
  const children = item.items
    .map((child) => buildEntry(child, options, onDrop))
    .filter((child): child is MenuEntry => child !== null);
  const own = ownTarget(item, options);
  // A group whose sub-items were all dropped is dropped too (an item with a page of its own stays, as a link).
  if (item.items.length > 0 && children.length === 0 && !own) {
    onDrop?.(item, 'no_sub_items');
    return null;
  }

  const title = pickLocalized(item.name, options.locale);
  if (children.length > 0) {
    // An item with a page of its own keeps it as its group's first entry (issue 31: nesting never hides a page).
    const entries = own ? [{ id: ownEntryId(item.id), title, ...own, items: [] }, ...children] : children;
    // A parent takes the link of its first entry.
    const first = entries[0];
    return { id: item.id, title, link: first.link, slug: first.slug, spa: first.spa, items: entries };
  }
  return { id: item.id, title, ...(own ?? { link: siteLink(options, ''), slug: '', spa: true }), items: [] };
}

/** The id of the entry that keeps a parent's own page in its group. */
export const ownEntryId = (id: number): MenuEntry['id'] => `own-${id}`;

/**
 * The page an item leads to by itself: an external link (absolute ALIAS) or a page of the site;
 * null for a group (no section, no material, no alias), which only gathers its sub-items.
 */
function ownTarget(item: MenuItemRecord, options: BuildMenuOptions): Pick<MenuEntry, 'link' | 'slug' | 'spa'> | null {
  if (item.alias && isAbsoluteUrl(item.alias)) return { link: item.alias, slug: '', spa: false };
  const slug = menuItemSlug(item);
  return slug ? { link: siteLink(options, slug), slug, spa: true } : null;
}

/** Whether an item leads somewhere by itself (with sub-items, that page is its group's first entry), not only a group. */
export function hasOwnPage(item: Pick<MenuItemRecord, 'alias' | 'relationType' | 'relationCode' | 'typeCode'>): boolean {
  return Boolean((item.alias && isAbsoluteUrl(item.alias)) || menuItemSlug(item));
}

function homeEntry(options: BuildMenuOptions): MenuEntry {
  return { id: 'home', title: options.homeTitle, link: companyHomeLink(options), slug: '', spa: true, items: [] };
}

function buildWith(items: MenuItemRecord[], options: BuildMenuOptions, onDrop?: DropListener): MenuEntry[] {
  if (options.layout === 'landing-blog') return [homeEntry(options)];
  const entries = items.map((item) => buildEntry(item, options, onDrop)).filter((entry): entry is MenuEntry => entry !== null);
  return [homeEntry(options), ...entries];
}

/** SPEC 2.5: a leading Home entry, then the visible items; the landing-blog layout shows only Home. */
export function buildMenu(items: MenuItemRecord[], options: BuildMenuOptions): MenuEntry[] {
  return buildWith(items, options);
}

/** One stored item as the menu editor's preview explains it: shown (with its link) or why not. */
export type ExplainedMenuItem = {
  id: number;
  title: string;
  shown: boolean;
  reason: MenuDropReason | null;
  /** Shown, but its material is not among the company's (the link leads to a missing page). */
  materialMissing: boolean;
  link: string | null;
  items: ExplainedMenuItem[];
};

/**
 * The menu editor's preview: what buildMenu shows (the same walk, the same rules) and, for
 * every item it leaves out, why. `materialCodes`: the company's materials, to warn of an item
 * pointing at a code none has (the site still shows such an item; its page is a 404).
 */
export function explainMenu(items: MenuItemRecord[], options: BuildMenuOptions & { materialCodes?: ReadonlySet<string> }): { menu: MenuEntry[]; items: ExplainedMenuItem[] } {
  const reasons = new Map<number, MenuDropReason>();
  const menu = buildWith(items, options, (item, reason) => reasons.set(item.id, reason));
  const links = new Map<number, string>();
  const collect = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      if (typeof entry.id === 'number') links.set(entry.id, entry.link);
      collect(entry.items);
    }
  };
  collect(menu);
  const blog = options.layout === 'landing-blog';
  const explain = (item: MenuItemRecord): ExplainedMenuItem => {
    const link = links.get(item.id) ?? null;
    // An item the walk reached has its own reason; one under a dropped item was never looked at.
    const reason: MenuDropReason | null = link !== null ? null : blog ? 'blog_layout' : (reasons.get(item.id) ?? 'parent_not_shown');
    const materialMissing = item.relationType === RELATION_TYPE.MATERIAL && Boolean(item.relationCode) && options.materialCodes !== undefined && !options.materialCodes.has(item.relationCode!);
    return {
      id: item.id,
      title: pickLocalized(item.name, options.locale),
      shown: link !== null,
      reason,
      materialMissing,
      link,
      items: item.items.map(explain),
    };
  };
  return { menu, items: items.map(explain) };
}

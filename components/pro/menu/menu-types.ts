import type { LocalizedText } from '@/lib/db/schema/common';
import type { Locale } from '@/lib/i18n/locales';
import type { BuildMenuOptions } from '@/lib/menu/build-menu';
import type { MenuItemRecord } from '@/lib/menu/types';
import type { TreeNode } from '@/lib/menu/tree';

/** An item as GET …/business/menu sends it (lib/business/site/menu/editor.ts menuItemToWire). */
export type MenuItemWire = {
  ID: number;
  PARENT_ID: number | null;
  POSITION: number;
  NAME: LocalizedText;
  TYPE_CODE: number | null;
  RELATION_TYPE: number;
  RELATION_CODE: string | null;
  ALIAS: string | null;
  HIDDEN: boolean;
  VERSION: number;
};

export type MenuSite = { SLUG: string; LAYOUT: string; LOCALES: Locale[]; HAS_ISSUE_EMAIL: boolean; ONLINE_ENTRY: boolean; MAX_DEPTH: number };
export type EditorMenu = { MENU_VERSION: number; ITEMS: MenuItemWire[]; SITE: MenuSite };
export type MenuTargets = {
  SECTIONS: { TYPE_CODE: number; KEY: string; SLUG: string | null }[];
  ALIASES: { ALIAS: string; SLUG: string }[];
  MATERIALS: { CODE: string; TITLE: LocalizedText }[];
  NEWS_CATEGORIES: { SLUG: string; NAME: LocalizedText }[];
};

/** The editor's tree: items nest under their parents, siblings by POSITION. */
export type EditorNode = TreeNode<{ id: number }>;

export function toTree(items: readonly MenuItemWire[]): EditorNode[] {
  const sorted = [...items].sort((a, b) => a.POSITION - b.POSITION || a.ID - b.ID);
  const nodes = new Map(sorted.map((item) => [item.ID, { id: item.ID, items: [] } as EditorNode]));
  const roots: EditorNode[] = [];
  for (const item of sorted) {
    const parent = item.PARENT_ID === null ? undefined : nodes.get(item.PARENT_ID);
    (parent ? parent.items : roots).push(nodes.get(item.ID)!);
  }
  return roots;
}

/** The tree as buildMenu reads it, each item's fields from `byId` (the stored item, or the form's unsaved values). */
export function toRecords(nodes: readonly EditorNode[], byId: ReadonlyMap<number, MenuItemWire>): MenuItemRecord[] {
  return nodes.flatMap((node) => {
    const item = byId.get(node.id);
    if (!item) return [];
    return [{ id: item.ID, name: item.NAME, typeCode: item.TYPE_CODE, relationType: item.RELATION_TYPE, relationCode: item.RELATION_CODE, alias: item.ALIAS, isHidden: item.HIDDEN, items: toRecords(node.items, byId) }];
  });
}

/** A text in a locale, else Russian. */
export const pickName = (text: LocalizedText, locale: Locale) => text[locale] || text.ru;

/** How the site builds this company's menu, for the editor's own builds (the preview, the pages an order would hide). */
export const siteMenuOptions = (site: MenuSite, locale: Locale, homeTitle: string): BuildMenuOptions => ({
  locale,
  companySlug: site.SLUG,
  isExternalHost: false,
  company: { emailForIssues: site.HAS_ISSUE_EMAIL ? 'set' : null, isActiveOnlineEntry: site.ONLINE_ENTRY },
  layout: site.LAYOUT,
  homeTitle,
});

import type { LocalizedText } from '@/lib/db/schema/common';

/** A stored menu item with its children (SPEC 3 "Menu item", camel-cased). */
export type MenuItemRecord = {
  id: number;
  name: LocalizedText;
  typeCode: number | null;
  relationType: number;
  relationCode: string | null;
  alias: string | null;
  isHidden: boolean;
  /** The material it leads to is hidden (not published): the item leaves the menu (SPEC 2.5, issue 19). */
  materialHidden?: boolean;
  items: MenuItemRecord[];
};

/** A built menu entry: the derived values of SPEC 3 (title, link, slug, spa). */
export type MenuEntry = {
  /** The item's id; 'home'; or `own-{id}` for a parent's own page, kept as its group's first entry. */
  id: number | 'home' | `own-${number}`;
  title: string;
  link: string;
  slug: string;
  /** false when the link leaves the app (a full page load). */
  spa: boolean;
  items: MenuEntry[];
};

/** A menu to insert: an item with its children, texts per locale (the seed's and a new clinic's starter menu). */
export type MenuTree = {
  name: LocalizedText;
  typeCode?: number | null;
  relationType?: number;
  relationCode?: string | null;
  alias?: string | null;
  isHidden?: boolean;
  items?: MenuTree[];
};

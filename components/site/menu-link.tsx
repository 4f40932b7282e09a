import type { MenuEntry } from '@/lib/menu/types';

export type MenuLinkEntry = Pick<MenuEntry, 'title' | 'link' | 'spa'>;

/** One menu link; a link that leaves the site opens in a new tab (SPEC 3 `spa`). Server and client alike. */
export function MenuLink({ entry }: { entry: MenuLinkEntry }) {
  return (
    <a href={entry.link} {...(entry.spa ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {entry.title}
    </a>
  );
}

/** The chevron of a menu item with sub-items; it turns when the group is open. */
export function MenuChevron() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" className="nav-chevron shrink-0">
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}

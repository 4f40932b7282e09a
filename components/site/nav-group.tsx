'use client';

import dynamic from 'next/dynamic';
import { useId, useState, useSyncExternalStore } from 'react';
import { useMenuPopover } from '@/components/ui/use-menu-popover';
import { MenuChevron, MenuLink, type MenuLinkEntry } from './menu-link';

// Radix and the popover box load on first use: hover, focus or a tap on the item (DESIGN "Budgets").
const MenuPopoverLayer = dynamic(() => import('@/components/ui/menu-popover-layer').then((m) => m.MenuPopoverLayer), { ssr: false });
const preload = () => void import('@/components/ui/menu-popover-layer');

// false while the server renders and while the page hydrates, true right after.
const noSubscription = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Below Tailwind's lg the header's menu is the phone's drawer (components/site/mobile-nav.tsx). */
const DRAWER_QUERY = '(max-width: 1023.98px)';
const hasMedia = () => typeof window.matchMedia === 'function';
const subscribeDrawer = (onChange: () => void) => {
  if (!hasMedia()) return () => {};
  const query = window.matchMedia(DRAWER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useInDrawer = (enabled: boolean) =>
  useSyncExternalStore(
    enabled ? subscribeDrawer : noSubscription,
    () => enabled && hasMedia() && window.matchMedia(DRAWER_QUERY).matches,
    () => false,
  );

type Props = {
  title: string;
  items: (MenuLinkEntry & { id: number | string })[];
  vertical: boolean;
  childrenClass: string;
  /** The header's menu: in the phone's drawer the group opens in place (an accordion), not in a popover over the list. */
  inPlaceInDrawer?: boolean;
};

/**
 * A menu item with sub-items (SPEC 2.5, 2.9). The server sends a <details>: without JavaScript
 * a click, a tap or Enter opens it and its links are plain links. Once the page runs, the
 * summary becomes the trigger of a menu popover (components/ui/use-menu-popover.ts); in the
 * phone's drawer (issue 28) it is a disclosure instead: its links open in place under it and
 * push the rest of the list down, nothing covers them.
 */
export function NavGroup({ title, items, vertical, childrenClass, inPlaceInDrawer = false }: Props) {
  const hydrated = useHydrated();
  const inDrawer = useInDrawer(inPlaceInDrawer);
  const [used, setUsed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // A vertical menu opens to the side on a wide screen and below in the phone's drawer.
  const menu = useMenuPopover(vertical ? 'auto-start' : 'bottom-start');
  const { triggerRef, triggerProps, open } = menu;
  if (open && !used) setUsed(true);

  const links = items.map((item) => (
    <li key={item.id}>
      <MenuLink entry={item} />
    </li>
  ));

  if (!hydrated) {
    return (
      <details className="nav-group">
        <summary className="nav-toggle">
          {title}
          <MenuChevron />
        </summary>
        <ul className={childrenClass}>{links}</ul>
      </details>
    );
  }
  if (inDrawer) {
    return (
      <>
        <button type="button" className="nav-toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)} data-nav-accordion>
          {title}
          <MenuChevron />
        </button>
        <ul id={listId} hidden={!expanded} className={childrenClass}>
          {links}
        </ul>
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        ref={triggerRef}
        {...triggerProps}
        onFocus={preload}
        onPointerEnter={(event) => {
          preload();
          triggerProps.onPointerEnter(event);
        }}
        onTouchStart={preload}
        className="nav-toggle"
      >
        {title}
        <MenuChevron />
      </button>
      {/* The links stay in the document while the menu is closed, as the server sent them. */}
      <ul hidden>{links}</ul>
      {used && (
        <MenuPopoverLayer controller={menu} label={title} className="nav-popover min-w-56 p-1">
          <ul className="flex flex-col gap-0.5">{links}</ul>
        </MenuPopoverLayer>
      )}
    </>
  );
}

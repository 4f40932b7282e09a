'use client';

import dynamic from 'next/dynamic';
import { useState, useSyncExternalStore } from 'react';
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

type Props = { title: string; items: (MenuLinkEntry & { id: number | string })[]; vertical: boolean; childrenClass: string };

/**
 * A menu item with sub-items (SPEC 2.5, 2.9). The server sends a <details>: without JavaScript
 * a click, a tap or Enter opens it and its links are plain links. Once the page runs, the
 * summary becomes the trigger of a menu popover (components/ui/use-menu-popover.ts).
 */
export function NavGroup({ title, items, vertical, childrenClass }: Props) {
  const hydrated = useHydrated();
  const [used, setUsed] = useState(false);
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

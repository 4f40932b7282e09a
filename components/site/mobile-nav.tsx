'use client';

import { useEffect, useId, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useAppStore } from '@/stores/app-store';

type Props = {
  label: string;
  /** From 1024 px the menu is elsewhere (the three-column layout's first column): hide it here. */
  hideWide?: boolean;
  children: ReactNode;
};

/**
 * The navigation drawer of the header on small screens (SPEC 4 "Navigation drawer"): a button
 * in the header's row that opens the menu under it; Escape or a navigation closes it. An open
 * menu longer than the screen scrolls inside the (sticky) header. Wide screens show the same menu
 * in place, and so does a browser without JavaScript (`.mobile-nav-panel` in globals.css). The
 * wrapper is `display: contents`: the button and the menu are cells of the header's grid.
 */
export function MobileNav({ label, hideWide = false, children }: Props) {
  const isOpen = useAppStore((state) => state.isNavActive);
  const toggle = useAppStore((state) => state.toggleNav);
  const close = useAppStore((state) => state.closeNav);
  const pathname = usePathname();
  const id = useId();

  useEffect(() => close(), [pathname, close]);
  useEffect(() => {
    if (!isOpen) return;
    // An Escape that closed a menu popover inside the drawer (it prevents the default) is not for the drawer.
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !event.defaultPrevented && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, close]);

  return (
    <div className={`contents ${hideWide ? 'menu-in-column' : ''}`}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={toggle}
        className="mobile-nav-toggle flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-2 font-medium text-brand-800 [grid-area:menu] sm:px-3 lg:hidden"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
          {isOpen ? <path d="M5 5l10 10M15 5 5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
        </svg>
        {/* A phone's row has room for the icon only; the button keeps its name. */}
        <span className="sr-only sm:not-sr-only">{label}</span>
      </button>
      <div
        id={id}
        className={`mobile-nav-panel [grid-area:nav] ${isOpen ? 'mt-2 block max-h-[calc(100dvh-5rem)] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-2' : 'hidden'} ${
          hideWide ? 'lg:hidden' : 'lg:-mx-2 lg:mt-0 lg:block lg:max-h-none lg:overflow-visible lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0'
        }`}
      >
        {children}
      </div>
    </div>
  );
}

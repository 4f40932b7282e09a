'use client';

import { useEffect, useId, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useAppStore } from '@/stores/app-store';

/**
 * The navigation drawer on small screens (SPEC 4 "Navigation drawer"): a button that opens
 * the menu; Escape or a navigation closes it. Wide screens always show the same menu, in place,
 * and so does a browser without JavaScript (`.mobile-nav-panel` in globals.css).
 */
export function MobileNav({ label, children }: { label: string; children: ReactNode }) {
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
    <div>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={toggle}
        className="mobile-nav-toggle flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-medium text-brand-800 lg:hidden"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
          {isOpen ? <path d="M5 5l10 10M15 5 5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
        </svg>
        {label}
      </button>
      <div id={id} className={`mobile-nav-panel ${isOpen ? 'mt-2 block rounded-xl border border-slate-200 bg-white p-2' : 'hidden'} lg:mt-0 lg:block lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0`}>
        {children}
      </div>
    </div>
  );
}

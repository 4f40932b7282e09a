'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useAppStore } from '@/stores/app-store';

/**
 * SPEC 3/4 application state from the page: the location, the external-host flag (set at
 * start: this host is not one of the platform's), the company-site flag and the page title.
 */
export function AppStateInit({ isExternalHost, isCompanySite }: { isExternalHost: boolean; isCompanySite: boolean }) {
  const pathname = usePathname();
  useEffect(() => {
    const state = useAppStore.getState();
    state.setExternalHost(isExternalHost);
    state.setCompanySite(isCompanySite);
  }, [isExternalHost, isCompanySite]);
  useEffect(() => {
    const state = useAppStore.getState();
    state.setLocation(window.location);
    state.setPageTitle(document.title);
  }, [pathname]);
  return null;
}

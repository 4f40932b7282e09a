import type { ReactNode } from 'react';
import { create } from 'zustand';

/** SPEC 3 "Application state": interface state only, never server data. */
export type AppState = {
  /** 'https://demo-clinic.kz' */
  origin: string;
  /** The full current URL. */
  url: string;
  /** The host name without port, 'demo-clinic.kz'. */
  domain: string;
  /** SPEC 4: the site runs on a company's own host, not on a platform host. */
  isExternalHost: boolean;
  /** SPEC 4: the navigation drawer is open. */
  isNavActive: boolean;
  /** SPEC 4: the right sidebar's content, or null when cleared. */
  sidebar: ReactNode | null;
  pageTitle: string;
  isProLayout: boolean;
  isCompanySite: boolean;
};

export type AppActions = {
  /** Origin, url and domain from a location (window.location in the browser). */
  setLocation: (location: Pick<Location, 'origin' | 'href' | 'hostname'>) => void;
  setExternalHost: (isExternalHost: boolean) => void;
  toggleNav: () => void;
  closeNav: () => void;
  setNavActive: (isNavActive: boolean) => void;
  setSidebar: (content: ReactNode | null) => void;
  clearSidebar: () => void;
  setPageTitle: (pageTitle: string) => void;
  /** SPEC 4: turning the pro layout on clears the sidebar. */
  setProLayout: (isProLayout: boolean) => void;
  setCompanySite: (isCompanySite: boolean) => void;
};

export const initialAppState: AppState = {
  origin: '',
  url: '',
  domain: '',
  isExternalHost: false,
  isNavActive: false,
  sidebar: null,
  pageTitle: '',
  isProLayout: false,
  isCompanySite: false,
};

export const useAppStore = create<AppState & AppActions>()((set) => ({
  ...initialAppState,
  setLocation: ({ origin, href, hostname }) => set({ origin, url: href, domain: hostname }),
  setExternalHost: (isExternalHost) => set({ isExternalHost }),
  toggleNav: () => set((state) => ({ isNavActive: !state.isNavActive })),
  closeNav: () => set({ isNavActive: false }),
  setNavActive: (isNavActive) => set({ isNavActive }),
  setSidebar: (sidebar) => set({ sidebar }),
  clearSidebar: () => set({ sidebar: null }),
  setPageTitle: (pageTitle) => set({ pageTitle }),
  setProLayout: (isProLayout) => set(isProLayout ? { isProLayout, sidebar: null } : { isProLayout }),
  setCompanySite: (isCompanySite) => set({ isCompanySite }),
}));

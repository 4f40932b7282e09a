import { beforeEach, describe, expect, it } from 'vitest';
import { initialAppState, useAppStore } from '@/stores/app-store';

// SPEC 3 "Application state" and SPEC 4 "Navigation drawer", one rule per test.
const state = () => useAppStore.getState();

describe('app store', () => {
  beforeEach(() => useAppStore.setState(initialAppState));

  it('SPEC 3: holds origin, url, domain, isExternalHost, isNavActive, sidebar, pageTitle, isProLayout, isCompanySite', () => {
    expect(Object.keys(initialAppState).sort()).toEqual(
      ['domain', 'isCompanySite', 'isExternalHost', 'isNavActive', 'isProLayout', 'origin', 'pageTitle', 'sidebar', 'url'].sort(),
    );
  });

  it('starts with the drawer closed, no sidebar, not pro, not a company site', () => {
    expect(state()).toMatchObject({ isNavActive: false, sidebar: null, isProLayout: false, isCompanySite: false, isExternalHost: false });
  });

  it('setLocation takes origin, url and the host name without port as domain', () => {
    state().setLocation({ origin: 'http://demo-clinic.localhost:3000', href: 'http://demo-clinic.localhost:3000/kk/about', hostname: 'demo-clinic.localhost' });
    expect(state()).toMatchObject({ origin: 'http://demo-clinic.localhost:3000', url: 'http://demo-clinic.localhost:3000/kk/about', domain: 'demo-clinic.localhost' });
  });

  it('SPEC 4: the navigation drawer toggles between active and not', () => {
    state().toggleNav();
    expect(state().isNavActive).toBe(true);
    state().toggleNav();
    expect(state().isNavActive).toBe(false);
  });

  it('SPEC 4: closing the drawer leaves it inactive, also when already closed', () => {
    state().setNavActive(true);
    state().closeNav();
    expect(state().isNavActive).toBe(false);
    state().closeNav();
    expect(state().isNavActive).toBe(false);
  });

  it('SPEC 4: the right sidebar content is set or cleared', () => {
    state().setSidebar('contacts');
    expect(state().sidebar).toBe('contacts');
    state().clearSidebar();
    expect(state().sidebar).toBeNull();
  });

  it('SPEC 4: turning the pro layout on clears the sidebar', () => {
    state().setSidebar('contacts');
    state().setProLayout(true);
    expect(state()).toMatchObject({ isProLayout: true, sidebar: null });
  });

  it('turning the pro layout off keeps the sidebar', () => {
    state().setProLayout(true);
    state().setSidebar('contacts');
    state().setProLayout(false);
    expect(state()).toMatchObject({ isProLayout: false, sidebar: 'contacts' });
  });

  it('keeps the page title, the external host flag and the company site flag', () => {
    state().setPageTitle('О клинике');
    state().setExternalHost(true);
    state().setCompanySite(true);
    expect(state()).toMatchObject({ pageTitle: 'О клинике', isExternalHost: true, isCompanySite: true });
  });
});

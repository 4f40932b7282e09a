import { describe, expect, it } from 'vitest';
import { columnCount, hasSidebar, isWideLayout, LAYOUTS, LANDING_LAYOUTS, resolveLandingLayout } from '@/lib/tenants/layouts';

// SPEC 2.6 layouts, one rule per test.

describe('SPEC 2.6 layouts', () => {
  it('SPEC 2.6: the layouts are auth, default, empty, error, landing, landing-sidebar-wide, landing-wide, landing-blog and pro', () => {
    expect([...LAYOUTS]).toEqual(['auth', 'default', 'empty', 'error', 'landing', 'landing-sidebar-wide', 'landing-wide', 'landing-blog', 'pro']);
  });

  it("SPEC 2.6: the landing layout comes from the company's template setting (FRONT_LANDING_TEMPLATE_ID)", () => {
    expect(resolveLandingLayout('landing-wide')).toBe('landing-wide');
    expect(resolveLandingLayout('landing-blog')).toBe('landing-blog');
    expect(resolveLandingLayout('landing-sidebar-wide')).toBe('landing-sidebar-wide');
  });

  it('SPEC 2.6: the landing layout falls back to landing', () => {
    expect(resolveLandingLayout(null)).toBe('landing');
    expect(resolveLandingLayout(undefined)).toBe('landing');
    expect(resolveLandingLayout('')).toBe('landing');
    expect(resolveLandingLayout('pro')).toBe('landing');
    expect(resolveLandingLayout('unknown-template')).toBe('landing');
  });

  it('SPEC 2.6: the wide layouts are landing-wide and landing-blog', () => {
    expect(LANDING_LAYOUTS.filter(isWideLayout)).toEqual(['landing-wide', 'landing-blog']);
  });

  it('SPEC 2.6: landing and landing-sidebar-wide have a sidebar', () => {
    expect(LANDING_LAYOUTS.filter(hasSidebar)).toEqual(['landing', 'landing-sidebar-wide']);
  });

  it('SPEC 2.6: landing has three columns', () => {
    expect(columnCount('landing')).toBe(3);
    expect(LANDING_LAYOUTS.filter((layout) => columnCount(layout) === 3)).toEqual(['landing']);
  });
});

/** SPEC 2.6: the layouts of the product. */
export const LAYOUTS = ['auth', 'default', 'empty', 'error', 'landing', 'landing-sidebar-wide', 'landing-wide', 'landing-blog', 'pro'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const LANDING_LAYOUTS = ['landing', 'landing-sidebar-wide', 'landing-wide', 'landing-blog'] as const;
export type LandingLayout = (typeof LANDING_LAYOUTS)[number];

/** The landing layout comes from FRONT_LANDING_TEMPLATE_ID and falls back to landing. */
export function resolveLandingLayout(templateId: string | null | undefined): LandingLayout {
  return (LANDING_LAYOUTS as readonly string[]).includes(templateId ?? '') ? (templateId as LandingLayout) : 'landing';
}

/** The wide layouts are landing-wide and landing-blog. */
export function isWideLayout(layout: LandingLayout): boolean {
  return layout === 'landing-wide' || layout === 'landing-blog';
}

/** landing and landing-sidebar-wide have a sidebar. */
export function hasSidebar(layout: LandingLayout): boolean {
  return layout === 'landing' || layout === 'landing-sidebar-wide';
}

/** landing has three columns. */
export function columnCount(layout: LandingLayout): 1 | 2 | 3 {
  if (layout === 'landing') return 3;
  return hasSidebar(layout) ? 2 : 1;
}

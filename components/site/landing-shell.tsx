import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { brandStyle } from '@/lib/tenants/brand-colour';
import { columnCount, hasSidebar } from '@/lib/tenants/layouts';
import type { Site } from '@/lib/site/load-site';
import { CallBar, hasCallBar } from './call-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteNav } from './site-nav';
import { SiteSidebar } from './site-sidebar';

/**
 * The landing layouts of SPEC 2.6, chosen by FRONT_LANDING_TEMPLATE_ID:
 * landing — three columns (menu, content, sidebar); landing-sidebar-wide — content and a
 * wide sidebar; landing-wide and landing-blog — one wide column. On a phone every layout is one
 * column under the header that stays, with the call bar at the bottom (issue 20).
 */
export async function LandingShell({ site, children }: { site: Site; children: ReactNode }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Common' });
  const th = await getTranslations({ locale: site.locale, namespace: 'SiteHeader' });
  const columns = columnCount(site.layout);
  const grid =
    columns === 3 ? 'lg:grid-cols-[14rem_minmax(0,1fr)_18rem]' : columns === 2 ? 'lg:grid-cols-[minmax(0,1fr)_24rem]' : 'grid-cols-1';
  return (
    // The clinic's brand colour (issue 31): the --color-brand-* shades every brand class reads, set for its pages only.
    <div id="site-shell" data-layout={site.layout} style={brandStyle(site.company.brandColor)} className={`flex min-h-screen flex-col ${hasCallBar(site) ? 'has-call-bar' : ''}`}>
      {/* The first paint waits until this shell (header, page, footer, call bar) is parsed: painted
          half-parsed on a slow phone, a button without its text yet, the call bar's centred icon or
          the header's account entry moved once the rest arrived (CLS 0.01; React puts the link in <head>). */}
      <link rel="expect" href="#site-shell" blocking="render" />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('skipToContent')}
      </a>
      <SiteHeader site={site} menuInColumn={columns === 3} />
      <div className={`mx-auto grid w-full flex-1 content-start gap-4 px-4 py-4 sm:gap-6 sm:py-6 ${columns === 1 ? 'max-w-screen-2xl' : 'max-w-7xl'} ${grid}`}>
        {columns === 3 && (
          // Below 1024 px this menu is the header's drawer.
          <div data-column="menu" className="hidden lg:block">
            <SiteNav menu={site.menu} label={th('navigation')} vertical />
          </div>
        )}
        <main id="main" className="min-w-0" tabIndex={-1}>
          {children}
        </main>
        {hasSidebar(site.layout) && <SiteSidebar site={site} />}
      </div>
      <SiteFooter site={site} />
      <CallBar site={site} />
    </div>
  );
}

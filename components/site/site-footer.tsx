import { getTranslations } from 'next-intl/server';
import { pickLocalized } from '@/lib/i18n/localized';
import { footerLinks, legalDetails } from '@/lib/site/legal-footer';
import type { Site } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';
import { MenuLink } from './menu-link';

/**
 * The site's footer (issue 31): the menu's main links, the clinic's legal name, BIN or INN and
 * medical licence as it set them in /pro, its privacy policy, and the rights line. Server-rendered, no script.
 */
export async function SiteFooter({ site }: { site: Site }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'Footer' });
  const legal = legalDetails(site.company, site.locale);
  const links = footerLinks(site.menu);
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white" data-site-footer>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted">
        {links.length > 0 && (
          <nav aria-label={t('links')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {links.map((entry) => (
                <li key={entry.link} className="[&>a]:text-brand-800 [&>a]:underline-offset-4 [&>a:hover]:underline">
                  <MenuLink entry={entry} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="flex flex-col gap-1" data-legal-details>
          {legal.legalName && <p className="font-medium text-ink">{legal.legalName}</p>}
          {legal.taxId && <p>{t(legal.taxId.kind, { number: legal.taxId.number })}</p>}
          {legal.license && <p>{legal.license.date ? t('licenseDated', { number: legal.license.number, date: legal.license.date }) : t('license', { number: legal.license.number })}</p>}
          <p>
            <a href={siteLink(site.links, 'privacy')} className="text-brand-800 underline underline-offset-4">
              {t('privacy')}
            </a>
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <p>{t('rights', { year: new Date().getFullYear(), company: pickLocalized(site.company.name, site.locale) })}</p>
          <p>{t('poweredBy')}</p>
        </div>
      </div>
    </footer>
  );
}

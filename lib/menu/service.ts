import { resolveLandingLayout } from '@/lib/tenants/layouts';
import type { SiteLinkContext } from '@/lib/tenants/links';
import { companyCached } from '@/lib/tenants/company-cache';
import type { Company } from '@/lib/tenants/types';
import { buildMenu } from './build-menu';
import { listMenuItems } from './queries';
import type { MenuItemRecord } from './types';

/** The company's stored menu tree, cached under its tag (a menu edit expires it). */
export const getCompanyMenuItems = (company: Pick<Company, 'code' | 'id'>) => companyCached(company.code, ['menu'], () => listMenuItems(company.id));

/**
 * The company's menu as its site shows it (SPEC 2.5), with links for the caller's context
 * (SPEC 2.4), and the landing layout it was built for: one composition for pages, the
 * sitemap and the menu endpoint.
 */
export async function getCompanyMenu(company: Company, links: SiteLinkContext, homeTitle: string) {
  return composeCompanyMenu(company, await getCompanyMenuItems(company), links, homeTitle);
}

/** The same from items already read (the API reads them uncached: it runs outside Next's cache in tests). */
export function composeCompanyMenu(company: Company, items: MenuItemRecord[], links: SiteLinkContext, homeTitle: string) {
  const layout = resolveLandingLayout(company.templateId);
  return { items, layout, menu: buildMenu(items, { ...links, company, layout, homeTitle }) };
}

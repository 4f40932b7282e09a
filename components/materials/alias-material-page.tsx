import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { materialMetadata } from '@/lib/content/materials/metadata';
import { ALIAS_MATERIALS, loadMaterial } from '@/lib/content/materials/service';
import { loadSitePage, sectionTitle, type Site, type SiteParams } from '@/lib/site/load-site';
import { MaterialView } from './material-view';

/** The alias pages of SPEC 2.3 and the material each shows: /state-symbols, /gobmp, /osms. */
const ALIAS_PAGES = {
  'state-symbols': { code: ALIAS_MATERIALS.stateSymbols, label: 'title' },
  gobmp: { code: ALIAS_MATERIALS.gobmp, label: 'gobmp' },
  osms: { code: ALIAS_MATERIALS.osms, label: 'osms' },
} as const;

export type AliasPage = keyof typeof ALIAS_PAGES;

/** The company's material with the page's code, named in the breadcrumb as the clinic's menu names it; else the 404. */
export async function AliasMaterialPage({ site, page }: { site: Site; page: AliasPage }) {
  const { code, label } = ALIAS_PAGES[page];
  const material = await loadMaterial(site, code);
  const t = await getTranslations({ locale: site.locale, namespace: 'StateSymbols' });
  return <MaterialView site={site} material={material} crumb={{ name: sectionTitle(site, page, t(label)), path: page }} />;
}

type Props = { params: Promise<SiteParams> };

/**
 * The route of an alias page (SPEC 2.2 /state-symbols, /gobmp, /osms, reached by the menu
 * aliases of SPEC 2.3): its metadata and its page, the company's material with the page's
 * code; a company without it is the 404 of SPEC 8. Each page file only names its alias.
 */
export function aliasMaterialRoute(page: AliasPage) {
  return {
    generateMetadata: ({ params }: Props): Promise<Metadata> => materialMetadata(params, ALIAS_PAGES[page].code),
    Page: async function AliasRoutePage({ params }: Props) {
      const site = await loadSitePage(params, page);
      return <AliasMaterialPage site={site} page={page} />;
    },
  };
}

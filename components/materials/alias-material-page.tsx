import { getTranslations } from 'next-intl/server';
import { ALIAS_MATERIALS, loadMaterial } from '@/lib/content/materials/service';
import { sectionTitle, type Site } from '@/lib/site/load-site';
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

import type { Metadata } from 'next';
import { AliasMaterialPage } from '@/components/materials/alias-material-page';
import { materialMetadata } from '@/lib/content/materials/metadata';
import { ALIAS_MATERIALS } from '@/lib/content/materials/service';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return materialMetadata(params, ALIAS_MATERIALS.stateSymbols);
}

/** State symbols (SPEC 2.2 /state-symbols, reached by the alias «Государственные символы»): the company's material with that code; a company without it is the 404 of SPEC 8. */
export default async function StateSymbolsPage({ params }: Props) {
  const site = await loadSitePage(params, 'state-symbols');
  return <AliasMaterialPage site={site} page="state-symbols" />;
}

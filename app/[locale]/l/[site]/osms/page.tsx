import type { Metadata } from 'next';
import { AliasMaterialPage } from '@/components/materials/alias-material-page';
import { materialMetadata } from '@/lib/content/materials/metadata';
import { ALIAS_MATERIALS } from '@/lib/content/materials/service';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return materialMetadata(params, ALIAS_MATERIALS.osms);
}

/** Compulsory social health insurance, ОСМС (SPEC 2.2 /osms, reached by the alias «ОСМС»): the company's material with that code; a company without it is the 404 of SPEC 8. */
export default async function OsmsPage({ params }: Props) {
  const site = await loadSitePage(params, 'osms');
  return <AliasMaterialPage site={site} page="osms" />;
}

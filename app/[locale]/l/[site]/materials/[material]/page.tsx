import type { Metadata } from 'next';
import { MaterialView } from '@/components/materials/material-view';
import { materialMetadata } from '@/lib/content/materials/metadata';
import { loadMaterial } from '@/lib/content/materials/service';
import { sitePathOf } from '@/lib/content/segments';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';

type Params = SiteParams & { material: string };
type Props = { params: Promise<Params> };

// Rendered on first request and cached per URL like the rest of the site (the [site] layout sets revalidate).
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return materialMetadata(params, (await params).material);
}

/** A material page (menu items of relation type 2 point here); an unknown code is the 404 of SPEC 8. */
export default async function MaterialPage({ params }: Props) {
  const { material } = await params;
  const site = await loadSitePage(params, sitePathOf('materials', material));
  return <MaterialView site={site} material={await loadMaterial(site, material)} />;
}

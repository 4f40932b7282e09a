import 'server-only';
import type { Metadata } from 'next';
import { pickLocalized } from '@/lib/i18n/localized';
import { pickLocalizedPlainText } from '@/lib/content/rich-text/doc';
import { listedPageMetadata } from '@/lib/seo/page-locales';
import { siteFromParams } from '@/lib/seo/site-from-params';
import type { SiteParams } from '@/lib/site/load-site';
import { findMaterialFor, materialPath } from './service';

/**
 * A material page's metadata (title, canonical, hreflang): the material's own title and its
 * first paragraph. The canonical of an alias material is its alias page, so /materials/gobmp
 * and /gobmp are one page to a crawler. Nothing when the material does not exist (the 404).
 */
export async function materialMetadata(params: Promise<SiteParams>, rawCode: string): Promise<Metadata> {
  const site = await siteFromParams(params);
  const material = await findMaterialFor(site, rawCode);
  if (!material) return {};
  return listedPageMetadata(site, {
    path: materialPath(material.code),
    title: pickLocalized(material.title, site.locale),
    description: pickLocalizedPlainText(material.body, site.locale).split(/\n\s*\n/)[0],
    modifiedTime: material.updatedAt,
  });
}

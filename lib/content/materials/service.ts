import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { readSegment } from '@/lib/content/segments';
import type { Site } from '@/lib/site/load-site';
import { companyCached } from '@/lib/tenants/company-cache';
import { findMaterial } from './queries';

/** The material of a company by its code, cached under the company's tag. */
export const getMaterial = (code: string, companyId: number, materialCode: string) =>
  companyCached(code, ['material', materialCode], () => findMaterial(companyId, materialCode));

export { ALIAS_MATERIALS, SECTION_MATERIALS, materialPath } from '@/lib/menu/material-paths';

/** The company's material for a route segment or an alias page, or null (metadata must not throw). */
export const findMaterialFor = cache(async (site: Site, rawCode: string) => {
  const materialCode = readSegment(rawCode);
  return materialCode ? getMaterial(site.company.code, site.company.id, materialCode) : null;
});

/** The same; a company without it gets the 404 of SPEC 8. */
export async function loadMaterial(site: Site, rawCode: string) {
  return (await findMaterialFor(site, rawCode)) ?? notFound();
}

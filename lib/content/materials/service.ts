import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { readSegment } from '@/lib/content/news/segments';
import type { Site } from '@/lib/site/load-site';
import { companyCached } from '@/lib/tenants/company-cache';
import { findMaterial } from './queries';

/** The material of a company by its code, cached under the company's tag. */
export const getMaterial = (code: string, companyId: number, materialCode: string) =>
  companyCached(code, ['material', materialCode], () => findMaterial(companyId, materialCode));

/** Codes of the materials behind the alias pages of SPEC 2.3; each page's path is its code. */
export const ALIAS_MATERIALS = { stateSymbols: 'state-symbols', gobmp: 'gobmp', osms: 'osms' } as const;

/** Where a material's page lives: its alias page ('gobmp'), else 'materials/{code}'. */
export function materialPath(code: string): string {
  return (Object.values(ALIAS_MATERIALS) as string[]).includes(code) ? code : `materials/${code}`;
}

/** The company's material for a route segment or an alias page, or null (metadata must not throw). */
export const findMaterialFor = cache(async (site: Site, rawCode: string) => {
  const materialCode = readSegment(rawCode);
  return materialCode ? getMaterial(site.company.code, site.company.id, materialCode) : null;
});

/** The same; a company without it gets the 404 of SPEC 8. */
export async function loadMaterial(site: Site, rawCode: string) {
  return (await findMaterialFor(site, rawCode)) ?? notFound();
}

import 'server-only';
import { companyCached, siteCached } from './company-cache';
import { siteKind } from './hosts';
import { findCompanyByCode, findCompanyCode } from './queries';
import type { Company } from './types';

/** The site -> company code mapping, cached under `site:{site}` until that slug or domain changes hands or the clinic's status changes. */
export const getCompanyCode = (site: string) => siteCached(site, () => findCompanyCode(site));

/** The company record, cached under `company:{code}`: every page reads it, so every page carries that tag. */
export const getCompanyByCode = (code: string) => companyCached(code, ['company'], () => findCompanyByCode(code));

export type SiteCompany = { site: string; kind: 'slug' | 'host'; company: Company };

/**
 * The one way from a `site` route param to its company: the param is a slug (`demo-clinic`)
 * or a custom host (`demo-clinic.kz`), percent-encoded as Next hands it over. Null when the
 * param is neither or no company has it (the company-not-found 404).
 */
export async function findSiteCompany(siteParam: string): Promise<SiteCompany | null> {
  let site: string;
  try {
    site = decodeURIComponent(siteParam);
  } catch {
    return null;
  }
  const kind = siteKind(site);
  if (!kind) return null;
  const code = await getCompanyCode(site);
  const company = code ? await getCompanyByCode(code) : null;
  return company ? { site, kind, company } : null;
}

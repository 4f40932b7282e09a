import 'server-only';
import { unstable_cache } from 'next/cache';
import { TAGS } from './cache-tags';
import { findCompanyByCode, findCompanyCode, listMenuItems } from './queries';

const DAY = 24 * 60 * 60;

/** The site -> company code mapping, cached until a slug or a domain changes. */
export const getCompanyCode = (site: string) =>
  unstable_cache(() => findCompanyCode(site), ['company-code', site], { tags: [TAGS.sites], revalidate: DAY })();

/** The company record, cached per company code and invalidated by its tag. */
export const getCompanyByCode = (code: string) =>
  unstable_cache(() => findCompanyByCode(code), ['company', code], { tags: [TAGS.company(code)], revalidate: DAY })();

export const getCompanyMenuItems = (code: string, companyId: number) =>
  unstable_cache(() => listMenuItems(companyId), ['menu', code], { tags: [TAGS.company(code)], revalidate: DAY })();

/** The company behind a `site` route param, or null (the company-not-found 404). */
export async function getSiteCompany(site: string) {
  const code = await getCompanyCode(site);
  return code ? getCompanyByCode(code) : null;
}

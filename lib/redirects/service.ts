import 'server-only';
import { companyCached } from '@/lib/tenants/company-cache';
import { findRedirect } from './queries';

/** A company's redirect for a site path, cached with the company's pages (its tag expires both). */
export const getSiteRedirect = (code: string, companyId: number, path: string) =>
  companyCached(code, ['redirect', path], () => findRedirect(companyId, path));

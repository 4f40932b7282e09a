import 'server-only';
import { unstable_cache } from 'next/cache';
import { TAGS } from '@/lib/tenants/cache-tags';
import { findRedirect } from './queries';

/** A company's redirect for a site path, cached with the company's pages (its tag expires both). */
export const getSiteRedirect = (code: string, companyId: number, path: string) =>
  unstable_cache(() => findRedirect(companyId, path), ['redirect', code, path], { tags: [TAGS.company(code)], revalidate: 86400 })();

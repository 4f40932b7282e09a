import { revalidateTag } from 'next/cache';
import { forgetTenants } from './tenant-lookup';
import { TAGS } from './cache-tags';

/**
 * After a company's data changes: its pages and cached reads expire at once on every
 * instance (the tag lives in Next's shared cache), and this instance's proxy forgets it.
 * Outside a Next server (scripts, integration tests) there is no page cache to expire.
 */
export function invalidateCompany(code: string, options: { sites?: boolean } = {}): void {
  forgetTenants();
  if (!process.env.NEXT_RUNTIME) return;
  revalidateTag(TAGS.company(code), { expire: 0 });
  if (options.sites) revalidateTag(TAGS.sites, { expire: 0 });
}

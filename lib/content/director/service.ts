import 'server-only';
import { unstable_cache } from 'next/cache';
import { TAGS } from '@/lib/tenants/cache-tags';
import { listDirectorPosts } from './queries';

const DAY = 24 * 60 * 60;

/** The medical director's blog, cached under the company's tag. */
export const getDirectorPosts = (code: string, companyId: number) =>
  unstable_cache(() => listDirectorPosts(companyId), ['director-posts', code], { tags: [TAGS.company(code)], revalidate: DAY })();

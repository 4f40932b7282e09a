import 'server-only';
import { unstable_cache } from 'next/cache';
import { TAGS } from '@/lib/tenants/cache-tags';
import { listGallery } from './queries';

const DAY = 24 * 60 * 60;

/** The company's photo albums, cached under the company's tag. */
export const getGallery = (code: string, companyId: number) =>
  unstable_cache(() => listGallery(companyId), ['gallery', code], { tags: [TAGS.company(code)], revalidate: DAY })();

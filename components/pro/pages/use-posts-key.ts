'use client';

import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import type { Locale } from '@/lib/i18n/locales';
import type { DirectorPostWire } from './pages-types';

/** The React Query key of the cabinet's blog posts: [..., 'list'] and [..., 'item', id]. */
export function usePostsKey() {
  const { companyCode, cabinetCode } = useProCabinet();
  return ['business', companyCode, cabinetCode, 'director_posts'] as const;
}

/** A post's title in the page's locale, else Russian. */
export const pickTitle = (post: DirectorPostWire, locale: Locale) => post.TITLE[locale] || post.TITLE.ru;

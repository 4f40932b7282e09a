import type { QueryStatusTexts } from '@/components/ui/query-status';

/** QueryStatus's texts from a business-area namespace: each has its own `loading`, `loadFailed` and `retry`. */
export function loadTexts(t: (key: 'loading' | 'loadFailed' | 'retry') => string): QueryStatusTexts {
  return { loading: t('loading'), failed: t('loadFailed'), retry: t('retry') };
}

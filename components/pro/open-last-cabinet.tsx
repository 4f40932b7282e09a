'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { lastCabinet } from './last-cabinet';
import { proHref } from './pro-sections';

/**
 * The business area's entry opens the cabinet last used, when it is still one of the user's;
 * else the first. Without JavaScript the entry's list of companies is the way in.
 */
export function OpenLastCabinet({ locale, cabinets }: { locale: Locale; cabinets: { companyCode: string; cabinetCodes: number[] }[] }) {
  const router = useRouter();
  useEffect(() => {
    const last = lastCabinet();
    const remembered = last && cabinets.find((c) => c.companyCode === last.companyCode && c.cabinetCodes.includes(last.cabinetCode)) ? last : null;
    const first = cabinets[0];
    const target = remembered ?? (first ? { companyCode: first.companyCode, cabinetCode: first.cabinetCodes[0] ?? 0 } : null);
    if (target) router.replace(proHref(locale, target.companyCode, target.cabinetCode));
  }, [cabinets, locale, router]);
  return null;
}

'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { proHome } from './pro-sections';

type Props = { locale: Locale; title: string; intro?: string; /** The link back to /pro's start. */ back: string; children: ReactNode };

/**
 * A way into /pro outside any cabinet (create a clinic, join with a code, accept an invitation):
 * its title and intro, its form or offer, and the link back to the start of /pro.
 */
export function ProEntryPage({ locale, title, intro, back, children }: Props) {
  const heading = <h1 className="text-2xl font-bold">{title}</h1>;
  return (
    <div className="flex flex-col gap-6">
      {intro ? (
        <div>
          {heading}
          <p className="mt-1">{intro}</p>
        </div>
      ) : (
        heading
      )}
      {children}
      <p>
        <a href={proHome(locale)} className="text-brand-700 underline">
          {back}
        </a>
      </p>
    </div>
  );
}

'use client';

import type { ReactNode, Ref } from 'react';
import { isApiError } from '@/lib/api-client/errors';

/** An error's text from a page's `errors` messages: its code, else the network or unknown text. */
export function errorText(error: unknown, texts: Record<string, string>): string {
  if (!isApiError(error)) return texts.unknown;
  if (error.status === 0) return texts.network;
  const field = error.fields ? Object.values(error.fields)[0] : undefined;
  return texts[error.code] ?? (field ? texts[field] : undefined) ?? texts.unknown;
}

/** A status line read out when it changes. */
export function StatusLine({ children, tone = 'ok' }: { children: ReactNode; tone?: 'ok' | 'error' }) {
  if (!children) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? 'font-medium text-red-700' : 'font-medium text-brand-800'}>
      {children}
    </p>
  );
}

/**
 * The page heading and its intro, the same on every section of the account area (the section's column spaces it).
 * With a ref the heading can take the focus from code (tabIndex -1), e.g. when what had it is gone.
 */
export function ProfileHeading({ title, intro, ref }: { title: string; intro?: string; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <header>
      <h1 ref={ref} tabIndex={ref ? -1 : undefined} className="text-2xl font-bold focus:outline-none">
        {title}
      </h1>
      {intro && <p className="mt-1 text-muted">{intro}</p>}
    </header>
  );
}

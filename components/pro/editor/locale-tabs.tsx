'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The languages of one editor form as tabs (issue 19: "the four languages are tabs of one form, not
 * twelve stacked fields"). Every panel stays mounted (hidden when not chosen), so the uncontrolled
 * fields of react-hook-form keep their values and their errors across tabs. A language whose texts are
 * all empty is marked on its tab (a dot and the words "empty" for a screen reader); one holding a
 * field error is marked too, so an error in a hidden tab is never missed, and so is one holding a stale
 * translation (in words: «перевод устарел»). Keyboard: Radix's tabs
 * (arrows move between languages, Tab enters the panel).
 */
export function LocaleTabs({
  locales,
  isFilled,
  hasError,
  isStale,
  required = ['ru'],
  children,
}: {
  /** The languages the company offers, Russian first. */
  locales: readonly Locale[];
  isFilled: (locale: Locale) => boolean;
  hasError?: (locale: Locale) => boolean;
  /** A language holding a stale translation (issue 31: its Russian text changed since): marked in words on its tab. */
  isStale?: (locale: Locale) => boolean;
  required?: readonly Locale[];
  children: (locale: Locale) => ReactNode;
}) {
  const t = useTranslations('BusinessEditor');
  const [selected, setSelected] = useState<string>(locales[0] ?? 'ru');
  return (
    <Tabs.Root value={selected} onValueChange={setSelected} activationMode="manual">
      <Tabs.List aria-label={t('languagesLabel')} className="flex flex-wrap gap-1 border-b border-slate-300">
        {locales.map((locale) => {
          const filled = isFilled(locale);
          const error = hasError?.(locale) ?? false;
          return (
            <Tabs.Trigger
              key={locale}
              value={locale}
              className="-mb-px inline-flex min-h-11 items-center gap-2 rounded-t-md border border-transparent px-3 text-sm font-medium text-slate-700 hover:text-slate-950 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-slate-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-slate-950"
            >
              {t(`languages.${locale}`)}
              {error ? (
                <span className="text-red-700" aria-hidden="true">
                  !
                </span>
              ) : null}
              {isStale?.(locale) ? <span className="text-xs font-normal text-amber-900">{t('staleTab')}</span> : null}
              {!filled ? (
                <span className="inline-flex items-center gap-1 text-xs font-normal text-amber-800">
                  <span aria-hidden="true" className="inline-block size-2 rounded-full bg-amber-500" />
                  <span>{required.includes(locale) ? `${t('empty')}, ${t('required')}` : t('empty')}</span>
                </span>
              ) : null}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {locales.map((locale) => (
        <Tabs.Content key={locale} value={locale} forceMount hidden={locale !== selected} className="space-y-4 pt-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
          {children(locale)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

'use client';

import { useState } from 'react';
import { useOfferedLocales } from '@/components/pro/use-offered-locales';
import type { Locale } from '@/lib/i18n/locales';
import type { LocalizedWire } from './gallery-types';

/**
 * A text per locale edited in uncontrolled fields (an album's title, a photo's caption): `set` as
 * the member types, `replace` with a stored one (the fields mount anew: `round` is their key), and
 * `clean` for the body (the trimmed texts of the `locales` the site offers, the empty ones left out).
 */
export function useLocaleTexts(initial: LocalizedWire | null) {
  const locales = useOfferedLocales();
  const [texts, setTexts] = useState<Partial<Record<Locale, string>>>({ ...initial });
  const [round, setRound] = useState(0);
  return {
    locales,
    texts,
    round,
    set: (l: Locale, value: string) => setTexts((current) => ({ ...current, [l]: value })),
    replace(next: Partial<Record<Locale, string>>) {
      setTexts({ ...next });
      setRound((r) => r + 1);
    },
    clean: () => Object.fromEntries(locales.map((l) => [l, texts[l]?.trim() ?? '']).filter(([, text]) => text)),
    filled: (l: Locale) => Boolean(texts[l]?.trim()),
  };
}

'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { LocalizedWire } from './gallery-types';

/**
 * A text per locale edited in uncontrolled fields (an album's title, a photo's caption): `set` as
 * the member types, `replace` with a stored one (the fields mount anew: `round` is their key), and
 * `clean` for the body (the offered locales' trimmed texts, the empty ones left out).
 */
export function useLocaleTexts(initial: LocalizedWire | null) {
  const [texts, setTexts] = useState<Partial<Record<Locale, string>>>({ ...initial });
  const [round, setRound] = useState(0);
  return {
    texts,
    round,
    set: (l: Locale, value: string) => setTexts((current) => ({ ...current, [l]: value })),
    replace(next: Partial<Record<Locale, string>>) {
      setTexts({ ...next });
      setRound((r) => r + 1);
    },
    clean: (locales: Locale[]) => Object.fromEntries(locales.map((l) => [l, texts[l]?.trim() ?? '']).filter(([, text]) => text)),
    filled: (l: Locale) => Boolean(texts[l]?.trim()),
  };
}

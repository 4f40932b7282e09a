'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from './button';
import { useTimeout } from './use-timeout';

/** How long the button says "Copied" before it reads "Copy" again. */
const COPIED_MS = 2500;

/**
 * A button that copies `value` to the clipboard (issue 31: the DNS records). It reads "Copy"; its
 * name adds what it copies (`what`: the row shows it to sighted users); the result is announced
 * by a polite live region ("Copied: …", or the failure, which is also shown).
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const t = useTranslations('Ui');
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const timeout = useTimeout();

  async function copy() {
    setResult(null);
    try {
      await navigator.clipboard.writeText(value);
      setResult('copied');
      timeout.set(() => setResult(null), COPIED_MS);
    } catch {
      setResult('failed');
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" aria-label={result === 'copied' ? t('copied', { what }) : t('copyLabel', { what })} onClick={() => void copy()}>
        {result === 'copied' ? t('copiedShort') : t('copy')}
      </Button>
      <span aria-live="polite" className={result === 'failed' ? 'text-sm text-red-800' : 'sr-only'}>
        {result === 'copied' ? t('copied', { what }) : result === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}

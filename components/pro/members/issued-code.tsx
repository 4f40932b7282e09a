'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { proJoinHref } from '@/components/pro/pro-sections';
import { Button } from '@/components/ui/button';
import { focusOnMount } from '@/components/ui/focus-on-mount';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import type { IssuedCode } from './members-api';

/**
 * The code just issued, shown this once (only its hash is stored), with copy buttons and the
 * invitation link: the joining page for this company and cabinet with the code filled in.
 */
export function IssuedCodePanel({ issued, companyCode, onAnother }: { issued: IssuedCode; companyCode: string; onAnother: () => void }) {
  const t = useTranslations('BusinessMembers.codes.issued');
  const locale = useLocale() as Locale;
  const linkId = useId();
  // The link carries the code too: the colleague opens it and needs nothing else (issue 20).
  const link = new URL(`${proJoinHref(locale, { companyCode, cabinetCode: issued.COMPANY_CABINET_CODE })}&code=${encodeURIComponent(issued.CODE)}`, window.location.origin).toString();

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      pushToast({ message: t('copied'), variant: 'success' });
    } catch {
      pushToast({ message: t('copyFailed'), variant: 'error' });
    }
  }

  return (
    <section aria-labelledby={`${linkId}-title`} className="flex flex-col gap-4">
      <h3 id={`${linkId}-title`} ref={focusOnMount} tabIndex={-1} className="text-lg font-semibold text-green-900">
        {t('title')}
      </h3>
      <p className="rounded-lg border border-amber-600 bg-amber-50 px-3 py-2 text-amber-900">{t('once')}</p>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium" id={`${linkId}-code`}>
          {t('code')}
        </span>
        <div className="flex flex-wrap items-center gap-3">
          <output aria-labelledby={`${linkId}-code`} data-testid="issued-code" className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-xl font-bold tracking-wider text-ink">
            {issued.CODE}
          </output>
          <Button variant="secondary" size="sm" onClick={() => void copy(issued.CODE)}>
            {t('copyCode')}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={linkId} className="text-sm font-medium">
          {t('link')}
        </label>
        <input
          id={linkId}
          readOnly
          value={link}
          aria-describedby={`${linkId}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink"
        />
        <p id={`${linkId}-hint`} className="text-sm text-muted">
          {t('linkHint')}
        </p>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void copy(link)}>
            {t('copyLink')}
          </Button>
        </div>
      </div>
      <div>
        <Button onClick={onAnother}>{t('another')}</Button>
      </div>
    </section>
  );
}

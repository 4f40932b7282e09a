'use client';

import { useTranslations } from 'next-intl';
import { RichText } from '@/components/content/rich-text';
import { Button } from '@/components/ui/button';
import { isDocEmpty, type RichDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';
import type { StaleFields } from './use-stale-fields';

/** A plain text longer than this is folded (a <details>), like a rich text. */
const LONG_TEXT = 280;

/**
 * What a translator sees above a translation field (issue 31), in the kk/uz/en panels of LocaleTabs
 * only (nothing in Russian): the mark of a stale translation with «Перевод актуален» when the Russian
 * text changed after this language was saved, then the field's Russian text, read-only and labelled
 * «Оригинал (русский)» (not a form field); a long or rich text folded. Give `text` for a plain field,
 * `doc` for a rich one; `stale` and `field` (its name in the editor's API) for an item that keeps
 * stale marks.
 */
export function RussianOriginal({ locale, text, doc, stale, field }: { locale: Locale; text?: string | null; doc?: RichDoc | null; stale?: StaleFields; field?: string }) {
  const t = useTranslations('BusinessEditor');
  if (locale === 'ru') return null;
  const isStale = Boolean(stale && field && stale.isStale(field, locale));
  const rich = doc !== undefined;
  const empty = rich ? isDocEmpty(doc ?? null) : !text?.trim();
  const body = empty ? <p className="text-muted">{t('originalEmpty')}</p> : rich ? <RichText doc={doc} /> : <p className="whitespace-pre-line break-words">{text}</p>;
  const folded = !empty && (rich || (text?.length ?? 0) > LONG_TEXT);
  return (
    <div className="flex flex-col gap-2" data-russian-original>
      {isStale && stale && field ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-medium">
            <span aria-hidden="true">⚠ </span>
            {t('stale')}
          </p>
          <Button variant="secondary" size="sm" loading={stale.confirming(field, locale)} onClick={() => stale.confirm(field, locale)}>
            {t('confirm')}
          </Button>
        </div>
      ) : null}
      {folded ? (
        <details className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-700">{t('original')}</summary>
          <div lang="ru" className="pt-2">
            {body}
          </div>
        </details>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <p className="font-medium text-slate-700">{t('original')}</p>
          <div lang="ru">{body}</div>
        </div>
      )}
    </div>
  );
}

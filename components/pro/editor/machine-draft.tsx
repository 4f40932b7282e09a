'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { Button } from '@/components/ui/button';
import { isDocEmpty, type RichDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';
import { useMachineDraftConfigured } from './machine-draft-context';

/** A field's text: plain or rich. */
export type DraftValue = string | RichDoc | null | undefined;

/** One field of a language panel: its Russian text and this language's. */
export type DraftField = { key: string; ru: DraftValue; current: DraftValue };

const isEmpty = (value: DraftValue) => (typeof value === 'string' ? value.trim() === '' : !value || isDocEmpty(value));

type DraftAnswer = { data: { texts: string[]; docs: RichDoc[] } };

/**
 * «Черновик машинного перевода» in a kk, uz or en panel of an editor (issue 31): fills this
 * language's EMPTY fields from the Russian ones through POST …/translate-draft and marks the panel
 * as a machine draft to review. It never saves: the editor's own Save does, after the user's
 * edits. Absent when the server has no provider, in the Russian panel, and when no empty field
 * has a Russian text. A field typed into while the draft was on its way keeps what was typed.
 */
export function MachineDraft({ locale, fields, onDraft }: { locale: Locale; fields: DraftField[]; onDraft: (drafts: Record<string, string | RichDoc>) => void }) {
  const t = useTranslations('BusinessEditor.machineDraft');
  const configured = useMachineDraftConfigured();
  const { client, write } = useCabinetCalls();
  const errorTexts = useBusinessErrorTexts();
  const [busy, setBusy] = useState(false);
  const [filled, setFilled] = useState(0);
  const [error, setError] = useState<unknown>(null);
  // The latest fields and handler, for the answer that arrives after more renders.
  const latest = useRef({ fields, onDraft });
  useEffect(() => {
    latest.current = { fields, onDraft };
  });

  if (!configured || locale === 'ru') return null;
  const pending = fields.filter((field) => !isEmpty(field.ru) && isEmpty(field.current));
  if (pending.length === 0 && filled === 0) return null;

  async function draft() {
    const plain = pending.filter((field) => typeof field.ru === 'string');
    const rich = pending.filter((field) => typeof field.ru !== 'string');
    setBusy(true);
    setError(null);
    try {
      const answer = await client.post<DraftAnswer>(write('translate-draft'), { to: locale, ...(plain.length ? { texts: plain.map((field) => field.ru) } : {}), ...(rich.length ? { docs: rich.map((field) => field.ru) } : {}) });
      const drafts: Record<string, string | RichDoc> = {};
      plain.forEach((field, index) => (drafts[field.key] = answer.data.texts[index]));
      rich.forEach((field, index) => (drafts[field.key] = answer.data.docs[index]));
      const stillEmpty = new Set(latest.current.fields.filter((field) => isEmpty(field.current)).map((field) => field.key));
      const kept = Object.fromEntries(Object.entries(drafts).filter(([key]) => stillEmpty.has(key)));
      latest.current.onDraft(kept);
      setFilled((count) => count + Object.keys(kept).length);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      {pending.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" loading={busy} loadingLabel={t('busy')} onClick={() => void draft()}>
            {t('button')}
          </Button>
          <span className="text-sm text-slate-700">{t('hint', { count: pending.length })}</span>
        </div>
      )}
      {filled > 0 && (
        <p role="status" className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t('mark')} {t('filled', { count: filled })}
        </p>
      )}
      {error !== null && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {businessErrorText(errorTexts, error)}
        </p>
      )}
    </div>
  );
}

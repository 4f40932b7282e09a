'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ImportPanel } from '@/components/pro/imports/import-panel';
import { CONTROL } from '@/components/pro/site-content/editor-kit';
import type { Locale } from '@/lib/i18n/locales';
import { pickText, type MaterialWire } from './materials-types';
import { useMaterialsKey } from './use-materials-key';

/** What an import did: the price list it filled and how many rows it took. */
export type PricesImported = { data: MaterialWire; imported: number };

/**
 * A price list from a spreadsheet (issue 31): into a new price list (with its title) or an existing
 * one, whose rows the file's replace or follow. After the import the caller closes the panel and
 * says what was imported, with the list's link (the owner stays on the list: one screen fewer).
 */
export function PriceImport({ lists, onImported }: { lists: MaterialWire[]; onImported: (answer: PricesImported) => void }) {
  const t = useTranslations('Imports.ui');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const key = useMaterialsKey();
  const id = useId();
  const [target, setTarget] = useState('');
  const [mode, setMode] = useState<'replace' | 'append'>('replace');
  const [title, setTitle] = useState('');
  const fields: Record<string, string> = target ? { material_id: target, merge: mode } : { title };
  return (
    <ImportPanel<PricesImported>
      intro={t('pricesIntro')}
      importTail="materials/import"
      templateTail="materials/import/template"
      templateName="prices-template"
      fields={fields}
      onImported={async (answer) => {
        await queryClient.invalidateQueries({ queryKey: key });
        onImported(answer);
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-target`} className="font-medium">
          {t('target')}
        </label>
        <select id={`${id}-target`} className={CONTROL} value={target} onChange={(event) => setTarget(event.target.value)}>
          <option value="">{t('targetNew')}</option>
          {lists.map((list) => (
            <option key={list.id} value={String(list.id)}>
              {t('targetExisting', { title: pickText(list.title, locale) || list.code })}
            </option>
          ))}
        </select>
      </div>
      {target ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">{t('mode')}</legend>
          {(['replace', 'append'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name={`${id}-mode`} value={value} checked={mode === value} onChange={() => setMode(value)} />
              {t(value === 'replace' ? 'modeReplace' : 'modeAppend')}
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-title`} className="font-medium">
            {t('newTitle')}
          </label>
          <input id={`${id}-title`} className={CONTROL} maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        </div>
      )}
    </ImportPanel>
  );
}

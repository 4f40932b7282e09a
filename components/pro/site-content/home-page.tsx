'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConflictNotice } from '@/components/pro/editor/conflict-notice';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { offeredLocales } from '@/components/pro/news/news-types';
import { RequirePermission } from '@/components/pro/require-permission';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { cleanTexts, CONTROL, Input, SavedNote, SaveError, useSaveErrors, type Texts } from './editor-kit';

type HomeWire = { version: number; headline: Texts; text: Texts; highlights: Texts[] };

/** The home page's own blocks (segment 'home', content.edit): headline, text and highlights per language. */
export function HomePage() {
  return (
    <RequirePermission permission="content.edit">
      <HomeEditor />
    </RequirePermission>
  );
}

function HomeEditor() {
  const t = useTranslations('BusinessHome');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode, company } = useProCabinet();
  const key = ['business', companyCode, cabinetCode, 'home'] as const;
  const home = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await client.get<{ data: HomeWire }>(cabinetPath('read', companyCode, cabinetCode, 'home'), { signal })).data });
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('intro')}</p>
      </header>
      <QueryStatus query={home} texts={loadTexts(t)} />
      {home.data && (
        <HomeForm
          initial={home.data}
          locales={offeredLocales(company)}
          save={async (body) => {
            const saved = (await client.put<{ data: HomeWire }>(cabinetPath('write', companyCode, cabinetCode, 'home'), body)).data;
            queryClient.setQueryData(key, saved);
            return saved;
          }}
        />
      )}
    </div>
  );
}

function HomeForm({ initial, locales, save }: { initial: HomeWire; locales: Locale[]; save: (body: Record<string, unknown>) => Promise<HomeWire> }) {
  const t = useTranslations('BusinessHome');
  const tl = useTranslations('BusinessEditor.languages');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const errors = useSaveErrors(error);
  const set = (patch: Partial<HomeWire>) => {
    setValue((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  async function submit(version = value.version) {
    setBusy(true);
    setError(null);
    try {
      const next = await save({ version, headline: cleanTexts(value.headline), text: cleanTexts(value.text), highlights: value.highlights.map(cleanTexts).filter((item) => Object.keys(item).length > 0) });
      setValue(next);
      setSaved(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  const isFilled = (locale: Locale) => Boolean(value.headline[locale]?.trim() || value.text[locale]?.trim() || value.highlights.some((item) => item[locale]?.trim()));
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SavedNote shown={saved}>{t('saved')}</SavedNote>
      {errors.conflict ? (
        <ConflictNotice
          conflict={errors.conflict}
          fieldLabel={(field) => (['headline', 'text', 'highlights'].includes(field) ? t(`fields.${field}` as never) : field)}
          busy={busy}
          onTakeTheirs={() => {
            setValue(errors.conflict!.current as HomeWire);
            setError(null);
          }}
          onKeepMine={() => void submit(errors.conflict!.version)}
        />
      ) : (
        <SaveError message={errors.message} />
      )}
      <LocaleTabs locales={locales} required={[]} isFilled={isFilled} hasError={(locale) => Object.keys(errors.fields).some((key) => key.endsWith(`.${locale}`))}>
        {(locale) => (
          <>
            <Input id={`home-headline-${locale}`} lang={locale} label={t('headlineIn', { language: tl(locale) })} value={value.headline[locale] ?? ''} maxLength={200} onChange={(event) => set({ headline: { ...value.headline, [locale]: event.target.value } })} error={errors.fieldText(`headline.${locale}`)} />
            <div className="flex flex-col gap-1">
              <label htmlFor={`home-text-${locale}`} className="text-sm font-medium">
                {t('textIn', { language: tl(locale) })}
              </label>
              <textarea id={`home-text-${locale}`} lang={locale} rows={4} maxLength={2000} value={value.text[locale] ?? ''} onChange={(event) => set({ text: { ...value.text, [locale]: event.target.value } })} className={CONTROL} />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{t('highlightsIn', { language: tl(locale) })}</legend>
              {value.highlights.map((item, index) => (
                <div key={index} className="flex items-end gap-2">
                  <Input
                    id={`home-highlight-${index}-${locale}`}
                    className="flex-1"
                    lang={locale}
                    label={t('highlight', { number: index + 1 })}
                    value={item[locale] ?? ''}
                    maxLength={200}
                    onChange={(event) => set({ highlights: value.highlights.map((other, i) => (i === index ? { ...other, [locale]: event.target.value } : other)) })}
                    error={errors.fieldText(`highlights.${index}.${locale}`)}
                  />
                  <Button variant="secondary" size="sm" onClick={() => set({ highlights: value.highlights.filter((_, i) => i !== index) })} aria-label={t('removeHighlight', { number: index + 1 })}>
                    ✕
                  </Button>
                </div>
              ))}
              <div>
                <Button variant="secondary" size="sm" onClick={() => set({ highlights: [...value.highlights, {}] })} disabled={value.highlights.length >= 8}>
                  {t('addHighlight')}
                </Button>
              </div>
            </fieldset>
          </>
        )}
      </LocaleTabs>
      <div>
        <Button type="submit" loading={busy} loadingLabel={t('saving')}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ConflictNotice, type EditConflictState } from '@/components/pro/editor/conflict-notice';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { RichTextField } from '@/components/pro/editor/rich-text-field';
import { offeredLocales } from '@/components/pro/news/news-types';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { isDocEmpty, type LocalizedDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';
import type { AboutPageWire } from './pages-types';
import { useRichUpload } from './use-rich-upload';

/** The about page's text per language (content.edit), with its preview; a colleague's save meanwhile is a conflict to resolve. */
export function AboutEditor() {
  const t = useTranslations('BusinessPages');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = ['business', companyCode, cabinetCode, 'pages', 'about'] as const;
  const about = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await client.get<{ data: AboutPageWire }>(cabinetPath('read', companyCode, cabinetCode, 'pages/about'), { signal })).data,
  });
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={titleId} className="text-xl font-semibold">
        {t('about.title')}
      </h2>
      <QueryStatus query={about} texts={loadTexts(t)} />
      {about.data && <AboutForm page={about.data} onSaved={(page) => queryClient.setQueryData(key, page)} />}
    </section>
  );
}

function AboutForm({ page, onSaved }: { page: AboutPageWire; onSaved: (page: AboutPageWire) => void }) {
  const t = useTranslations('BusinessPages');
  const editor = useTranslations('BusinessEditor');
  const client = useApiClient();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const { companyCode, cabinetCode, company } = useProCabinet();
  const locales = offeredLocales(company);
  const uploadImage = useRichUpload();
  const formId = useId();
  const [docs, setDocs] = useState<LocalizedDoc>(page.ABOUT);
  const [version, setVersion] = useState(page.VERSION);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [conflict, setConflict] = useState<EditConflictState | null>(null);

  async function save(from: number) {
    setBusy(true);
    setError(null);
    setDone(false);
    setConflict(null);
    try {
      const about = Object.fromEntries(Object.entries(docs).filter(([l, doc]) => locales.includes(l as Locale) && !isDocEmpty(doc)));
      const answer = await client.put<{ data: AboutPageWire }>(cabinetPath('write', companyCode, cabinetCode, 'pages/about'), { about, version: from });
      setDone(true);
      setVersion(answer.data.VERSION);
      onSaved(answer.data);
    } catch (failure) {
      if (isApiError(failure) && failure.conflict) setConflict(failure.conflict);
      else setError(businessErrorText(errorTexts, failure));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(version);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {done && (
        <p role="status" className="rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-900">
          {t('about.saved')}
        </p>
      )}
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          fieldLabel={(field) => t(`fields.${field}` as never)}
          busy={busy}
          onTakeTheirs={() => {
            const theirs = conflict.current as AboutPageWire;
            setConflict(null);
            setDocs(theirs.ABOUT);
            setVersion(theirs.VERSION);
            onSaved(theirs);
          }}
          onKeepMine={() => void save(conflict.version)}
        />
      )}
      <LocaleTabs locales={locales} required={[]} isFilled={(l) => !isDocEmpty(docs[l])}>
        {(l) => (
          <RichTextField
            id={`${formId}-about-${l}`}
            label={t('about.label', { language: editor(`languages.${l}`) })}
            hint={t('about.hint')}
            value={docs[l] ?? null}
            onChange={(doc) => setDocs((previous) => ({ ...previous, [l]: doc }))}
            uploadImage={uploadImage}
            lang={l}
            previewTitle={t('about.title')}
          />
        )}
      </LocaleTabs>
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" loading={busy} loadingLabel={t('about.saving')}>
          {t('about.save')}
        </Button>
      </div>
    </form>
  );
}

'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { MachineDraft } from '@/components/pro/editor/machine-draft';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import { useStaleFields } from '@/components/pro/translations/use-stale-fields';
import { RichTextField } from '@/components/pro/editor/rich-text-field';
import { SaveConflict } from '@/components/pro/save-conflict';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useOfferedLocales } from '@/components/pro/use-offered-locales';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { isDocEmpty, type LocalizedDoc, type RichDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';
import type { AboutPageWire } from './pages-types';
import { SavedStatus } from './saved-status';
import { useRichUpload } from '@/components/pro/use-rich-upload';

/** The about page's text per language (content.edit), with its preview; a colleague's save meanwhile is a conflict to resolve. */
export function AboutEditor() {
  const t = useTranslations('BusinessPages');
  const { client, read } = useCabinetCalls();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = ['business', companyCode, cabinetCode, 'pages', 'about'] as const;
  const about = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await client.get<{ data: AboutPageWire }>(read('pages/about'), { signal })).data,
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
  const { client, write } = useCabinetCalls();
  const errorTexts = useBusinessErrorTexts('content.edit');
  const locales = useOfferedLocales();
  const uploadImage = useRichUpload();
  const formId = useId();
  const [docs, setDocs] = useState<LocalizedDoc>(page.ABOUT);
  const save = useVersionedSave<AboutPageWire>({
    version: page.VERSION,
    send: async (_body, version) => {
      const about = Object.fromEntries(Object.entries(docs).filter(([l, doc]) => locales.includes(l as Locale) && !isDocEmpty(doc)));
      return (await client.put<{ data: AboutPageWire }>(write('pages/about'), { about, version })).data;
    },
    versionOf: (saved) => saved.VERSION,
    onSaved,
    onTakeTheirs: (theirs) => {
      setDocs(theirs.ABOUT);
      onSaved(theirs);
    },
  });

  const stale = useStaleFields('about', 0, save.version);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.save();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {save.saved && <SavedStatus>{t('about.saved')}</SavedStatus>}
      <SaveConflict save={save} fieldLabel={(field) => t(`fields.${field}` as never)} />
      <LocaleTabs locales={locales} required={[]} isFilled={(l) => !isDocEmpty(docs[l])} isStale={stale.localeStale}>
        {(l) => (
          <>
            <MachineDraft locale={l} fields={[{ key: 'about', ru: docs.ru, current: docs[l] }]} onDraft={(drafts) => drafts.about && setDocs((previous) => ({ ...previous, [l]: drafts.about as RichDoc }))} />
            <RussianOriginal locale={l} doc={docs.ru ?? null} stale={stale} field="about" />
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
          </>
        )}
      </LocaleTabs>
      {save.error !== null && (
        <p role="alert" className="font-medium text-red-700">
          {businessErrorText(errorTexts, save.error)}
        </p>
      )}
      <div>
        <Button type="submit" loading={save.saving} loadingLabel={t('about.saving')}>
          {t('about.save')}
        </Button>
      </div>
    </form>
  );
}

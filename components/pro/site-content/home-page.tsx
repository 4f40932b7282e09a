'use client';

import { useTranslations } from 'next-intl';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { MachineDraft, type DraftField } from '@/components/pro/editor/machine-draft';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import { useStaleFields } from '@/components/pro/translations/use-stale-fields';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { ContentEditorForm, useContentForm } from './content-form';
import { ContentEditorPage } from './content-editor-page';
import { cleanTexts, CONTROL, Input, type Texts } from './editor-kit';

type HomeWire = { version: number; headline: Texts; text: Texts; highlights: Texts[] };

/** The home page's own blocks (segment 'home', content.edit): headline, text and highlights per language. */
export function HomePage() {
  return <ContentEditorPage<HomeWire> permission="content.edit" segment={{ namespace: 'BusinessHome', path: 'home' }} form={(stored, locales, save) => <HomeForm initial={stored} locales={locales} save={save} />} />;
}

const asIs = (stored: HomeWire | null) => stored!;

function HomeForm({ initial, locales, save }: { initial: HomeWire; locales: Locale[]; save: (body: Record<string, unknown>) => Promise<HomeWire> }) {
  const t = useTranslations('BusinessHome');
  const tl = useTranslations('BusinessEditor.languages');
  const form = useContentForm<HomeWire, HomeWire>({
    stored: initial,
    toForm: asIs,
    version: initial.version,
    versionOf: (saved) => saved.version,
    send: (value, version) => save({ version, headline: cleanTexts(value.headline), text: cleanTexts(value.text), highlights: value.highlights.map(cleanTexts).filter((item) => Object.keys(item).length > 0) }),
  });
  const { value, set, errors } = form;
  const stale = useStaleFields('home', 0, form.save.version);

  const isFilled = (locale: Locale) => Boolean(value.headline[locale]?.trim() || value.text[locale]?.trim() || value.highlights.some((item) => item[locale]?.trim()));
  return (
    <ContentEditorForm form={form} savedText={t('saved')} submit={{ label: t('save'), saving: t('saving') }} fieldLabel={(field) => (['headline', 'text', 'highlights'].includes(field) ? t(`fields.${field}` as never) : field)}>
      <LocaleTabs locales={locales} required={[]} isFilled={isFilled} hasError={(locale) => Object.keys(errors.fields).some((key) => key.endsWith(`.${locale}`))} isStale={stale.localeStale}>
        {(locale) => (
          <>
            <MachineDraft locale={locale} fields={draftFields(value, locale)} onDraft={(drafts) => set(withDrafts(value, locale, drafts))} />
            <RussianOriginal locale={locale} text={value.headline.ru} stale={stale} field="headline" />
            <Input id={`home-headline-${locale}`} lang={locale} label={t('headlineIn', { language: tl(locale) })} value={value.headline[locale] ?? ''} maxLength={200} onChange={(event) => set({ headline: { ...value.headline, [locale]: event.target.value } })} error={errors.fieldText(`headline.${locale}`)} />
            <RussianOriginal locale={locale} text={value.text.ru} stale={stale} field="text" />
            <div className="flex flex-col gap-1">
              <label htmlFor={`home-text-${locale}`} className="text-sm font-medium">
                {t('textIn', { language: tl(locale) })}
              </label>
              <textarea id={`home-text-${locale}`} lang={locale} rows={4} maxLength={2000} value={value.text[locale] ?? ''} onChange={(event) => set({ text: { ...value.text, [locale]: event.target.value } })} className={CONTROL} />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{t('highlightsIn', { language: tl(locale) })}</legend>
              {value.highlights.map((item, index) => (
                <div key={index} className="flex flex-col gap-2">
                  <RussianOriginal locale={locale} text={item.ru} stale={stale} field={`highlights.${index}`} />
                  <div className="flex items-end gap-2">
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
    </ContentEditorForm>
  );
}

/** The home blocks of a language as machine-draft fields: headline, text and each highlight. */
function draftFields(value: HomeWire, locale: Locale): DraftField[] {
  return [
    { key: 'headline', ru: value.headline.ru, current: value.headline[locale] },
    { key: 'text', ru: value.text.ru, current: value.text[locale] },
    ...value.highlights.map((item, index) => ({ key: `highlight.${index}`, ru: item.ru, current: item[locale] })),
  ];
}

/** The blocks with a language's drafts put into their fields (only the fields drafted). */
function withDrafts(value: HomeWire, locale: Locale, drafts: Record<string, unknown>): Partial<HomeWire> {
  const text = (key: string, current: string | undefined) => (typeof drafts[key] === 'string' ? (drafts[key] as string) : current);
  return {
    headline: { ...value.headline, [locale]: text('headline', value.headline[locale]) },
    text: { ...value.text, [locale]: text('text', value.text[locale]) },
    highlights: value.highlights.map((item, index) => ({ ...item, [locale]: text(`highlight.${index}`, item[locale]) })),
  };
}

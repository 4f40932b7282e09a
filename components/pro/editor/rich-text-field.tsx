'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { RichText } from '@/components/content/rich-text';
import { isDocEmpty, type RichDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

/**
 * A rich text field of an editor form: the editor, its hint and error, and a Preview toggle that
 * shows the text as the site renders it (the same RichText component, with the page's title).
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  uploadImage,
  error,
  hint,
  lang,
  previewTitle,
}: {
  id: string;
  label: string;
  value: RichDoc | null;
  onChange: (doc: RichDoc) => void;
  uploadImage?: RichTextEditorProps['uploadImage'];
  error?: string;
  hint?: string;
  lang: Locale;
  /** The page's title above the preview, as the site shows it. */
  previewTitle?: string;
}) {
  const t = useTranslations('BusinessRichText');
  const [preview, setPreview] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap gap-1" role="group" aria-label={label}>
        <button type="button" aria-pressed={!preview} onClick={() => setPreview(false)} className="min-h-11 rounded-md border border-slate-300 px-3 text-sm font-medium aria-pressed:bg-slate-800 aria-pressed:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
          {t('edit')}
        </button>
        <button type="button" aria-pressed={preview} onClick={() => setPreview(true)} className="min-h-11 rounded-md border border-slate-300 px-3 text-sm font-medium aria-pressed:bg-slate-800 aria-pressed:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
          {t('preview')}
        </button>
      </div>
      <div hidden={preview}>
        <RichTextEditor id={id} label={label} value={value} onChange={onChange} uploadImage={uploadImage} invalid={Boolean(error)} describedBy={describedBy} lang={lang} />
      </div>
      {preview ? (
        <section aria-label={t('previewLabel')} lang={lang} className="rounded-xl border border-dashed border-slate-400 bg-white p-4 sm:p-6" data-rich-preview>
          {previewTitle ? <p className="mb-4 text-2xl font-bold">{previewTitle}</p> : null}
          {isDocEmpty(value) ? <p className="text-muted">{t('previewEmpty')}</p> : <RichText doc={value} />}
        </section>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Uploads an image for a rich text body (POST …/business/content_images, multipart `image`). */
export function contentImageUploader(post: (path: string, body: FormData) => Promise<{ data: { src: string; width: number; height: number } }>, path: string) {
  return async (file: File) => {
    const body = new FormData();
    body.set('image', file);
    return (await post(path, body)).data;
  };
}

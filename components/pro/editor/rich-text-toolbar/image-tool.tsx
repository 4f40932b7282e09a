'use client';

import type { Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { RichTextEditorProps } from '../rich-text-editor';
import type { Roving } from './tool-button';
import { ToolPopover } from './tool-popover';

type Props = { editor: Editor; uploadImage: NonNullable<RichTextEditorProps['uploadImage']>; roving: Roving };

/** The image button and its form: a file and its alternative text; the image is uploaded, then put in at the cursor with its size. */
export function ImageTool({ editor, uploadImage, roving }: Props) {
  const t = useTranslations('BusinessRichText');
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const altId = useId();
  const errorId = useId();

  async function insert(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!file) return setError(t('image.choose'));
    setBusy(true);
    setError(null);
    try {
      const image = await uploadImage(file);
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: image.src, width: image.width, height: image.height, alt: alt.trim() || null } })
        .run();
      setOpen(false);
      setFile(null);
      setAlt('');
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('image.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ToolPopover editor={editor} tool="image" label={t('image.button')} glyph="🖼" roving={roving} open={open} onOpenChange={setOpen}>
      <form onSubmit={insert} className="flex flex-col gap-2" noValidate>
        <label htmlFor={fileId} className="font-medium">
          {t('image.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 max-w-full text-sm"
        />
        <label htmlFor={altId} className="font-medium">
          {t('image.alt')}
        </label>
        <input id={altId} type="text" value={alt} maxLength={500} onChange={(event) => setAlt(event.target.value)} className="min-h-11 rounded-md border border-slate-400 px-3" />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button type="submit" aria-disabled={busy || undefined} className="min-h-11 rounded-md bg-brand-700 px-3 font-medium text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
          {busy ? t('image.uploading') : t('image.insert')}
        </button>
      </form>
    </ToolPopover>
  );
}

'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { sanitizeDoc, type RichDoc } from '@/lib/i18n/rich-doc';
import type { RichTextEditorProps } from './rich-text-editor';
import { richTextExtensions, sameDoc, toEditorContent } from './rich-text-extensions';
import { Toolbar } from './rich-text-toolbar/toolbar';

/**
 * The editor itself (loaded lazily by rich-text-editor.tsx). The toolbar is one tab stop with
 * arrow keys between its buttons (ARIA toolbar pattern); toggles say aria-pressed; the content area
 * is a labelled multi-line textbox. Every change is sent as a sanitized doc.
 */
export default function RichTextEditorImpl({ id, label, value, onChange, uploadImage, invalid, describedBy, lang }: RichTextEditorProps) {
  const t = useTranslations('BusinessRichText');
  const labelId = useId();
  const lastSent = useRef<RichDoc | null>(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: richTextExtensions(),
    content: toEditorContent(value),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(lang ? { lang } : {}),
        class:
          'rich-text-editor min-h-48 max-w-none rounded-b-md border border-t-0 border-slate-400 bg-white px-3 py-2 leading-relaxed focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 [&_blockquote]:border-s-4 [&_blockquote]:border-slate-300 [&_blockquote]:ps-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_a]:text-brand-700 [&_a]:underline [&_table]:my-2 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-2 [&_th]:py-1 [&_.tableWrapper]:overflow-x-auto [&>*+*]:mt-3 [&_.selectedCell]:bg-brand-50',
      },
    },
    onUpdate: ({ editor: current }) => {
      const doc = sanitizeDoc(current.getJSON());
      lastSent.current = doc;
      onChangeRef.current(doc);
    },
  });

  // A value set from outside (a reset to the saved version, "take theirs") replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (sameDoc(value, lastSent.current)) return;
    lastSent.current = value;
    editor.commands.setContent(toEditorContent(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
  }, [editor, invalid, describedBy]);

  return (
    <div className="flex min-w-0 flex-col">
      <span id={labelId} className="mb-1 font-medium">
        {label}
      </span>
      {editor ? <Toolbar editor={editor} label={t('toolbar', { field: label })} uploadImage={uploadImage} controls={id} /> : <div className="min-h-12 rounded-t-md border border-slate-400 bg-slate-50" aria-hidden="true" />}
      {editor ? <EditorContent editor={editor} /> : <div className="min-h-48 rounded-b-md border border-t-0 border-slate-400 bg-white px-3 py-2 text-slate-600">{t('loading')}</div>}
    </div>
  );
}

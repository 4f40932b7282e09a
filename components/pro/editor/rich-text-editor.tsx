'use client';

import dynamic from 'next/dynamic';
import type { RichDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';

export type RichTextEditorProps = {
  /** The id of the editable area (an error summary's link focuses it). */
  id: string;
  /** Its visible label, also its accessible name. */
  label: string;
  value: RichDoc | null;
  onChange: (doc: RichDoc) => void;
  /** Uploads an image put into the text; without it the toolbar has no image button. */
  uploadImage?: (file: File) => Promise<{ src: string; width: number; height: number }>;
  invalid?: boolean;
  describedBy?: string;
  /** The language of the text (a kk text is read as Kazakh). */
  lang?: Locale;
};

function Placeholder({ label }: { label?: string }) {
  return (
    <div className="flex flex-col" aria-busy="true">
      {label ? <span className="mb-1 font-medium">{label}</span> : null}
      <div className="min-h-12 rounded-t-md border border-slate-400 bg-slate-50" />
      <div className="min-h-48 rounded-b-md border border-t-0 border-slate-400 bg-white" />
    </div>
  );
}

/**
 * The rich text editor (TipTap 3), loaded when a page shows it: /pro pages that edit no text do not
 * download it. The client renders it only (ProseMirror needs the DOM).
 */
const LazyEditor = dynamic(() => import('./rich-text-editor-impl'), { ssr: false, loading: () => <Placeholder /> });

export function RichTextEditor(props: RichTextEditorProps) {
  return <LazyEditor {...props} />;
}

'use client';

import * as Popover from '@radix-ui/react-popover';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { safeLinkHref, sanitizeDoc, type RichDoc } from '@/lib/i18n/rich-doc';
import type { RichTextEditorProps } from './rich-text-editor';

/** Images keep their intrinsic size (no layout shift on the page). */
const SizedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      width: { default: null },
      height: { default: null },
    };
  },
});

const EMPTY: RichDoc = { type: 'doc', content: [] };

function toEditorContent(doc: RichDoc | null): RichDoc {
  const clean = sanitizeDoc(doc ?? EMPTY);
  return clean.content.length ? clean : { type: 'doc', content: [{ type: 'paragraph' }] };
}

function sameDoc(a: RichDoc | null, b: RichDoc | null): boolean {
  return JSON.stringify(sanitizeDoc(a ?? EMPTY)) === JSON.stringify(sanitizeDoc(b ?? EMPTY));
}

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-transparent px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-slate-400 aria-pressed:bg-slate-200 disabled:opacity-40';

type ToolButton = { key: string; label: string; glyph: ReactNode; shortcut?: string; pressed?: boolean; disabled?: boolean; run: () => void };

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
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto', 'tel'],
          isAllowedUri: (url) => safeLinkHref(url) !== null,
          shouldAutoLink: (url) => safeLinkHref(url) !== null,
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      SizedImage.configure({ inline: false, allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
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

function Toolbar({ editor, label, uploadImage, controls }: { editor: Editor; label: string; uploadImage?: RichTextEditorProps['uploadImage']; controls: string }) {
  const t = useTranslations('BusinessRichText');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: ToolButton[] = [
    { key: 'bold', label: t('bold'), glyph: <b aria-hidden="true">B</b>, shortcut: 'Control+B', pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: t('italic'), glyph: <i aria-hidden="true">I</i>, shortcut: 'Control+I', pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'underline', label: t('underline'), glyph: <u aria-hidden="true">U</u>, shortcut: 'Control+U', pressed: state.underline, run: () => chain().toggleUnderline().run() },
    { key: 'strike', label: t('strike'), glyph: <s aria-hidden="true">S</s>, shortcut: 'Control+Shift+S', pressed: state.strike, run: () => chain().toggleStrike().run() },
    { key: 'h2', label: t('heading', { level: 2 }), glyph: <span aria-hidden="true">H2</span>, shortcut: 'Control+Alt+2', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: t('heading', { level: 3 }), glyph: <span aria-hidden="true">H3</span>, shortcut: 'Control+Alt+3', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'h4', label: t('heading', { level: 4 }), glyph: <span aria-hidden="true">H4</span>, shortcut: 'Control+Alt+4', pressed: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
    { key: 'bulletList', label: t('bulletList'), glyph: <span aria-hidden="true">•≡</span>, shortcut: 'Control+Shift+8', pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', label: t('orderedList'), glyph: <span aria-hidden="true">1≡</span>, shortcut: 'Control+Shift+7', pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'blockquote', label: t('blockquote'), glyph: <span aria-hidden="true">❝</span>, shortcut: 'Control+Shift+B', pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    { key: 'rule', label: t('horizontalRule'), glyph: <span aria-hidden="true">―</span>, run: () => chain().setHorizontalRule().run() },
  ];
  const tableButtons: ToolButton[] = [
    { key: 'table', label: t('table.insert'), glyph: <span aria-hidden="true">▦</span>, disabled: state.table, run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
    ...(state.table
      ? [
          { key: 'rowAdd', label: t('table.addRow'), glyph: <span aria-hidden="true">+≡</span>, run: () => chain().addRowAfter().run() },
          { key: 'rowDel', label: t('table.deleteRow'), glyph: <span aria-hidden="true">−≡</span>, run: () => chain().deleteRow().run() },
          { key: 'colAdd', label: t('table.addColumn'), glyph: <span aria-hidden="true">+‖</span>, run: () => chain().addColumnAfter().run() },
          { key: 'colDel', label: t('table.deleteColumn'), glyph: <span aria-hidden="true">−‖</span>, run: () => chain().deleteColumn().run() },
          { key: 'tableDel', label: t('table.delete'), glyph: <span aria-hidden="true">✕▦</span>, run: () => chain().deleteTable().run() },
        ]
      : []),
  ];
  const history: ToolButton[] = [
    { key: 'undo', label: t('undo'), glyph: <span aria-hidden="true">↶</span>, shortcut: 'Control+Z', disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', label: t('redo'), glyph: <span aria-hidden="true">↷</span>, shortcut: 'Control+Shift+Z', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  const ref = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const items = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[data-tool]') ?? []).filter((item) => !item.disabled);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0 || !items.length) return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  }
  // Roving tab index: one button of the toolbar is in the tab order (the last focused one, or the first).
  const [focused, setCurrent] = useState('bold');
  const keys = [...buttons, ...tableButtons, ...history].filter((button) => !button.disabled).map((button) => button.key);
  const current = keys.includes(focused) || focused === 'link' || focused === 'image' ? focused : 'bold';
  const render = (button: ToolButton) => (
    <button
      key={button.key}
      type="button"
      data-tool={button.key}
      tabIndex={button.key === current ? 0 : -1}
      aria-label={button.label}
      title={button.label}
      aria-keyshortcuts={button.shortcut}
      aria-pressed={button.pressed === undefined ? undefined : button.pressed}
      disabled={button.disabled}
      onFocus={() => setCurrent(button.key)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={button.run}
      className={buttonClass}
    >
      {button.glyph}
    </button>
  );

  return (
    <div ref={ref} role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={onKeyDown} className="flex flex-wrap items-center gap-0.5 rounded-t-md border border-slate-400 bg-slate-50 p-1">
      {buttons.map(render)}
      <LinkTool editor={editor} active={state.link} current={current} setCurrent={setCurrent} />
      {uploadImage ? <ImageTool editor={editor} uploadImage={uploadImage} current={current} setCurrent={setCurrent} /> : null}
      {tableButtons.map(render)}
      {history.map(render)}
    </div>
  );
}

/** A closed link or image popover gives the focus back to the text, where the writing goes on (not to its button). */
function backToText(event: Event, editor: Editor) {
  event.preventDefault();
  // A popover closing because the editor is going away (the form left the page) has no text to return to.
  if (editor.isDestroyed) return;
  editor.commands.focus();
}

function LinkTool({ editor, active, current, setCurrent }: { editor: Editor; active: boolean; current: string; setCurrent: (key: string) => void }) {
  const t = useTranslations('BusinessRichText');
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  function openChange(next: boolean) {
    if (next) {
      const existing = editor.getAttributes('link').href;
      setHref(typeof existing === 'string' ? existing : '');
      setError(false);
    }
    setOpen(next);
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const value = href.trim();
    const safe = safeLinkHref(/^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(value) ? `https://${value}` : value);
    if (!safe) return setError(true);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: safe } }] }).run();
    else chain.setLink({ href: safe }).run();
    // The writing goes on after the link.
    editor.commands.setTextSelection(editor.state.selection.to);
    setOpen(false);
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger asChild>
        <button type="button" data-tool="link" tabIndex={current === 'link' ? 0 : -1} onFocus={() => setCurrent('link')} aria-label={t('link.button')} title={t('link.button')} aria-keyshortcuts="Control+K" aria-pressed={active} className={buttonClass}>
          <span aria-hidden="true">🔗</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content sideOffset={4} align="start" collisionPadding={8} onCloseAutoFocus={(event) => backToText(event, editor)} className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-md border border-slate-300 bg-white p-3 shadow-lg">
          <form onSubmit={apply} className="flex flex-col gap-2" noValidate>
            <label htmlFor={fieldId} className="font-medium">
              {t('link.url')}
            </label>
            <input
              id={fieldId}
              type="url"
              inputMode="url"
              value={href}
              onChange={(event) => {
                setHref(event.target.value);
                setError(false);
              }}
              aria-invalid={error || undefined}
              aria-describedby={error ? errorId : undefined}
              className="min-h-11 rounded-md border border-slate-400 px-3"
              placeholder="https://"
              autoComplete="off"
            />
            {error ? (
              <p id={errorId} className="text-sm text-red-700">
                {t('link.invalid')}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-3 font-medium text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
                {t('link.apply')}
              </button>
              {active ? (
                <button type="button" onClick={remove} className="min-h-11 rounded-md border border-slate-400 px-3 font-medium hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
                  {t('link.remove')}
                </button>
              ) : null}
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function ImageTool({ editor, uploadImage, current, setCurrent }: { editor: Editor; uploadImage: NonNullable<RichTextEditorProps['uploadImage']>; current: string; setCurrent: (key: string) => void }) {
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
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button type="button" data-tool="image" tabIndex={current === 'image' ? 0 : -1} onFocus={() => setCurrent('image')} aria-label={t('image.button')} title={t('image.button')} className={buttonClass}>
          <span aria-hidden="true">🖼</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content sideOffset={4} align="start" collisionPadding={8} onCloseAutoFocus={(event) => backToText(event, editor)} className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-md border border-slate-300 bg-white p-3 shadow-lg">
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

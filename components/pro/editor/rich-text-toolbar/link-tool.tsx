'use client';

import type { Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { safeLinkHref } from '@/lib/i18n/rich-doc';
import type { Roving } from './tool-button';
import { ToolPopover } from './tool-popover';

/**
 * The link button and its form: the address (a bare domain gets https://), refused unless it is
 * a safe scheme; on a selection it links the text, on none it inserts the address as a link.
 */
export function LinkTool({ editor, active, roving }: { editor: Editor; active: boolean; roving: Roving }) {
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
    <ToolPopover editor={editor} tool="link" label={t('link.button')} glyph="🔗" shortcut="Control+K" pressed={active} roving={roving} open={open} onOpenChange={openChange}>
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
    </ToolPopover>
  );
}

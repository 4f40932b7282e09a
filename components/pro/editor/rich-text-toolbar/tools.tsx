'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** A plain toolbar button: a toggle (pressed) or an action, with its glyph and what it runs. */
export type Tool = { key: string; label: string; glyph: ReactNode; shortcut?: string; pressed?: boolean; disabled?: boolean; run: () => void };

/**
 * The toolbar's plain buttons, in their groups, following the selection: marks and blocks,
 * the table (its row and column tools only inside a table), undo and redo. `link` says whether
 * the selection is in a link (the link tool's pressed state).
 */
export function useTools(editor: Editor): { formatting: Tool[]; table: Tool[]; history: Tool[]; link: boolean } {
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
  const formatting: Tool[] = [
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
  const table: Tool[] = [
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
  const history: Tool[] = [
    { key: 'undo', label: t('undo'), glyph: <span aria-hidden="true">↶</span>, shortcut: 'Control+Z', disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', label: t('redo'), glyph: <span aria-hidden="true">↷</span>, shortcut: 'Control+Shift+Z', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];
  return { formatting, table, history, link: state.link };
}

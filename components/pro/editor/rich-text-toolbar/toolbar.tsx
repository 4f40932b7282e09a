'use client';

import type { Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { RichTextEditorProps } from '../rich-text-editor';
import { ImageTool } from './image-tool';
import { LinkTool } from './link-tool';
import { ToolButton, type Roving } from './tool-button';
import { useTools, type Tool } from './tools';

type Props = { editor: Editor; label: string; uploadImage?: RichTextEditorProps['uploadImage']; controls: string };

/**
 * The editor's toolbar: one tab stop with arrow keys, Home and End between its buttons (ARIA
 * toolbar pattern); the image tool only where the form can upload one.
 */
export function Toolbar({ editor, label, uploadImage, controls }: Props) {
  const tools = useTools(editor);
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
  const keys = [...tools.formatting, ...tools.table, ...tools.history].filter((tool) => !tool.disabled).map((tool) => tool.key);
  const roving: Roving = { current: keys.includes(focused) || focused === 'link' || focused === 'image' ? focused : 'bold', setCurrent };
  const render = (tool: Tool) => (
    <ToolButton
      key={tool.key}
      tool={tool.key}
      label={tool.label}
      shortcut={tool.shortcut}
      pressed={tool.pressed}
      roving={roving}
      disabled={tool.disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={tool.run}
    >
      {tool.glyph}
    </ToolButton>
  );

  return (
    <div ref={ref} role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={onKeyDown} className="flex flex-wrap items-center gap-0.5 rounded-t-md border border-slate-400 bg-slate-50 p-1">
      {tools.formatting.map(render)}
      <LinkTool editor={editor} active={tools.link} roving={roving} />
      {uploadImage ? <ImageTool editor={editor} uploadImage={uploadImage} roving={roving} /> : null}
      {tools.table.map(render)}
      {tools.history.map(render)}
    </div>
  );
}

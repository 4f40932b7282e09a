'use client';

import * as Popover from '@radix-ui/react-popover';
import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { ToolButton, type Roving } from './tool-button';

/** A closed link or image popover gives the focus back to the text, where the writing goes on (not to its button). */
function backToText(event: Event, editor: Editor) {
  event.preventDefault();
  // A popover closing because the editor is going away (the form left the page) has no text to return to.
  if (editor.isDestroyed) return;
  editor.commands.focus();
}

type Props = {
  editor: Editor;
  tool: string;
  label: string;
  glyph: string;
  shortcut?: string;
  pressed?: boolean;
  roving: Roving;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The popover's form. */
  children: ReactNode;
};

/** A toolbar button that opens a small form beside it (the link's address, the image's file); closing it goes back to the text. */
export function ToolPopover({ editor, tool, label, glyph, shortcut, pressed, roving, open, onOpenChange, children }: Props) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <ToolButton tool={tool} label={label} shortcut={shortcut} pressed={pressed} roving={roving}>
          <span aria-hidden="true">{glyph}</span>
        </ToolButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content sideOffset={4} align="start" collisionPadding={8} onCloseAutoFocus={(event) => backToText(event, editor)} className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-md border border-slate-300 bg-white p-3 shadow-lg">
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

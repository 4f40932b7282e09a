'use client';

import type { ComponentProps } from 'react';

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-transparent px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-slate-400 aria-pressed:bg-slate-200 disabled:opacity-40';

/** The toolbar's roving tab index: the key of the one button in the tab order, and how a focused button takes it. */
export type Roving = { current: string; setCurrent: (key: string) => void };

type Props = Omit<ComponentProps<'button'>, 'type' | 'tabIndex' | 'title' | 'aria-label' | 'aria-keyshortcuts' | 'aria-pressed' | 'onFocus' | 'className'> & {
  tool: string;
  label: string;
  shortcut?: string;
  /** A toggle's state (aria-pressed); none on a plain action. */
  pressed?: boolean;
  roving: Roving;
};

/**
 * One button of the editor's toolbar, named by its label (also its tooltip), with its shortcut;
 * in the tab order only when it is the roving one. A popover's trigger too (Radix passes it its
 * ref and handlers).
 */
export function ToolButton({ tool, label, shortcut, pressed, roving, ...rest }: Props) {
  return (
    <button
      {...rest}
      type="button"
      data-tool={tool}
      tabIndex={tool === roving.current ? 0 : -1}
      aria-label={label}
      title={label}
      aria-keyshortcuts={shortcut}
      aria-pressed={pressed}
      onFocus={() => roving.setCurrent(tool)}
      className={buttonClass}
    />
  );
}

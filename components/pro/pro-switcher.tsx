'use client';

import Link from 'next/link';
import { useId, useRef, type KeyboardEvent } from 'react';
import { tabbable } from 'tabbable';
import { Popover } from '@/components/ui/popover';
import { usePopoverState } from '@/components/ui/use-popover-state';

export type SwitcherChoice = { key: string; name: string; href: string };

/**
 * The business area's company or cabinet switcher: a button naming the current one opens a
 * list of links to the others. Not a select that navigates on change: arrowing through a
 * closed select changes its value, which would leave the page on the first key press
 * (WCAG 3.2.2); and a link can open the other cabinet in a new tab. Opened, the focus is on
 * the current choice; Tab or the arrows walk the list, Enter follows a link, Escape closes it.
 * The list sits after the button in the Tab order, as a disclosure's does: Tab past its last link
 * closes it and goes on to what follows the button, Shift+Tab before its first goes back to the
 * button (Radix would loop the focus inside the open list).
 */
export function ProSwitcher({ label, hint, current, currentKey, choices }: { label: string; /** What the choice is (a cabinet), under the button. */ hint?: string; current: string; currentKey: string; choices: SwitcherChoice[] }) {
  const labelId = useId();
  const hintId = useId();
  const valueId = useId();
  const state = usePopoverState('bottom-start');
  const listRef = useRef<HTMLUListElement>(null);
  // Where the focus goes when the list closes: back to the button (Radix's default) or past it.
  const closeTo = useRef<'button' | 'next'>('button');
  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  // Arrows walk the list as in a menu (Tab does too); Home and End go to its ends.
  const walk = (event: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Tab' && (event.shiftKey ? at === 0 : at === all.length - 1)) {
      // Off either end: out of the list (stopped here, before Radix's focus scope loops it).
      event.preventDefault();
      event.stopPropagation();
      closeTo.current = event.shiftKey ? 'button' : 'next';
      state.setOpen(false);
      return;
    }
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined || all.length === 0) return;
    event.preventDefault();
    all[(next + all.length) % all.length].focus();
  };
  const others = choices.some((choice) => choice.key !== currentKey);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <Popover
        label={label}
        state={state}
        className="w-72 p-1"
        // Opened, the focus goes to the current choice (Radix would focus the panel: its autofocus skips links).
        contentProps={{
          onOpenAutoFocus: (event) => {
            event.preventDefault();
            (links().find((link) => link.getAttribute('aria-current') === 'true') ?? links()[0])?.focus();
          },
          onCloseAutoFocus: (event) => {
            const button = state.anchorRef.current;
            if (closeTo.current !== 'next' || !button) return;
            closeTo.current = 'button';
            const order = tabbable(document.body);
            const after = order[order.indexOf(button) + 1];
            if (!after) return;
            event.preventDefault();
            after.focus();
          },
        }}
        trigger={
          <button
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={hint ? hintId : undefined}
            disabled={!others}
            className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-400 bg-white px-3 text-left text-base text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-default disabled:bg-slate-50"
          >
            <span id={valueId} className="truncate">
              {current}
            </span>
            {others && (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current text-slate-600">
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            )}
          </button>
        }
      >
        <ul ref={listRef} onKeyDown={walk} className="flex max-h-80 flex-col overflow-y-auto">
          {choices.map((choice) => (
            <li key={choice.key}>
              <Link
                href={choice.href}
                aria-current={choice.key === currentKey ? 'true' : undefined}
                onClick={() => state.setOpen(false)}
                className="block rounded-lg px-3 py-2.5 text-brand-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=true]:font-semibold aria-[current=true]:text-slate-900"
              >
                <span className="flex items-center justify-between gap-2">
                  {choice.name}
                  {choice.key === currentKey && (
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current text-brand-700">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Popover>
      {hint && (
        <span id={hintId} className="text-xs text-muted">
          {hint}
        </span>
      )}
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { displayPhone, telHref } from '@/lib/phone/normalize';

type Props = {
  /** 'appointment-41': the ids of the row's name and its detail. */
  id: string;
  name: string;
  /** A new item (not yet taken in hand) is marked and its name bold. */
  isNew: boolean;
  /** One muted line under the name: when received, the doctor or the question's start. */
  summary: ReactNode;
  badge: ReactNode;
  /** The stored phone, shown formatted and called by a tap; null when there is none. */
  phone: string | null;
  open: boolean;
  /** The address opened on this item (a link, a reload): the row takes the focus and scrolls into view once. */
  focusOnMount: boolean;
  onToggle: (open: boolean) => void;
  /** The full item: its details, status buttons and forms, mounted only while open. */
  detail: () => ReactNode;
};

/**
 * An inbox item as one compact row that opens into its detail (a disclosure: a button with
 * aria-expanded controls the panel under it). Enter or Space opens and closes it; Escape in the
 * open detail closes it and gives the focus back to the row, as its Collapse button does. The
 * phone is a tel: link beside the button, so a manager on a phone calls without opening the row.
 */
export function InboxRow({ id, name, isNew, summary, badge, phone, open, focusOnMount, onToggle, detail }: Props) {
  const t = useTranslations('BusinessInbox.row');
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    // Focusing scrolls the row into view.
    toggleRef.current?.focus();
    // Only when the list first shows the item of the address, not on later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = () => {
    onToggle(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };

  return (
    // Escape anywhere in the open row (its button or its detail) closes it.
    <li aria-labelledby={`${id}-name`} onKeyDown={onKeyDown} className={`min-w-0 scroll-mt-4 rounded-xl border bg-white ${open ? 'border-brand-700 shadow-sm' : 'border-slate-300'}`}>
      <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-detail` : undefined}
          onClick={() => onToggle(!open)}
          className="flex min-h-11 w-full min-w-0 flex-col gap-0.5 rounded-xl px-3 py-2 text-left hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-700"
        >
          <span className="flex w-full min-w-0 items-center gap-2">
            {isNew && <span aria-hidden="true" data-new-marker className="size-2.5 shrink-0 rounded-full bg-sky-700" />}
            <span id={`${id}-name`} className={`min-w-0 flex-1 truncate ${isNew ? 'font-bold' : 'font-medium'}`}>
              {name}
            </span>
            <span className="shrink-0">{badge}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}>
              <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </span>
          <span className="block w-full truncate text-sm text-muted">{summary}</span>
      </button>
      {phone && (
        <p className="px-3 pb-2 text-sm">
          <a href={telHref(phone)} className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2">
            {displayPhone(phone)}
          </a>
        </p>
      )}
      {open && (
        <div id={`${id}-detail`} role="region" aria-labelledby={`${id}-name`} className="flex min-w-0 flex-col gap-4 border-t border-slate-200 p-3 md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:gap-6 md:p-4">
          {detail()}
          <div className="md:col-span-2">
            <Button variant="secondary" size="sm" onClick={close}>
              {t('close')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

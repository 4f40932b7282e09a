'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/fields';
import { Button } from '@/components/ui/button';
import { listHref } from './inbox-list';
import type { InboxFilterState } from './inbox-data';

/**
 * The search and the days received of an inbox. Sent, it becomes the address (router.push:
 * Back returns to the previous filter, a reload or a link opens the same one); the status of the
 * chips stays, the page goes back to 1. The fields start from the address and follow it.
 */
export function InboxFilterForm({ filter }: { filter: InboxFilterState }) {
  // Remounted when the address changes (Back, a chip, Clear), so the fields show what the list shows.
  return <FilterFields key={`${filter.q}|${filter.from}|${filter.to}`} filter={filter} />;
}

function FilterFields({ filter }: { filter: InboxFilterState }) {
  const t = useTranslations('BusinessInbox.search');
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const [rangeError, setRangeError] = useState(false);
  const filtered = Boolean(filter.q || filter.from || filter.to);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const [q, from, to] = [text('q').slice(0, 100), text('from'), text('to')];
    if (from && to && from > to) {
      setRangeError(true);
      document.getElementById(`${id}-to`)?.focus();
      return;
    }
    setRangeError(false);
    router.push(listHref(pathname, { status: filter.status, q, from, to }), { scroll: false });
  };

  return (
    <form role="search" aria-label={t('title')} onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-3 md:flex-row md:flex-wrap md:items-end">
      <div className="min-w-0 md:w-72">
        <TextField id={`${id}-q`} name="q" type="search" label={t('label')} hint={t('hint')} defaultValue={filter.q} maxLength={100} autoComplete="off" enterKeyHint="search" />
      </div>
      {/* The days fold away on a phone until wanted; open when the address sets them. */}
      <details open={Boolean(filter.from || filter.to)} className="min-w-0">
        <summary className="cursor-pointer text-sm font-medium text-brand-800 underline-offset-4 hover:underline">{t('dates')}</summary>
        <fieldset className="mt-2 min-w-0">
          <legend className="sr-only">{t('dates')}</legend>
          <div className="grid grid-cols-2 gap-2">
            <TextField id={`${id}-from`} name="from" type="date" label={t('from')} defaultValue={filter.from} min="2000-01-01" max="2100-12-31" />
            <TextField
              id={`${id}-to`}
              name="to"
              type="date"
              label={t('to')}
              defaultValue={filter.to}
              min="2000-01-01"
              max="2100-12-31"
              error={rangeError ? t('rangeError') : undefined}
            />
          </div>
        </fieldset>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{t('apply')}</Button>
        {filtered && (
          <Link href={listHref(pathname, { status: filter.status })} scroll={false} className="font-medium text-brand-700 underline underline-offset-4">
            {t('reset')}
          </Link>
        )}
      </div>
    </form>
  );
}

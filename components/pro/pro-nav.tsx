'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { Locale } from '@/lib/i18n/locales';
import type { OpenCounts } from './pro-counts-key';
import { PRO_GROUPS, proHref, type ProGroup, type ProSection, type ProSegment } from './pro-sections';

type Props = {
  locale: Locale;
  companyCode: string;
  cabinetCode: number;
  segment: ProSegment;
  /** The sections the member may use, in PRO_SECTIONS' order. */
  sections: readonly ProSection[];
  counts: OpenCounts | undefined;
};

/** The count shown next to a section: the inboxes' open items; nothing for 0 or a section without one. */
function countOf(section: ProSection, counts: OpenCounts | undefined): number | null {
  const value = { appointments: counts?.APPOINTMENTS, questions: counts?.QUESTIONS, reviews: counts?.REVIEWS_PENDING, calendar: counts?.VISITS_UPCOMING }[section.key as string];
  return value ? value : null;
}

/**
 * The cabinet's sections in four labelled groups: the inboxes (with the overview), the site, the
 * clinic, the staff; the inboxes carry the number of items awaiting action (to a screen reader
 * the link «Заявки на приём» described «открытых: 3»). On a desktop a sidebar, one group under
 * another; on a phone one button naming the current section opens the same groups in a dialog (a
 * bottom sheet), in two columns so that every entry shows at once, no scrolling.
 */
export function ProNav({ locale, companyCode, cabinetCode, segment, sections, counts }: Props) {
  const t = useTranslations('BusinessNav');
  const [open, setOpen] = useState(false);
  const totalId = useId();
  const current = sections.find((section) => section.segment === segment) ?? sections[0];
  const total = sections.reduce((sum, section) => sum + (countOf(section, counts) ?? 0), 0);

  const list = (idPrefix: string, layout: Layout, onPick?: () => void) => (
    <SectionList idPrefix={idPrefix} layout={layout} locale={locale} companyCode={companyCode} cabinetCode={cabinetCode} segment={segment} sections={sections} counts={counts} onPick={onPick} />
  );

  return (
    <>
      <nav aria-label={t('navigation')} className="hidden md:block" data-testid="pro-nav-desktop">
        {list('desktop', 'sidebar')}
      </nav>
      <div className="md:hidden">
        <Modal
          open={open}
          onOpenChange={setOpen}
          title={t('navigation')}
          closeLabel={t('close')}
          trigger={
            <button
              type="button"
              data-testid="pro-nav-menu"
              aria-describedby={total > 0 ? totalId : undefined}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-slate-400 bg-white px-3 text-left text-base text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="flex min-w-0 flex-col">
                <span className="text-sm text-muted">{t('menu')}</span>
                <span className="truncate font-semibold">{current ? t(`sections.${current.key}`) : ''}</span>
              </span>
              <span className="flex shrink-0 items-center gap-2">
                {total > 0 && <Badge count={total} />}
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current text-slate-600">
                  <path d="M3 5.5A1 1 0 0 1 4 4.5h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 4.5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 3.5a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
                </svg>
              </span>
            </button>
          }
        >
          <nav aria-label={t('navigation')}>{list('sheet', 'sheet', () => setOpen(false))}</nav>
        </Modal>
        {total > 0 && (
          <span id={totalId} hidden>
            {t('counts.total', { count: total })}
          </span>
        )}
      </div>
    </>
  );
}

/**
 * A count's badge. Its number is drawn by CSS (`content: attr(data-count)`) and hidden from
 * assistive technology, so the link's name and text stay the section's name (as the other
 * pages and tests know it) and the count reaches a screen reader as the link's description.
 */
function Badge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      data-count={count > 99 ? '99+' : String(count)}
      data-testid="pro-nav-count"
      className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-sm font-semibold leading-6 text-white after:content-[attr(data-count)] group-aria-[current=page]:bg-white group-aria-[current=page]:text-brand-800"
    />
  );
}

/**
 * Where a group sits in the phone sheet's two columns: the inboxes, the clinic and the staff down
 * the left, the site (the longest group) down the right, so the owner's 19 entries fit a 360 x 740
 * screen without scrolling. The source order stays the groups' order (inbox, site, clinic, staff).
 */
const SHEET_PLACE: Record<ProGroup, string> = {
  inbox: 'col-start-1 row-start-1',
  site: 'col-start-2 row-start-1 row-span-3',
  clinic: 'col-start-1 row-start-2',
  staff: 'col-start-1 row-start-3',
};

type Layout = 'sidebar' | 'sheet';

function SectionList({ idPrefix, layout, locale, companyCode, cabinetCode, segment, sections, counts, onPick }: Props & { idPrefix: string; layout: Layout; onPick?: () => void }) {
  const t = useTranslations('BusinessNav');
  const baseId = useId();
  const groups = PRO_GROUPS.map((group) => ({ group, items: sections.filter((section) => section.group === group) })).filter((entry) => entry.items.length > 0);
  // Two columns only when the site's group is there to fill the right one.
  const columns = layout === 'sheet' && groups.some((entry) => entry.group === 'site');

  const item = (section: ProSection) => {
    const count = countOf(section, counts);
    const label = t(`sections.${section.key}`);
    const countId = `${baseId}-${idPrefix}-${section.key}-count`;
    return (
      <li key={section.key}>
        <Link
          href={proHref(locale, companyCode, cabinetCode, section.segment)}
          aria-current={segment === section.segment ? 'page' : undefined}
          aria-describedby={count === null ? undefined : countId}
          onClick={onPick}
          className={`group flex items-center justify-between rounded-lg text-brand-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white ${
            layout === 'sheet' ? 'min-h-11 gap-1 break-words px-2 py-1 text-sm leading-tight' : 'min-h-9 gap-2 px-3 py-1.5'
          }`}
        >
          <span className="min-w-0">{label}</span>
          {count !== null && <Badge count={count} />}
        </Link>
        {count !== null && (
          <span id={countId} hidden>
            {t(section.key === 'reviews' ? 'counts.pending' : section.key === 'calendar' ? 'counts.upcoming' : 'counts.open', { count })}
          </span>
        )}
      </li>
    );
  };

  return (
    <div className={columns ? 'grid grid-cols-2 grid-rows-[auto_auto_1fr] gap-x-2 gap-y-3' : 'flex flex-col gap-3'}>
      {groups.map(({ group, items }) => (
        <Group key={group} id={`${baseId}-${idPrefix}-${group}`} group={group} label={t(`groups.${group}`)} className={columns ? SHEET_PLACE[group] : ''}>
          {items.map(item)}
        </Group>
      ))}
    </div>
  );
}

/** A group: its visible heading names the list of its links (role group, aria-labelledby). */
function Group({ id, group, label, className, children }: { id: string; group: ProGroup; label: string; className: string; children: React.ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} data-group={group} className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <p id={id} className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-600 md:px-3">
        {label}
      </p>
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </div>
  );
}

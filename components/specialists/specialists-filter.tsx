'use client';

import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';

export type SpecialtyChip = { key: string; label: string; href: string };
export type SpecialistItem = { id: string; specialty: string; card: ReactNode };
export type SpecialistsFilterTexts = { filterLabel: string; all: string; shown: string };

type Props = { chips: SpecialtyChip[]; allHref: string; items: SpecialistItem[]; texts: SpecialistsFilterTexts };

const CHANGE_EVENT = 'specialty-filter-change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const readSpecialty = () => new URLSearchParams(window.location.search).get('specialty') ?? '';
// The cached HTML always lists everyone: the server never reads ?specialty.
const serverSpecialty = () => '';

/**
 * Specialty chips over the server-rendered cards. The chips are links to ?specialty=x:
 * with scripts they filter in place (and the URL can be shared); without scripts the
 * link opens the same cached page, which shows every specialist.
 */
export function SpecialistsFilter({ chips, allHref, items, texts }: Props) {
  const fromUrl = useSyncExternalStore(subscribe, readSpecialty, serverSpecialty);
  const selected = chips.some((chip) => chip.key === fromUrl) ? fromUrl : null;
  const shown = selected ? items.filter((item) => item.specialty === selected).length : items.length;

  function choose(event: MouseEvent<HTMLAnchorElement>, href: string) {
    // Let a new tab or window open as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Next's router picks up a pushState with null state (its documented way to change search params).
    window.history.pushState(null, '', href);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }

  const chipClass = (active: boolean) =>
    `inline-block rounded-full border px-3 py-1.5 text-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
      active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'
    }`;

  return (
    <div className="flex flex-col gap-4">
      {chips.length > 1 && (
        <div role="group" aria-label={texts.filterLabel}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <a href={allHref} aria-current={selected === null ? 'true' : undefined} className={chipClass(selected === null)} onClick={(e) => choose(e, allHref)}>
                {texts.all}
              </a>
            </li>
            {chips.map((chip) => (
              <li key={chip.key}>
                <a href={chip.href} aria-current={selected === chip.key ? 'true' : undefined} className={chipClass(selected === chip.key)} onClick={(e) => choose(e, chip.href)}>
                  {chip.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p role="status" className="sr-only">
        {texts.shown.replace('{count}', String(shown))}
      </p>
      {/* Columns by the width the layout gives the list (a container query), not the window's. */}
      <div className="@container">
      <ul className="grid gap-3 @xl:grid-cols-2 @5xl:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} data-specialty={item.specialty} hidden={selected !== null && item.specialty !== selected}>
            {item.card}
          </li>
        ))}
      </ul>
      </div>
    </div>
  );
}

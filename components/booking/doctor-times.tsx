'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import type { DoctorTimesProps } from './doctor-times-panel';

/**
 * The island a doctor's page and card render where the free times go. The page itself stays
 * light: React Query, the API client and the times load in their own chunk after the page
 * (docs/decisions.md "Booking: the patient's UI"); the space is kept, so nothing shifts.
 */
const Panel = dynamic(() => import('./doctor-times-panel').then((module) => module.DoctorTimesPanel), {
  ssr: false,
});

const WIDE = '(min-width: 640px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia(WIDE).matches;

/**
 * `onCard`: on a doctor card, where a phone keeps the card one compact row (issue 20): the times
 * show from 640 px; on a phone the card's name leads to them on the doctor's page (nothing loads).
 */
export function DoctorTimes({ onCard = false, ...props }: DoctorTimesProps & { onCard?: boolean }) {
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  // The space the times take, kept before they load (no layout shift): a card's one row of times exactly, a page's first days at least.
  const space = props.compact ? 'relative z-10 h-[5.25rem]' : 'min-h-48';
  if (onCard) return <div className={`${space} hidden sm:block`}>{wide && <Panel {...props} />}</div>;
  return (
    <div className={space}>
      <Panel {...props} />
    </div>
  );
}

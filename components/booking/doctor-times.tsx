'use client';

import dynamic from 'next/dynamic';
import type { DoctorTimesProps } from './doctor-times-panel';

/**
 * The island a doctor's page and card render where the free times go. The page itself stays
 * light: React Query, the API client and the times load in their own chunk after the page
 * (docs/decisions.md "Booking: the patient's UI"); the space is kept, so nothing shifts.
 */
const Panel = dynamic(() => import('./doctor-times-panel').then((module) => module.DoctorTimesPanel), {
  ssr: false,
});

export function DoctorTimes(props: DoctorTimesProps) {
  // The space the times take, kept before they load (no layout shift): a card's one row of times exactly, a page's first days at least.
  return (
    <div className={props.compact ? 'relative z-10 h-[5.25rem]' : 'min-h-48'}>
      <Panel {...props} />
    </div>
  );
}

'use client';

import dynamic from 'next/dynamic';
import type { ManageVisitProps } from './manage-visit-panel';

const Panel = dynamic(() => import('./manage-visit-panel').then((module) => module.ManageVisitPanel), { ssr: false, loading: () => <div className="min-h-24" aria-hidden="true" /> });

/** The manage page's island (the visit is read in the browser: the page is the same for every token, and cached as any page). */
export function ManageVisit(props: ManageVisitProps) {
  return <Panel {...props} />;
}

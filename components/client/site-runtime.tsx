'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { ToasterLabels } from '@/components/ui/toaster';
import { whenPageSettled } from '@/lib/client/after-load';
import { AppStateInit } from './app-state-init';
import { ChunkErrorReload } from './chunk-error-reload';
import { ScrollBehaviour } from './scroll-behaviour';
import type { VersionCheckTexts } from './version-check';

const DeferredRuntime = dynamic(() => import('./deferred-runtime').then((m) => m.DeferredRuntime), { ssr: false });

/** The client behaviours every company page has (SPEC 2.7, 2.9, 4): one island, rendering almost nothing. */
export type SiteRuntimeTexts = VersionCheckTexts & ToasterLabels & { loadingBar: string };

/**
 * What must work from the first moment (application state, chunk-error reload, scrolling)
 * is here; the rest loads after the page has settled (docs/decisions.md, "Deferred runtime"),
 * keeping the page's start-up, and the phone's main thread, free for the content.
 */
export function SiteRuntime({ buildId, texts, isExternalHost, isCompanySite }: { buildId: string | null; texts: SiteRuntimeTexts; isExternalHost: boolean; isCompanySite: boolean }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return (
    <>
      <AppStateInit isExternalHost={isExternalHost} isCompanySite={isCompanySite} />
      <ChunkErrorReload />
      <ScrollBehaviour />
      {settled && <DeferredRuntime buildId={buildId} texts={texts} />}
    </>
  );
}

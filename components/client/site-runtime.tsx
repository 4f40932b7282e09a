'use client';

import { Toaster, type ToasterLabels } from '@/components/ui/toaster';
import { AppStateInit } from './app-state-init';
import { ChunkErrorReload } from './chunk-error-reload';
import { IntentPrefetch } from './intent-prefetch';
import { LoadingBar } from './loading-bar';
import { ScrollBehaviour } from './scroll-behaviour';
import { VersionCheck, type VersionCheckTexts } from './version-check';

/** The client behaviours every company page has (SPEC 2.7, 2.9, 4): one island, rendering almost nothing. */
export type SiteRuntimeTexts = VersionCheckTexts & ToasterLabels & { loadingBar: string };

export function SiteRuntime({ buildId, texts, isExternalHost, isCompanySite }: { buildId: string | null; texts: SiteRuntimeTexts; isExternalHost: boolean; isCompanySite: boolean }) {
  return (
    <>
      <AppStateInit isExternalHost={isExternalHost} isCompanySite={isCompanySite} />
      <LoadingBar label={texts.loadingBar} />
      <ChunkErrorReload />
      <ScrollBehaviour />
      <IntentPrefetch />
      <VersionCheck buildId={buildId} texts={texts} />
      <Toaster labels={texts} />
    </>
  );
}

'use client';

import { Toaster, type ToasterLabels } from '@/components/ui/toaster';
import { ChunkErrorReload } from './chunk-error-reload';
import { IntentPrefetch } from './intent-prefetch';
import { LoadingBar } from './loading-bar';
import { ScrollBehaviour } from './scroll-behaviour';
import { VersionCheck, type VersionCheckTexts } from './version-check';

/** The client behaviours every company page has (SPEC 2.7, 2.9, 4): one island, rendering almost nothing. */
export type SiteRuntimeTexts = VersionCheckTexts & ToasterLabels & { loadingBar: string };

export function SiteRuntime({ buildId, texts }: { buildId: string | null; texts: SiteRuntimeTexts }) {
  return (
    <>
      <LoadingBar label={texts.loadingBar} />
      <ChunkErrorReload />
      <ScrollBehaviour />
      <IntentPrefetch />
      <VersionCheck buildId={buildId} texts={texts} />
      <Toaster labels={texts} />
    </>
  );
}

'use client';

import { Toaster } from '@/components/ui/toaster';
import { ChunkErrorReload } from './chunk-error-reload';
import { LoadingBar } from './loading-bar';
import { ScrollBehaviour } from './scroll-behaviour';
import { VersionCheck } from './version-check';

/** The client behaviours every company page has (SPEC 2.7, 2.9, 4): one island, rendering almost nothing. */
export function SiteRuntime({ buildId }: { buildId: string | null }) {
  return (
    <>
      <LoadingBar />
      <ChunkErrorReload />
      <ScrollBehaviour />
      <VersionCheck buildId={buildId} />
      <Toaster />
    </>
  );
}

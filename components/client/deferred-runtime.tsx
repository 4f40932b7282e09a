'use client';

import { useEffect } from 'react';
import { IntentPrefetch } from './intent-prefetch';
import { LoadingBar } from './loading-bar';
import type { SiteRuntimeTexts } from './site-runtime';
import { Toasts } from './toasts';
import { VersionCheck } from './version-check';

/**
 * The behaviours a visitor needs only after the page is up: the loading bar of the next
 * navigation, prefetch on intent, the new-version check and the toasts. Loaded in its own
 * chunk once the page has settled; `<html data-site-runtime="ready">` tells that it is in.
 */
export function DeferredRuntime({ buildId, texts }: { buildId: string | null; texts: SiteRuntimeTexts }) {
  useEffect(() => {
    document.documentElement.dataset.siteRuntime = 'ready';
  }, []);
  return (
    <>
      <LoadingBar label={texts.loadingBar} />
      <IntentPrefetch />
      <VersionCheck buildId={buildId} texts={texts} />
      <Toasts labels={texts} />
    </>
  );
}

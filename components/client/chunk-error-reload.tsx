'use client';

import { useEffect } from 'react';
import { isChunkLoadError, isChunkResourceError } from '@/lib/client/chunk-errors';
import { reloadOnceOnChunkError } from '@/lib/client/reload-guard';

/**
 * SPEC 2.7: after a deploy the old build's chunks are gone, so a failed chunk load reloads
 * the same path (once; the guard stops loops). Renders nothing.
 */
export function ChunkErrorReload() {
  useEffect(() => {
    const reload = () => reloadOnceOnChunkError(window.location.pathname + window.location.search);
    // Capture phase: a <script> that fails to load fires 'error' on itself, and it does not bubble.
    const onError = (event: Event) => {
      if (isChunkResourceError(event)) reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reload();
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}

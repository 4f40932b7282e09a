'use client';

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { startVersionCheck, type BuildInfo } from '@/lib/client/version-check';
import { pushToast } from '@/stores/toast-store';

/** One id: a later new version replaces the toast instead of stacking a second one. */
export const NEW_VERSION_TOAST_ID = 'new-version';

/** The toast body: the notice and a button that loads the new build. */
export function NewVersionToast({ message, reloadLabel }: { message: string; reloadLabel: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p>{message}</p>
      <Button size="sm" variant="primary" onClick={() => window.location.reload()}>
        {reloadLabel}
      </Button>
    </div>
  );
}

/**
 * SPEC 4 and 7.2: after a deploy, offers to reload into the new build (an old page would
 * otherwise request chunks that are gone). `buildId` is the running build's id from the
 * server (lib/build-id.ts); `onNewVersion` replaces the toast, e.g. in tests. Renders nothing.
 */
export type VersionCheckTexts = { newVersion: string; reload: string };

export function VersionCheck({ buildId, texts, onNewVersion }: { buildId?: string | null; texts: VersionCheckTexts; onNewVersion?: (build: BuildInfo) => void }) {
  // The latest texts and callback, without restarting the polling when they change.
  const notify = useRef<(build: BuildInfo) => void>(() => {});
  useEffect(() => {
    notify.current =
      onNewVersion ??
      (() => {
        const message = texts.newVersion;
        pushToast({
          id: NEW_VERSION_TOAST_ID,
          message,
          variant: 'info',
          // Stays until the visitor reloads or closes it.
          delay: 0,
          component: NewVersionToast,
          props: { message, reloadLabel: texts.reload },
        });
      });
  });

  useEffect(() => startVersionCheck({ currentBuildId: buildId, onNewVersion: (build) => notify.current(build) }), [buildId]);

  return null;
}

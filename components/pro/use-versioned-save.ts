'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { EditConflictState } from '@/components/pro/editor/conflict-notice';
import { isApiError, type ApiFieldErrors } from '@/lib/api-client/errors';
import { pushToast } from '@/stores/toast-store';

export type VersionedSaveOptions<T, B> = {
  /** The version the form was read at; null for an item not created yet (sent without one). */
  version: number | null;
  /** The call: the body and the version to send with it. */
  send: (body: B, version: number | null) => Promise<T>;
  /** The saved item's new version, sent by the next save. */
  versionOf: (saved: T) => number;
  /** After a save: the caches, a note, the new item's address. */
  onSaved?: (saved: T) => unknown;
  /** A success toast (a polite live region outside the page), if the save gets one. */
  toast?: (saved: T) => string | undefined;
  /** "Take theirs": the form takes the stored item the conflict carries (its version is taken here). */
  onTakeTheirs?: (theirs: T) => void;
  /** "Keep mine": how the form is sent again over the stored version (default: the last body again). */
  resubmit?: () => void;
  /** A conflict the editor settles itself instead of the notice; the stored version is taken here. */
  onConflict?: (conflict: EditConflictState) => void;
  /** Any other failure, for an editor that says it in a place of its own (it is `error` as well). */
  onFailed?: (error: unknown) => void;
};

export type VersionedSave<T, B> = ReturnType<typeof useVersionedSave<T, B>>;

/**
 * A save of an edited item that sends the VERSION it was read at (docs/decisions.md "Editing
 * together"), on a React Query mutation: a success takes the saved item's version (and its toast);
 * a 409 edit_conflict is `conflict` for ConflictNotice, settled by `takeTheirs` (the form resets
 * to the stored item) or `keepMine` (sent again with the stored version); any other failure is
 * `error`, with its field codes in `fields` by the API's path (`title.ru`). The editor keeps its
 * values; the hook keeps the version and the call's state.
 */
export function useVersionedSave<T, B = void>(options: VersionedSaveOptions<T, B>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // A ref as well as the state: "keep mine" sends at once, before the state has rendered.
  const version = useRef(options.version);
  const [shown, setShown] = useState(options.version);
  const lastBody = useRef<B | undefined>(undefined);
  const take = (next: number) => {
    version.current = next;
    setShown(next);
  };

  const mutation = useMutation({
    mutationFn: ({ body, from }: { body: B; from: number | null }) => latest.current.send(body, from),
    onSuccess: (saved) => {
      take(latest.current.versionOf(saved));
      const message = latest.current.toast?.(saved);
      if (message) pushToast({ message, variant: 'success' });
      return latest.current.onSaved?.(saved);
    },
    onError: (error) => {
      const conflict = isApiError(error) ? error.conflict : undefined;
      if (!conflict) return latest.current.onFailed?.(error);
      if (!latest.current.onConflict) return;
      take(conflict.version);
      latest.current.onConflict(conflict);
    },
  });

  const failure = mutation.error;
  const settledHere = Boolean(options.onConflict);
  const conflict = isApiError(failure) && failure.conflict && !settledHere ? failure.conflict : null;
  const error = failure && !(isApiError(failure) && failure.conflict) ? failure : null;
  const fields: ApiFieldErrors = (isApiError(error) && error.fields) || {};

  const variables = (body: B) => {
    lastBody.current = body;
    return { body, from: version.current };
  };

  return {
    /** The version the next save sends. */
    version: shown,
    /** Saves; the outcome is in the returned state. */
    save: (body: B) => mutation.mutate(variables(body)),
    /** Saves and answers the saved item, or rejects with the failure (for useApiForm's `submit`). */
    submit: (body: B) => mutation.mutateAsync(variables(body)),
    saving: mutation.isPending,
    /** The last save went through (until the next one starts). */
    saved: mutation.isSuccess,
    conflict,
    /** A failure other than a conflict. */
    error,
    fields,
    takeTheirs() {
      if (!conflict) return;
      take(conflict.version);
      mutation.reset();
      latest.current.onTakeTheirs?.(conflict.current as T);
    },
    keepMine() {
      if (!conflict) return;
      take(conflict.version);
      mutation.reset();
      const { resubmit } = latest.current;
      if (resubmit) resubmit();
      else mutation.mutate({ body: lastBody.current as B, from: conflict.version });
    },
    /** Forgets the last outcome (an error, a conflict). */
    reset: mutation.reset,
  };
}

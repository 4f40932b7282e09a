'use client';

import { useState } from 'react';
import { businessErrorText } from '@/components/pro/business-error-texts';
import type { Note } from '@/components/pro/call-note';
import { useApiClient } from '@/lib/api-client/use-api-client';

/**
 * A new order of a SortableList (doctors, albums, an album's photos) saved in one PUT `{ ids }`:
 * shown at once in the new order (`show`), put back if the save fails (and read again); `note` says
 * which (a status or an alert), `saving` while the call runs.
 */
export function useOrderSave<T extends { ID: number }, A>({
  items,
  show,
  path,
  onAnswer,
  savedText,
  errorTexts,
  refetch,
}: {
  items: T[];
  show: (items: T[]) => void;
  path: string;
  onAnswer: (answer: A) => void;
  savedText: string;
  errorTexts: Record<string, string>;
  refetch: () => unknown;
}) {
  const client = useApiClient();
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  async function move(ids: number[]) {
    const previous = items;
    show(ids.map((id) => previous.find((item) => item.ID === id)!));
    setSaving(true);
    setNote(null);
    try {
      onAnswer((await client.put<{ data: A }>(path, { ids })).data);
      setNote({ ok: true, text: savedText });
    } catch (error) {
      show(previous);
      setNote({ ok: false, text: businessErrorText(errorTexts, error) });
      void refetch();
    } finally {
      setSaving(false);
    }
  }

  return { move: (ids: number[]) => void move(ids), saving, note };
}

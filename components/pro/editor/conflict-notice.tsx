'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-client/errors';

export type EditConflictState = NonNullable<ApiError['conflict']>;

/**
 * A refused save of an edited item (409 edit_conflict, lib/business/edit-conflict.ts): says which
 * fields a colleague changed meanwhile and lets the member either take the stored version (the form
 * is reset to it) or save their own over it (the form is sent again with the stored VERSION). The
 * member's edits stay in the form until they choose. Takes the focus when it appears.
 */
export function ConflictNotice({
  conflict,
  fieldLabel,
  onTakeTheirs,
  onKeepMine,
  busy,
}: {
  conflict: EditConflictState;
  fieldLabel: (field: string) => string;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
  busy?: boolean;
}) {
  const t = useTranslations('BusinessEditor.conflict');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [conflict]);
  const fields = conflict.changed.map(fieldLabel).join(', ');
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="space-y-3 rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-950 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
      <p className="font-semibold">{t('title')}</p>
      <p>{t('changed', { fields })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={onTakeTheirs} disabled={busy}>
          {t('takeTheirs')}
        </Button>
        <Button type="button" onClick={onKeepMine} disabled={busy}>
          {t('keepMine')}
        </Button>
      </div>
    </div>
  );
}

'use client';

import { ConflictNotice, type EditConflictState } from '@/components/pro/editor/conflict-notice';

/** What SaveConflict reads of a useVersionedSave. */
export type ConflictingSave = { conflict: EditConflictState | null; saving: boolean; takeTheirs: () => void; keepMine: () => void };

/** The conflict notice of a versioned save (useVersionedSave), while it has one. */
export function SaveConflict({ save, fieldLabel }: { save: ConflictingSave; fieldLabel: (field: string) => string }) {
  if (!save.conflict) return null;
  return <ConflictNotice conflict={save.conflict} fieldLabel={fieldLabel} onTakeTheirs={save.takeTheirs} onKeepMine={save.keepMine} busy={save.saving} />;
}

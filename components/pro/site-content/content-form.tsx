'use client';

import { useState, type ReactNode } from 'react';
import { SaveConflict, type ConflictingSave } from '@/components/pro/save-conflict';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { Button } from '@/components/ui/button';
import { SavedNote, SaveError, useSaveErrors } from './editor-kit';

export type ContentFormOptions<W, F> = {
  /** The stored item (null: a new one) and the form's value made from it (again after a save or "take theirs"). */
  stored: W | null;
  toForm: (stored: W | null) => F;
  version: number | null;
  versionOf: (saved: W) => number;
  /** The call with the form's value and the version to send. */
  send: (value: F, version: number | null) => Promise<W>;
  onSaved?: (saved: W) => void;
  /** The form says "saved" from the start (it was mounted anew for what it has just created). */
  savedAtFirst?: boolean;
};

/**
 * A controlled content editor (materials, contacts, the home page's blocks) on useVersionedSave:
 * the value and `set` (an edit takes the "saved" note away), the save, and its errors as texts.
 * `report` shows another call's failure (a delete) where a failed save is shown.
 */
export function useContentForm<W, F>({ stored, toForm, version, versionOf, send, onSaved, savedAtFirst = false }: ContentFormOptions<W, F>) {
  const [value, setValue] = useState<F>(() => toForm(stored));
  const [saved, setSaved] = useState(savedAtFirst);
  const [other, setOther] = useState<unknown>(null);
  const save = useVersionedSave<W>({
    version,
    send: (_body, from) => {
      setOther(null);
      return send(value, from);
    },
    versionOf,
    onSaved: (next) => {
      setValue(toForm(next));
      setSaved(true);
      onSaved?.(next);
    },
    onTakeTheirs: (theirs) => setValue(toForm(theirs)),
  });
  const errors = useSaveErrors(other ?? save.error);
  return {
    value,
    set(patch: Partial<F>) {
      setValue((current) => ({ ...current, ...patch }));
      setSaved(false);
    },
    save,
    saved,
    errors,
    report: setOther,
  };
}

/** What ContentEditorForm reads of a useContentForm. */
export type ContentForm = { save: ConflictingSave & { save: () => void }; saved: boolean; errors: ReturnType<typeof useSaveErrors> };

/**
 * The form of a content editor: `head`, the saved note (a status), the conflict notice or the failed
 * save's alert (it takes the focus), then the fields and buttons; with `submit` its Save button last.
 */
export function ContentEditorForm({
  form,
  savedText,
  fieldLabel,
  head,
  submit,
  children,
}: {
  form: ContentForm;
  savedText: string;
  fieldLabel: (field: string) => string;
  head?: ReactNode;
  submit?: { label: string; saving: string };
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        form.save.save();
      }}
    >
      {head}
      <SavedNote shown={form.saved}>{savedText}</SavedNote>
      {form.save.conflict ? <SaveConflict save={form.save} fieldLabel={fieldLabel} /> : <SaveError message={form.errors.message} />}
      {children}
      {submit && (
        <div>
          <Button type="submit" loading={form.save.saving} loadingLabel={submit.saving}>
            {submit.label}
          </Button>
        </div>
      )}
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { ImportPreview, ImportRowError } from './import-types';

/** An error of a row as a sentence in the user's language (Imports.rowErrors), its code if the text is missing. */
export function useRowErrorText() {
  const t = useTranslations('Imports.rowErrors');
  return (error: ImportRowError) => (t.has(error.code as never) ? t(error.code as never, (error.params ?? {}) as never) : error.code);
}

/**
 * Every row of an import file: its line in the file, its values by column and, next to each cell,
 * that cell's errors (marked with a sign and words, not only colour); errors of a column the table
 * does not show go into the last column, with a valid row's notes (what the import will do to it). The table scrolls inside its box, which the keyboard reaches.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const t = useTranslations('Imports.ui');
  const errorText = useRowErrorText();
  const tNote = useTranslations('Imports.rowNotes');
  const shown = new Set(preview.columns.map((column) => column.key));
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="font-medium" data-import-summary>
        {t('summary', { ready: preview.valid, invalid: preview.invalid })}
      </p>
      <div className="max-h-[60vh] overflow-auto rounded-lg border border-slate-200" role="region" aria-label={t('tableLabel')} tabIndex={0}>
        <table className="min-w-full border-collapse text-sm">
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              <th scope="col" className="px-2 py-1 text-left font-semibold">
                {t('line')}
              </th>
              {preview.columns.map((column) => (
                <th key={column.key} scope="col" className="px-2 py-1 text-left font-semibold whitespace-nowrap">
                  {column.heading}
                </th>
              ))}
              <th scope="col" className="px-2 py-1 text-left font-semibold">
                {t('status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => {
              const other = row.errors.filter((error) => !shown.has(error.field));
              return (
                <tr key={row.line} className={row.errors.length ? 'bg-red-50' : undefined} data-import-line={row.line}>
                  <th scope="row" className="px-2 py-1 text-left font-normal tabular-nums">
                    {row.line}
                  </th>
                  {preview.columns.map((column) => {
                    const errors = row.errors.filter((error) => error.field === column.key);
                    return (
                      <td key={column.key} className="px-2 py-1 align-top">
                        <span className="break-words">{row.values[column.key]}</span>
                        {errors.map((error) => (
                          <span key={error.code} className="block font-medium text-red-800">
                            ⚠ {errorText(error)}
                          </span>
                        ))}
                      </td>
                    );
                  })}
                  <td className="px-2 py-1 align-top whitespace-nowrap">
                    {row.errors.length > 0 ? t('rowErrors', { count: row.errors.length }) : !row.notes?.length && t('rowOk')}
                    {row.errors.length === 0 &&
                      row.notes?.map((note) => (
                        <span key={`${note.field}.${note.code}`} className="block font-medium" data-import-note={note.code}>
                          {tNote.has(note.code as never) ? tNote(note.code as never, (note.params ?? {}) as never) : note.code}
                        </span>
                      ))}
                    {other.map((error) => (
                      <span key={`${error.field}.${error.code}`} className="block font-medium text-red-800">
                        ⚠ {errorText(error)}
                      </span>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

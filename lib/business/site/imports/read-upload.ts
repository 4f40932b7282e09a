import { readSpreadsheet, tableRecords, type ImportRecord } from '@/lib/imports';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { BusinessError, type FieldCode } from '../../errors';
import { headingOf, toImportColumns, type ImportColumnDef } from './import-rows';

/**
 * The data rows of an uploaded file (the `file` part of a multipart body) by column key. A file
 * that cannot be read as a table is 422 import_file_invalid with the reason in the caller's
 * language (field `file`: too_large, old_excel, not_spreadsheet, empty, too_many_rows,
 * missing_columns); no part named `file` is 400 (field `file`: not_a_file).
 */
export async function readImportFile<K extends string>(file: unknown, defs: readonly ImportColumnDef<K>[], locale: Locale): Promise<ImportRecord<K>[]> {
  if (!(file instanceof File)) throw new BusinessError(400, 'invalid_input', {}, { file: ['not_a_file'] });
  const t = translatorFor(locale, 'Imports');
  const refuse = (reason: string, text: string) => new BusinessError(422, 'import_file_invalid', { reason: text }, { file: [reason as FieldCode] });
  const read = await readSpreadsheet(new Uint8Array(await file.arrayBuffer()));
  if (!read.ok) throw refuse(read.error, t(`fileErrors.${read.error}`));
  const records = tableRecords(read.table, toImportColumns(defs));
  if (!records.ok) {
    const names = records.missing.map((key) => `«${headingOf(defs.find((def) => def.key === key)!, locale)}»`).join(', ');
    throw refuse('missing_columns', t('fileErrors.missing_columns', { columns: names }));
  }
  return records.records;
}

/** An import file's preview as POST …/import/preview answers it (lib/business/site/imports/import-rows.ts). */
export type ImportRowError = { field: string; code: string; params?: Record<string, string | number> };
/** `notes` (Imports.rowNotes): what the import will do beyond adding the row; no refusal. */
export type ImportPreviewRow = { line: number; values: Record<string, string>; errors: ImportRowError[]; notes?: ImportRowError[] };
export type ImportPreview = { columns: { key: string; heading: string }[]; rows: ImportPreviewRow[]; valid: number; invalid: number };

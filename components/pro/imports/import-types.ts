/** An import file's preview as POST …/import/preview answers it (lib/business/site/imports/import-rows.ts). */
export type ImportRowError = { field: string; code: string; params?: Record<string, string | number> };
export type ImportPreviewRow = { line: number; values: Record<string, string>; errors: ImportRowError[] };
export type ImportPreview = { columns: { key: string; heading: string }[]; rows: ImportPreviewRow[]; valid: number; invalid: number };

import { z } from '@hono/zod-openapi';

const rowErrorSchema = z.object({ field: z.string(), code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });

/** The preview of an import file as the API answers it (import-rows.ts ImportPreview). */
export const importPreviewSchema = z
  .object({
    columns: z.array(z.object({ key: z.string(), heading: z.string() })).openapi({ description: "The columns the preview shows, with their headings in the caller's language" }),
    rows: z.array(
      z.object({
        line: z.number().int().openapi({ description: 'The row number in the file (1 is the header)' }),
        values: z.record(z.string(), z.string()),
        errors: z.array(rowErrorSchema),
        notes: z.array(rowErrorSchema).optional().openapi({ description: 'What the import will do beyond adding the row (name_taken: it updates the doctor of that name); no refusal' }),
      }),
    ),
    valid: z.number().int(),
    invalid: z.number().int(),
  })
  .openapi('ImportPreview');

/** The templates' content types. */
export const TEMPLATE_TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv; charset=utf-8' } as const;

/** The `file` part of an import's multipart body, as OpenAPI describes it. */
export const importFileField = z
  .any()
  .optional()
  .openapi({ type: 'string', format: 'binary', description: 'An XLSX workbook (its first sheet) or a CSV file (UTF-8, UTF-16 or Windows-1251; «;», «,» or tab), at most 5 MB and 10,000 rows' });

import { z } from '@hono/zod-openapi';

/** The preview of an import file as the API answers it (import-rows.ts ImportPreview). */
export const importPreviewSchema = z
  .object({
    columns: z.array(z.object({ key: z.string(), heading: z.string() })).openapi({ description: "The columns the preview shows, with their headings in the caller's language" }),
    rows: z.array(
      z.object({
        line: z.number().int().openapi({ description: 'The row number in the file (1 is the header)' }),
        values: z.record(z.string(), z.string()),
        errors: z.array(z.object({ field: z.string(), code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })),
      }),
    ),
    valid: z.number().int(),
    invalid: z.number().int(),
  })
  .openapi('ImportPreview');

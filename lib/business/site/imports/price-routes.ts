import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonResponse } from '@/lib/http/openapi';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { requireMultipart } from '../../upload-wire';
import { editorCompany } from '../editing';
import { materialWireSchema } from '../materials/routes';
import { importFileField, importPreviewSchema, TEMPLATE_TYPES } from './import-wire';
import { importPrices, previewPriceImport, type PriceImportTarget } from './price-import';
import { PRICE_COLUMNS } from './price-check';
import { priceTemplate } from './price-template';
import { readImportFile } from './read-upload';
import { cabinetParams } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: materials'];

/** The paths that take a spreadsheet, for their body limit (lib/business/upload-limits.ts). */
export const PRICE_IMPORT_PATHS = [`${WRITE}/materials/import/preview`, `${WRITE}/materials/import`];

const formSchema = z
  .object({
    file: importFileField,
    material_id: z
      .string()
      .regex(/^(?:\d{1,9})?$/, 'invalid')
      .optional()
      .openapi({ description: 'An existing price list to import into; none or empty: a new price list' }),
    merge: z.enum(['replace', 'append'], { error: 'invalid' }).optional().openapi({ description: 'With material_id: the rows replace the list\'s rows (default) or follow them (a group of the same name gets them)' }),
    title: z.string().max(200, 'too_long').optional().openapi({ description: 'The Russian title of a new price list (default «Прейскурант» in the caller\'s language)' }),
  })
  .openapi('PriceImportUpload');

const FILE_NOTES =
  'multipart/form-data with `file`. A file that is not a table is 422 import_file_invalid, the reason in `fields.file` (too_large, old_excel, not_spreadsheet, empty, too_many_rows, missing_columns) and in the message. ' +
  'Columns by their heading in any of the four languages (Группа, Услуга, Услуга (kk) … Цена, От, Примечание …; the template\'s). Row errors: empty_name, group_missing, price_missing, price_not_number, price_negative, price_not_whole, price_too_large, from_invalid, duplicate_row, too_long, locale_not_offered, too_many_groups, group_too_big.';

const previewRoute = createRoute({
  method: 'post',
  path: `${WRITE}/materials/import/preview`,
  tags: TAGS,
  summary: 'Check a price list file (content.edit): every row with its errors; nothing is stored',
  description: FILE_NOTES,
  middleware: [...cabinetGuard('content.edit'), requireMultipart],
  request: { params: cabinetParams, body: { required: true, content: { 'multipart/form-data': { schema: formSchema } } } },
  responses: { 200: jsonResponse('The preview', z.object({ data: importPreviewSchema })), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});

const importRoute = createRoute({
  method: 'post',
  path: `${WRITE}/materials/import`,
  tags: TAGS,
  summary: 'Import a price list file (content.edit), all or nothing: any invalid row is 422 import_rows_invalid and nothing is stored',
  description: `${FILE_NOTES} The 422 names each error as \`fields["{line}.{column}"]\`. A new price list is published and audited as material.create; an existing one as material.update.`,
  middleware: [...cabinetGuard('content.edit'), requireMultipart],
  request: { params: cabinetParams, body: { required: true, content: { 'multipart/form-data': { schema: formSchema } } } },
  responses: { 200: jsonResponse('The price list', z.object({ data: materialWireSchema, imported: z.number().int() })), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});

const templateRoute = createRoute({
  method: 'get',
  path: `${READ}/materials/import/template`,
  tags: TAGS,
  summary: "The price list template (content.edit): headings in the caller's language, a text column per language of the site, two example rows",
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetParams, query: z.object({ format: z.enum(['xlsx', 'csv'], { error: 'invalid' }).optional().default('xlsx') }) },
  responses: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } }, ...errorResponses(400, 401, 403) },
});

const targetOf = (form: z.infer<typeof formSchema>): PriceImportTarget => ({ materialId: form.material_id ? Number(form.material_id) : null, mode: form.merge ?? 'replace', title: form.title ?? '' });

export function registerPriceImportRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(previewRoute, async (c) => {
    const form = c.req.valid('form');
    const records = await readImportFile(form.file, PRICE_COLUMNS, c.get('locale'));
    return c.json({ data: await previewPriceImport(c.get('member'), records, targetOf(form), c.get('locale')) }, 200);
  });

  app.openapi(importRoute, async (c) => {
    const form = c.req.valid('form');
    const records = await readImportFile(form.file, PRICE_COLUMNS, c.get('locale'));
    const { material, imported } = await importPrices(c.get('member'), records, targetOf(form), c.get('locale'));
    return c.json({ data: material, imported }, 200);
  });

  app.openapi(templateRoute, async (c) => {
    const { format } = c.req.valid('query');
    const company = await editorCompany(c.get('member'));
    const bytes = await priceTemplate(format, company.locales, c.get('locale'));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': TEMPLATE_TYPES[format], 'content-disposition': `attachment; filename="prices-template.${format}"` });
  });
}

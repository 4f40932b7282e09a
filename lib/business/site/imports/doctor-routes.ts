import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonResponse } from '@/lib/http/openapi';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { requireMultipart } from '../../upload-wire';
import { cabinetParams } from '../../wire';
import { doctorToWire } from '../doctors/editor';
import { doctorWireSchema } from '../doctors/routes';
import { editorCompany } from '../editing';
import { DOCTOR_COLUMNS } from './doctor-check';
import { importDoctors, previewDoctorImport } from './doctor-import';
import { doctorTemplate } from './doctor-template';
import { importFileField, importPreviewSchema, TEMPLATE_TYPES } from './import-wire';
import { readImportFile } from './read-upload';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: doctors'];

/** The paths that take a spreadsheet, for their body limit (lib/business/upload-limits.ts). */
export const DOCTOR_IMPORT_PATHS = [`${WRITE}/doctors/import/preview`, `${WRITE}/doctors/import`];

const formSchema = z.object({ file: importFileField }).openapi('DoctorImportUpload');

const FILE_NOTES =
  'multipart/form-data with `file`. A file that is not a table is 422 import_file_invalid, the reason in `fields.file` (too_large, old_excel, not_spreadsheet, empty, too_many_rows, missing_columns) and in the message. ' +
  'Columns by their heading in any of the four languages (ФИО, ФИО (kk) …, Специальность, Стаж (years or a career start year), Языки («русский, казахский» or ru, kk), О враче, Опубликован; the template\'s); only ФИО (ru) is required. ' +
  'Row errors: empty_name, specialty_missing (a new doctor), experience_not_number, unknown_language, published_invalid, duplicate_row (the same Russian name twice), too_long, locale_not_offered. ' +
  "A row whose Russian name is a doctor's already on the site has the note name_taken: the import updates that doctor's filled columns instead of adding a twin.";

const previewRoute = createRoute({
  method: 'post',
  path: `${WRITE}/doctors/import/preview`,
  tags: TAGS,
  summary: 'Check a doctors file (specialists.edit): every row with its errors and notes; nothing is stored',
  description: FILE_NOTES,
  middleware: [...cabinetGuard('specialists.edit'), requireMultipart],
  request: { params: cabinetParams, body: { required: true, content: { 'multipart/form-data': { schema: formSchema } } } },
  responses: { 200: jsonResponse('The preview', z.object({ data: importPreviewSchema })), ...errorResponses(400, 401, 403, 413, 415, 422) },
});

const importRoute = createRoute({
  method: 'post',
  path: `${WRITE}/doctors/import`,
  tags: TAGS,
  summary: 'Import a doctors file (specialists.edit), all or nothing: any invalid row is 422 import_rows_invalid and nothing is stored',
  description: `${FILE_NOTES} The 422 names each error as \`fields["{line}.{column}"]\`. New doctors go last, published unless the file says otherwise, audited as doctor.create; doctors updated as doctor.update. The answer is every doctor of the company in the site's order.`,
  middleware: [...cabinetGuard('specialists.edit'), requireMultipart],
  request: { params: cabinetParams, body: { required: true, content: { 'multipart/form-data': { schema: formSchema } } } },
  responses: {
    200: jsonResponse('The doctors', z.object({ data: z.array(doctorWireSchema), created: z.number().int(), updated: z.number().int() })),
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});

const templateRoute = createRoute({
  method: 'get',
  path: `${READ}/doctors/import/template`,
  tags: TAGS,
  summary: "The doctors template (specialists.edit): headings in the caller's language, a text column per language of the site, two example doctors",
  middleware: cabinetGuard('specialists.edit'),
  request: { params: cabinetParams, query: z.object({ format: z.enum(['xlsx', 'csv'], { error: 'invalid' }).optional().default('xlsx') }) },
  responses: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } }, ...errorResponses(400, 401, 403) },
});

export function registerDoctorImportRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(previewRoute, async (c) => {
    const form = c.req.valid('form');
    const records = await readImportFile(form.file, DOCTOR_COLUMNS, c.get('locale'));
    return c.json({ data: await previewDoctorImport(c.get('member'), records, c.get('locale')) }, 200);
  });

  app.openapi(importRoute, async (c) => {
    const form = c.req.valid('form');
    const member = c.get('member');
    const records = await readImportFile(form.file, DOCTOR_COLUMNS, c.get('locale'));
    const { doctors, created, updated } = await importDoctors(member, records);
    const company = await editorCompany(member);
    return c.json({ data: doctors.map((row) => doctorToWire(row, company, c.get('locale'))), created, updated }, 200);
  });

  app.openapi(templateRoute, async (c) => {
    const { format } = c.req.valid('query');
    const company = await editorCompany(c.get('member'));
    const bytes = await doctorTemplate(format, company.locales, c.get('locale'));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': TEMPLATE_TYPES[format], 'content-disposition': `attachment; filename="doctors-template.${format}"` });
  });
}

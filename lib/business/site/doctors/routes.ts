import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { createDoctor, deleteDoctor, doctorToWire, getEditorDoctor, listEditorDoctors, orderDoctors, setDoctorPhoto, updateDoctor } from './editor';
import { doctorCreateSchema, doctorOrderSchema, doctorUpdateSchema } from './schemas';
import { requireMultipart, responsiveImageWireSchema } from '../../upload-wire';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { editorCompany } from '../editing';
import { cabinetItemParams, cabinetParams, okSchema } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: doctors'];

/** The path of the doctor photo upload, for its body limit (lib/business/upload-limits.ts). */
export const DOCTOR_PHOTO_PATH = `${WRITE}/doctors/{id}/photo`;

const localizedSchema = z.object({ ru: z.string(), kk: z.string().optional(), uz: z.string().optional(), en: z.string().optional() });

export const doctorWireSchema = z
  .object({
    ID: z.number().int(),
    SLUG: z.string(),
    FULL_NAME: localizedSchema,
    SPECIALTY: localizedSchema,
    EDUCATION: localizedSchema,
    SERVICES: localizedSchema,
    SCHEDULE: localizedSchema,
    BIO: localizedSchema,
    LANGUAGES: z.array(z.string()),
    EXPERIENCE_YEARS: z.number().int().nullable(),
    PUBLISHED: z.boolean(),
    POSITION: z.number().int(),
    VERSION: z.number().int().openapi({ description: 'Send it back with an edit; a newer one on the server is 409 edit_conflict' }),
    PHOTO: z.string().nullable().openapi({ description: 'The largest WebP of the photo (or an old address), or null' }),
    PHOTO_IMAGE: responsiveImageWireSchema.nullable(),
    URL: z.string().openapi({ description: "The doctor's page on the clinic's site" }),
  })
  .openapi('EditorDoctor');

const listRoute = createRoute({
  method: 'get',
  path: `${READ}/doctors`,
  tags: TAGS,
  summary: "The company's doctors in the site's order, unpublished ones included (specialists.edit)",
  middleware: cabinetGuard('specialists.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('Doctors', z.object({ data: z.array(doctorWireSchema) })), ...errorResponses(401, 403) },
});

const readRoute = createRoute({
  method: 'get',
  path: `${READ}/doctors/{id}`,
  tags: TAGS,
  summary: 'One doctor with the texts in every locale (specialists.edit)',
  middleware: cabinetGuard('specialists.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('The doctor', z.object({ data: doctorWireSchema })), ...errorResponses(400, 401, 403, 404) },
});

const createRoute_ = createRoute({
  method: 'post',
  path: `${WRITE}/doctors`,
  tags: TAGS,
  summary: 'Add a doctor (specialists.edit), last in the order',
  description: 'Texts are plain text per locale, only the offered locales; the Russian name and specialty are required. The slug is made from the Russian name when empty. Audited as doctor.create.',
  middleware: cabinetGuard('specialists.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(doctorCreateSchema) },
  responses: { 201: jsonResponse('The doctor', z.object({ data: doctorWireSchema })), ...errorResponses(400, 401, 403, 415) },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${WRITE}/doctors/{id}`,
  tags: TAGS,
  summary: 'Edit a doctor (specialists.edit) from the VERSION read; another save since is 409 edit_conflict with the doctor as stored',
  description: 'The fields sent replace the stored ones. Audited as doctor.update with before and after of each changed field.',
  middleware: cabinetGuard('specialists.edit', { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(doctorUpdateSchema) },
  responses: { 200: jsonResponse('The doctor', z.object({ data: doctorWireSchema })), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/doctors/{id}`,
  tags: TAGS,
  summary: "Delete a doctor (specialists.edit); their reviews stay, as the clinic's; the photo's files go. Audited as doctor.delete",
  middleware: cabinetGuard('specialists.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404) },
});

const photoBodySchema = z
  .object({ photo: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 10 MB and 40 megapixels' }) })
  .openapi('DoctorPhotoUpload');

const photoRoute = createRoute({
  method: 'post',
  path: DOCTOR_PHOTO_PATH,
  tags: TAGS,
  summary: "Set a doctor's photo from a file (specialists.edit): multipart/form-data with `photo`",
  description:
    'The type is read from the bytes (else 400 invalid_image, field `photo`); over 10 MB: 413 file_too_large; over 40 megapixels: 400 too_many_pixels. ' +
    'Stored without metadata as AVIF and WebP 320, 640 and 960 px wide (never enlarged); the old photo is deleted. Audited as doctor.photo. ' +
    'Rate-limited per user and company (429); while the server is busy with other images, 503 busy.',
  middleware: [...cabinetGuard('specialists.edit'), requireMultipart],
  request: { params: cabinetItemParams, body: { required: true, content: { 'multipart/form-data': { schema: photoBodySchema } } } },
  responses: { 200: jsonResponse('The doctor with the photo', z.object({ data: doctorWireSchema })), ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
});

const removePhotoRoute = createRoute({
  method: 'delete',
  path: DOCTOR_PHOTO_PATH,
  tags: TAGS,
  summary: "Remove a doctor's photo (specialists.edit); its files are deleted",
  middleware: cabinetGuard('specialists.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('The doctor without a photo', z.object({ data: doctorWireSchema })), ...errorResponses(400, 401, 403, 404) },
});

const orderRoute = createRoute({
  method: 'put',
  path: `${WRITE}/doctor_order`,
  tags: TAGS,
  summary: "Set the site's order of the doctors (specialists.edit): every doctor's ID once, in the new order",
  description: 'A list that is not every doctor once (a colleague added or deleted one) is 400 with `ids: order_mismatch`. Audited as doctor.order.',
  middleware: cabinetGuard('specialists.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(doctorOrderSchema) },
  responses: { 200: jsonResponse('The doctors in their new order', z.object({ data: z.array(doctorWireSchema) })), ...errorResponses(400, 401, 403, 415) },
});

export function registerDoctorRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(listRoute, async (c) => {
    const company = await editorCompany(c.get('member'));
    const rows = await listEditorDoctors(c.get('member').company.id);
    return c.json({ data: rows.map((row) => doctorToWire(row, company, c.get('locale'))) }, 200);
  });

  app.openapi(readRoute, async (c) => {
    const company = await editorCompany(c.get('member'));
    const row = await getEditorDoctor(c.get('member').company.id, c.req.valid('param').id);
    return c.json({ data: doctorToWire(row, company, c.get('locale')) }, 200);
  });

  app.openapi(createRoute_, async (c) => {
    const row = await createDoctor(c.get('member'), c.req.valid('json'));
    const company = await editorCompany(c.get('member'));
    return c.json({ data: doctorToWire(row, company, c.get('locale')) }, 201);
  });

  app.openapi(photoRoute, async (c) => {
    const row = await setDoctorPhoto(c.get('member'), c.req.valid('param').id, c.req.valid('form').photo);
    const company = await editorCompany(c.get('member'));
    return c.json({ data: doctorToWire(row, company, c.get('locale')) }, 200);
  });

  app.openapi(removePhotoRoute, async (c) => {
    const row = await setDoctorPhoto(c.get('member'), c.req.valid('param').id, null);
    const company = await editorCompany(c.get('member'));
    return c.json({ data: doctorToWire(row, company, c.get('locale')) }, 200);
  });

  // The photo path comes before the doctor's PUT and DELETE, so the fuzz deletes the doctor last.
  app.openapi(updateRoute, async (c) => {
    const row = await updateDoctor(c.get('member'), c.req.valid('param').id, c.req.valid('json'));
    const company = await editorCompany(c.get('member'));
    return c.json({ data: doctorToWire(row, company, c.get('locale')) }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    await deleteDoctor(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  app.openapi(orderRoute, async (c) => {
    const rows = await orderDoctors(c.get('member'), c.req.valid('json').ids);
    const company = await editorCompany(c.get('member'));
    return c.json({ data: rows.map((row) => doctorToWire(row, company, c.get('locale'))) }, 200);
  });
}

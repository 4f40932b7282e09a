import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { localizedDocWireSchema } from '@/lib/content/rich-text/doc';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { createMaterial, deleteMaterial, getEditorMaterial, listEditorMaterials, updateMaterial } from './editor';
import { materialCreateSchema, materialUpdateSchema } from './schemas';
import { cabinetItemParams, cabinetParams, okSchema } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: materials'];

const localized = z.object({ ru: z.string(), kk: z.string().optional(), uz: z.string().optional(), en: z.string().optional() });

const priceListWire = z.object({
  currency: z.enum(['KZT', 'UZS']),
  groups: z.array(z.object({ name: localized, rows: z.array(z.object({ service: localized, price: z.number().int(), from: z.boolean(), note: localized.nullable().optional() })) })),
});

export const materialWireSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(['text', 'prices']),
    title: localized,
    body: localizedDocWireSchema,
    price_list: priceListWire.nullable(),
    published: z.boolean(),
    version: z.number().int().openapi({ description: 'Send it back with an edit (edit conflicts)' }),
    updated_at: z.string(),
    menu_items: z.array(z.object({ id: z.number().int(), name: localized, hidden: z.boolean() })).openapi({ description: 'The menu items that lead to it (a material relation or an alias page)' }),
  })
  .openapi('EditorMaterial');

const one = z.object({ data: materialWireSchema });

const listRoute = createRoute({
  method: 'get',
  path: `${READ}/materials`,
  tags: TAGS,
  summary: "The company's materials for the editor (content.edit), hidden ones included, by code, each with the menu items that lead to it",
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('Materials', z.object({ data: z.array(materialWireSchema) })), ...errorResponses(401, 403) },
});

const readRoute = createRoute({
  method: 'get',
  path: `${READ}/materials/{id}`,
  tags: TAGS,
  summary: 'One material with its texts in every locale and its VERSION (content.edit)',
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('The material', one), ...errorResponses(400, 401, 403, 404) },
});

const NOTES =
  'Texts per locale (`{ "ru": "…" }`), only in the offered locales (else 400 locale_not_offered); the Russian title is required. ' +
  'A price list (kind prices) holds PRICE_LIST: groups with a name, rows with a service, a whole price (invalid_price otherwise), "from" and a note. ' +
  'A hidden material (published=false) answers 404 on the site and its menu items leave the menu. The site shows every change on the next request.';

const createRoute_ = createRoute({
  method: 'post',
  path: `${WRITE}/materials`,
  tags: TAGS,
  summary: 'Create a material (content.edit); published unless published=false',
  description: `${NOTES} A taken code is 400 with code: material_code_taken. Audited as material.create.`,
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(materialCreateSchema) },
  responses: { 201: jsonResponse('The created material', one), ...errorResponses(400, 401, 403, 415) },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${WRITE}/materials/{id}`,
  tags: TAGS,
  summary: 'Edit, publish or hide a material (content.edit): the fields sent replace the stored ones; VERSION required',
  description: `${NOTES} Made from an older VERSION: 409 edit_conflict with the stored material and the differing fields. A new code while menu items lead to the material: 409 material_in_menu. Audited as material.update with before and after (material.publish / material.unpublish).`,
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(materialUpdateSchema) },
  responses: { 200: jsonResponse('The edited material', one), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/materials/{id}`,
  tags: TAGS,
  summary: 'Delete a material (content.edit); while a menu item leads to it, 409 material_in_menu naming the items (the menu is unchanged)',
  description: 'Audited as material.delete. Its page answers 404 on the next request.',
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404, 409) },
});

export function registerMaterialEditorRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(listRoute, async (c) => c.json({ data: await listEditorMaterials(c.get('member').company.id) }, 200));

  app.openapi(readRoute, async (c) => c.json({ data: await getEditorMaterial(c.get('member').company.id, c.req.valid('param').id) }, 200));

  app.openapi(createRoute_, async (c) => c.json({ data: await createMaterial(c.get('member'), c.req.valid('json')) }, 201));

  app.openapi(updateRoute, async (c) => c.json({ data: await updateMaterial(c.get('member'), c.req.valid('param').id, c.req.valid('json'), c.get('locale')) }, 200));

  app.openapi(deleteRoute, async (c) => {
    await deleteMaterial(c.get('member'), c.req.valid('param').id, c.get('locale'));
    return c.json({ data: { ok: true as const } }, 200);
  });
}

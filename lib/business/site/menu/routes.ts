import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { LANDING_LAYOUTS } from '@/lib/tenants/layouts';
import { MENU_ALIASES, SECTION_TYPES } from '@/lib/menu/section-types';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { createMenuItem, deleteMenuItem, menuItemToWire, readEditorMenu, readMenuTargets, saveMenuOrder, updateMenuItem } from './editor';
import { menuItemCreateSchema, menuItemUpdateSchema, menuOrderSchema } from './schemas';
import { cabinetItemParams, cabinetParams, okSchema } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: menu'];

const localizedSchema = z.object({ ru: z.string(), kk: z.string().optional(), uz: z.string().optional(), en: z.string().optional() });

export const menuItemWireSchema = z
  .object({
    ID: z.number().int(),
    PARENT_ID: z.number().int().nullable(),
    POSITION: z.number().int().openapi({ description: 'Order among its siblings, from 0' }),
    NAME: localizedSchema,
    TYPE_CODE: z.number().int().nullable(),
    RELATION_TYPE: z.number().int(),
    RELATION_CODE: z.string().nullable(),
    ALIAS: z.string().nullable(),
    HIDDEN: z.boolean(),
    VERSION: z.number().int(),
  })
  .openapi('EditorMenuItem');

const menuWireSchema = z
  .object({
    MENU_VERSION: z.number().int().openapi({ description: 'Raised by every change of the tree; the order save sends it back' }),
    ITEMS: z.array(menuItemWireSchema).openapi({ description: 'Every item, hidden included, in order (by POSITION among siblings)' }),
    SITE: z.object({
      SLUG: z.string(),
      LAYOUT: z.enum(LANDING_LAYOUTS),
      LOCALES: z.array(z.string()),
      HAS_ISSUE_EMAIL: z.boolean(),
      ONLINE_ENTRY: z.boolean(),
      MAX_DEPTH: z.number().int(),
    }),
  })
  .openapi('EditorMenu');

const menuRoute = createRoute({
  method: 'get',
  path: `${READ}/menu`,
  tags: TAGS,
  summary: "The company's whole menu for the editor (menu.edit): every item with its names per locale, hidden ones included",
  middleware: cabinetGuard('menu.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('The menu', z.object({ data: menuWireSchema })), ...errorResponses(401, 403) },
});

const targetsRoute = createRoute({
  method: 'get',
  path: `${READ}/menu/targets`,
  tags: TAGS,
  summary: 'What a menu item may point at (menu.edit): the sections of SPEC 2.3, the aliases, the company’s materials by code and its news categories',
  middleware: cabinetGuard('menu.edit'),
  request: { params: cabinetParams },
  responses: {
    200: jsonResponse(
      'Targets',
      z.object({
        data: z.object({
          SECTIONS: z.array(z.object({ TYPE_CODE: z.number().int(), KEY: z.string(), SLUG: z.string().nullable() })),
          ALIASES: z.array(z.object({ ALIAS: z.string(), SLUG: z.string() })),
          MATERIALS: z.array(z.object({ CODE: z.string(), TITLE: localizedSchema })),
          NEWS_CATEGORIES: z.array(z.object({ SLUG: z.string(), NAME: localizedSchema })),
        }),
      }),
    ),
    ...errorResponses(401, 403),
  },
});

const NOTES =
  'name per locale (ru required, only the offered locales); relation_type 1 with a section type_code (null: a group), or 2 with a relation_code of one of the company’s materials; ' +
  'alias only one of SPEC 2.3’s (it then decides the page). The site shows the change on the next request.';

const createItemRoute = createRoute({
  method: 'post',
  path: `${WRITE}/menu/items`,
  tags: TAGS,
  summary: 'Create a menu item (menu.edit), last among its siblings',
  description: `${NOTES} parent_id: a top-level item (two levels at most). Audited as menu.create.`,
  middleware: cabinetGuard('menu.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(menuItemCreateSchema) },
  responses: { 201: jsonResponse('The item', z.object({ data: menuItemWireSchema })), ...errorResponses(400, 401, 403, 415) },
});

const updateItemRoute = createRoute({
  method: 'put',
  path: `${WRITE}/menu/items/{id}`,
  tags: TAGS,
  summary: 'Edit a menu item (menu.edit): every field is sent with the VERSION it was made from',
  description: `${NOTES} Its place is the order call's. Another VERSION is 409 edit_conflict. An edit that takes other items' pages off the site (hiding a group hides its sub-items) is 409 menu_hides_pages naming them, unless confirm_hidden_pages is true. Audited as menu.update with the changes.`,
  middleware: cabinetGuard('menu.edit', { json: true }),
  request: { params: cabinetItemParams, body: jsonBody(menuItemUpdateSchema) },
  responses: { 200: jsonResponse('The item', z.object({ data: menuItemWireSchema })), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

const deleteItemRoute = createRoute({
  method: 'delete',
  path: `${WRITE}/menu/items/{id}`,
  tags: TAGS,
  summary: 'Delete a menu item (menu.edit); its sub-items move up to its parent, in its place. Audited as menu.delete',
  middleware: cabinetGuard('menu.edit'),
  request: { params: cabinetItemParams },
  responses: { 200: jsonResponse('Deleted', okSchema), ...errorResponses(400, 401, 403, 404) },
});

const orderRoute = createRoute({
  method: 'put',
  path: `${WRITE}/menu/order`,
  tags: TAGS,
  summary: 'Save the order and nesting of the whole menu (menu.edit) made from MENU_VERSION',
  description:
    'Every item once with its parent_id, parents before children, siblings in order; no cycle, at most two levels (the site renders two). ' +
    'A menu changed since MENU_VERSION is 409 edit_conflict with the menu as it now is. ' +
    'An order after which the site’s menu no longer leads to a page it led to (an item moved under a hidden group) is 409 menu_hides_pages naming the pages, unless confirm_hidden_pages is true. ' +
    'An item with a page of its own that gets sub-items keeps its page as its group’s first entry. Audited as menu.order.',
  middleware: cabinetGuard('menu.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(menuOrderSchema) },
  responses: { 200: jsonResponse('The menu', z.object({ data: menuWireSchema })), ...errorResponses(400, 401, 403, 409, 415) },
});

export function registerMenuEditorRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(menuRoute, async (c) => c.json({ data: await readEditorMenu(c.get('member')) }, 200));

  app.openapi(targetsRoute, async (c) => {
    const { materials, categories } = await readMenuTargets(c.get('member').company.id);
    return c.json(
      {
        data: {
          SECTIONS: Object.entries(SECTION_TYPES).map(([code, section]) => ({ TYPE_CODE: Number(code), KEY: section.key, SLUG: section.slug })),
          ALIASES: Object.entries(MENU_ALIASES).map(([alias, slug]) => ({ ALIAS: alias, SLUG: slug })),
          MATERIALS: materials.map((row) => ({ CODE: row.code, TITLE: row.title })),
          NEWS_CATEGORIES: categories.map((row) => ({ SLUG: row.slug, NAME: row.name })),
        },
      },
      200,
    );
  });

  app.openapi(createItemRoute, async (c) => c.json({ data: menuItemToWire(await createMenuItem(c.get('member'), c.req.valid('json'))) }, 201));

  app.openapi(updateItemRoute, async (c) => c.json({ data: menuItemToWire(await updateMenuItem(c.get('member'), c.req.valid('param').id, c.req.valid('json'), c.get('locale'))) }, 200));

  app.openapi(deleteItemRoute, async (c) => {
    await deleteMenuItem(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { ok: true as const } }, 200);
  });

  app.openapi(orderRoute, async (c) => c.json({ data: await saveMenuOrder(c.get('member'), c.req.valid('json'), c.get('locale')) }, 200));
}

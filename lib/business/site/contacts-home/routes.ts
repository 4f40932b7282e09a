import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { cabinetGuard, type BusinessEnv } from '../../guard';
import { getContacts, getHome, updateContacts, updateHome } from './editor';
import { contactsUpdateSchema, homeUpdateSchema, openingHoursSchema } from './schemas';
import { cabinetParams } from '../../wire';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: site'];

const localized = z.object({ ru: z.string(), kk: z.string().optional(), uz: z.string().optional(), en: z.string().optional() });

const contactsWireSchema = z
  .object({
    version: z.number().int(),
    phones: z.array(z.string()).openapi({ description: 'Stored, E.164: +77273551234' }),
    phones_display: z.array(z.string()).openapi({ description: 'As the site shows them: +7 727 355 12 34' }),
    emails: z.array(z.string()),
    address: localized,
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    opening_hours: openingHoursSchema,
    working_hours: localized,
  })
  .openapi('EditorContacts');

const homeWireSchema = z.object({ version: z.number().int(), headline: localized, text: localized, highlights: z.array(localized) }).openapi('EditorHome');

const contactsRoute = createRoute({
  method: 'get',
  path: `${READ}/contacts`,
  tags: TAGS,
  summary: "The company's contacts and opening hours with their VERSION (company.edit)",
  middleware: cabinetGuard('company.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('Contacts', z.object({ data: contactsWireSchema })), ...errorResponses(401, 403) },
});

const saveContactsRoute = createRoute({
  method: 'put',
  path: `${WRITE}/contacts`,
  tags: TAGS,
  summary: 'Edit the contacts and opening hours (company.edit): the fields sent replace the stored ones; VERSION required',
  description:
    'Phones are normalised (Kazakhstan, then Uzbekistan by default; invalid_phone otherwise), stored in E.164 and shown on the site as +7 727 355 12 34. ' +
    'Opening hours per weekday: HH:MM (invalid_time), closes after opens (closes_before_opens), an optional lunch break strictly inside them (break.from before break.to: break_ends_before_start; inside opens…closes: break_outside_hours), or null for closed; the map point latitude -90…90 and longitude -180…180. ' +
    'An older VERSION (another save of the contacts or the home blocks came first): 409 edit_conflict. Shown on the site and in its JSON-LD on the next request. Audited as company.contacts with before and after.',
  middleware: cabinetGuard('company.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(contactsUpdateSchema) },
  responses: { 200: jsonResponse('The saved contacts', z.object({ data: contactsWireSchema })), ...errorResponses(400, 401, 403, 409, 415) },
});

const homeRoute = createRoute({
  method: 'get',
  path: `${READ}/home`,
  tags: TAGS,
  summary: "The home page's own blocks (headline, text, highlights per locale) with the VERSION (content.edit)",
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetParams },
  responses: { 200: jsonResponse('Home blocks', z.object({ data: homeWireSchema })), ...errorResponses(401, 403) },
});

const saveHomeRoute = createRoute({
  method: 'put',
  path: `${WRITE}/home`,
  tags: TAGS,
  summary: "Replace the home page's blocks (content.edit); VERSION required (409 edit_conflict when older)",
  description: 'Texts only in the offered locales. Shown on the home page of every layout on the next request. Audited as home.update with before and after.',
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(homeUpdateSchema) },
  responses: { 200: jsonResponse('The saved blocks', z.object({ data: homeWireSchema })), ...errorResponses(400, 401, 403, 409, 415) },
});

export function registerSiteContentRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(contactsRoute, async (c) => c.json({ data: await getContacts(c.get('member').company.id) }, 200));
  app.openapi(saveContactsRoute, async (c) => c.json({ data: await updateContacts(c.get('member'), c.req.valid('json')) }, 200));
  app.openapi(homeRoute, async (c) => c.json({ data: await getHome(c.get('member').company.id) }, 200));
  app.openapi(saveHomeRoute, async (c) => c.json({ data: await updateHome(c.get('member'), c.req.valid('json')) }, 200));
}

import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/http/openapi';
import { TRANSLATED_LOCALES } from '@/lib/seo/text-locales-sql';
import { cabinetGuard, type BusinessEnv } from '../guard';
import { cabinetParams, okSchema } from '../wire';
import { confirmTranslation } from './confirm';
import { TRANSLATION_KINDS } from './items';
import { loadItemStale } from './report';

const READ = '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business';
const WRITE = '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business';
const TAGS = ['business: translations'];

const kindSchema = z.enum(TRANSLATION_KINDS, { error: 'invalid' }).openapi({ description: "The kind of text: clinic, home, about (item 0: the company's own), material, price, doctor, menu, album, news" });
const itemIdSchema = z.coerce.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').max(2_147_483_647, 'invalid').openapi({ description: "The item's id; 0 for the company's own texts" });
const localeSchema = z.enum(TRANSLATED_LOCALES, { error: 'invalid' });

const staleSchema = z
  .object({ FIELD: z.string().openapi({ description: 'The field, as named in its editor\'s API (full_name, title, highlights.0, …)' }), LOCALE: localeSchema })
  .openapi('StaleTranslation');

const staleRoute = createRoute({
  method: 'get',
  path: `${READ}/translations/stale`,
  tags: TAGS,
  summary: "An item's stale translations: fields whose Russian text changed after that language's text was saved (content.edit)",
  description: 'A translation saved before this was recorded counts as current.',
  middleware: cabinetGuard('content.edit'),
  request: { params: cabinetParams, query: z.object({ kind: kindSchema, item: itemIdSchema }) },
  responses: { 200: jsonResponse('The stale fields per language', z.object({ data: z.array(staleSchema) })), ...errorResponses(400, 401, 403) },
});

const confirmBodySchema = z
  .strictObject({ kind: kindSchema, item_id: itemIdSchema, field: z.string().min(1, 'required').max(100, 'too_long'), locale: localeSchema })
  .openapi('TranslationConfirm');

const confirmRoute = createRoute({
  method: 'post',
  path: `${WRITE}/translations/confirm`,
  tags: TAGS,
  summary: 'Mark a translation current without changing it: it stands beside the Russian text as it is now (content.edit)',
  description: '404 translation_not_found when the item, the field or that language\'s text is not there.',
  middleware: cabinetGuard('content.edit', { json: true }),
  request: { params: cabinetParams, body: jsonBody(confirmBodySchema) },
  responses: { 200: jsonResponse('Confirmed', okSchema), ...errorResponses(400, 401, 403, 404, 415) },
});

export function registerTranslationRoutes(app: OpenAPIHono<BusinessEnv>) {
  app.openapi(staleRoute, async (c) => {
    const { kind, item } = c.req.valid('query');
    const stale = await loadItemStale(c.get('member').company.id, kind, item);
    return c.json({ data: stale.map((one) => ({ FIELD: one.field, LOCALE: one.locale })) }, 200);
  });

  app.openapi(confirmRoute, async (c) => {
    const body = c.req.valid('json');
    await confirmTranslation(c.get('member').company.id, { kind: body.kind, itemId: body.item_id, field: body.field, locale: body.locale });
    return c.json({ data: { ok: true as const } }, 200);
  });
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { MAX_SEGMENT_LENGTH } from '@/lib/content/segments';
import { HttpError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { companyCodeParam, errorResponses, jsonResponse, pathParams } from '@/lib/http/openapi';
import { pickLocalized } from '@/lib/i18n/localized';
import { pickLocalizedDoc, pickLocalizedPlainText, richDocWireSchema } from '@/lib/content/rich-text/doc';
import { resolveApiSite } from '@/lib/tenants/api-site';
import type { Locale } from '@/lib/i18n/locales';
import type { PriceList } from './price-list';
import { findMaterial } from './queries';

const materialKind = (kind: string) => (kind === 'prices' ? 'prices' : 'text') as 'text' | 'prices';

/** A price list in one locale, for the API's clients (null for a text material). */
function pricesWire(list: PriceList | null, locale: Locale) {
  if (!list) return null;
  return {
    currency: list.currency,
    groups: list.groups.map((group) => ({
      name: pickLocalized(group.name, locale),
      rows: group.rows.map((row) => ({ service: pickLocalized(row.service, locale), price: row.price, from: row.from, note: row.note ? pickLocalized(row.note, locale) : '' })),
    })),
  };
}

const materialWireSchema = z
  .object({ code: z.string(), title: z.string(), body: z.string().openapi({ description: 'The text as plain text, blocks separated by a blank line' }),
    bodyDoc: richDocWireSchema.nullable().openapi({ description: 'The same text as rich text (headings, lists, links, images, tables), for clients that render it' }),
    kind: z.enum(['text', 'prices']).openapi({ description: 'prices: a price list, its table in prices' }),
    prices: z
      .object({
        currency: z.enum(['KZT', 'UZS']),
        groups: z.array(z.object({ name: z.string(), rows: z.array(z.object({ service: z.string(), price: z.number().int(), from: z.boolean(), note: z.string() })) })),
      })
      .nullable()
      .openapi({ description: "A price list's groups and rows, texts in the call's locale; prices are whole amounts of the currency" }),
    updatedAt: z.string(),
  })
  .openapi('Material');

const materialRoute = createRoute({
  method: 'get',
  path: '/api/front/{locale}/v1/materials/{code}/{material}',
  tags: ['content'],
  summary: 'A material page by its code (menu items of relation type 2; state-symbols, gobmp, osms)',
  request: {
    params: pathParams({
      code: companyCodeParam,
      material: z.string().min(1).max(MAX_SEGMENT_LENGTH).openapi({ example: 'price-list' }),
    }),
  },
  responses: {
    200: jsonResponse('The material', z.object({ COMPANY_CODE: z.string(), data: materialWireSchema })),
    ...errorResponses(400, 401, 404),
  },
});

export function registerMaterialRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(materialRoute, async (c) => {
    const { code, material: materialCode } = c.req.valid('param');
    const { company, locale } = await resolveApiSite(c, code);
    const material = await findMaterial(company.id, materialCode);
    if (!material) throw new HttpError(404, 'material_not_found', 'Material not found');
    const data = { code: material.code, title: pickLocalized(material.title, locale), body: pickLocalizedPlainText(material.body, locale), bodyDoc: pickLocalizedDoc(material.body, locale), kind: materialKind(material.kind), prices: pricesWire(material.priceList, locale), updatedAt: material.updatedAt };
    return c.json({ COMPANY_CODE: company.code, data }, 200);
  });
}

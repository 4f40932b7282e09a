// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { MATERIAL_KINDS, PRICE_CURRENCIES } from '@/lib/content/materials/price-list';
import { localizedDocSchema } from '@/lib/content/rich-text/doc';
import { versionSchema } from '../../edit-conflict';
import { localizedText } from '../../localized';

/*
 * The materials editor's bodies (issue 19, content.edit). A material is a page of the site
 * reached by its CODE (/materials/{code}; the alias pages state-symbols, gobmp, osms and the
 * section text determine at their own address). Kind `text` has a body per locale; kind
 * `prices` a PRICE_LIST: ordered groups of ordered rows. Field codes: BusinessErrors.fields.
 */

export const MATERIAL_LIMITS = { code: 100, title: 200, groupName: 200, service: 300, note: 300, groups: 50, rows: 300, price: 1_000_000_000 } as const;

/** Lower-case Latin letters, digits and dashes, starting with a letter or digit (an address segment). */
export const MATERIAL_CODE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

const code = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
  .trim()
  .min(1, 'required')
  .max(MATERIAL_LIMITS.code, 'too_long')
  .refine((value) => MATERIAL_CODE.test(value), 'invalid_material_code')
  .openapi({ description: 'The address of the page: /materials/{code} (state-symbols, gobmp, osms and determine have their own pages). Unique in the company', example: 'price-list' });

const price = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_price') })
  .int('invalid_price')
  .min(0, 'invalid_price')
  .max(MATERIAL_LIMITS.price, 'invalid_price')
  .openapi({ description: 'A whole amount in the currency of the list (tenge or sum), no minor units', example: 5000 });

const priceRow = z.object(
  {
    service: localizedText(MATERIAL_LIMITS.service, { required: true, description: 'The service per locale; Russian required' }),
    price,
    from: z.boolean({ error: 'invalid_type' }).optional().default(false).openapi({ description: 'true: «from 38 000 ₸»' }),
    note: localizedText(MATERIAL_LIMITS.note, { description: 'A note per locale' }).nullable().optional(),
  },
  { error: 'invalid_type' },
);

const priceGroup = z.object(
  {
    name: localizedText(MATERIAL_LIMITS.groupName, { required: true, description: 'The group name per locale; Russian required' }),
    rows: z.array(priceRow, { error: 'invalid_type' }).max(MATERIAL_LIMITS.rows, 'too_long'),
  },
  { error: 'invalid_type' },
);

export const priceListSchema = z
  .object(
    {
      currency: z.enum(PRICE_CURRENCIES, { error: 'invalid' }).openapi({ description: 'KZT (tenge) or UZS (sum)' }),
      groups: z.array(priceGroup, { error: 'invalid_type' }).max(MATERIAL_LIMITS.groups, 'too_long'),
    },
    { error: 'invalid_type' },
  )
  .openapi('PriceList', { description: 'Groups of rows in their order on the page; each row a service, a price and a note' });

const fields = {
  code,
  kind: z.enum(MATERIAL_KINDS, { error: 'invalid' }).openapi({ description: 'text (a body) or prices (a PRICE_LIST)' }),
  title: localizedText(MATERIAL_LIMITS.title, { required: true, description: 'The title per locale; Russian required' }),
  body: localizedDocSchema({ description: 'The text per locale (kind text; a price list shows it above its tables)' }),
  price_list: priceListSchema.nullable(),
  published: z.boolean({ error: 'invalid_type' }).openapi({ description: 'false: hidden, the page answers 404 and its menu items leave the menu' }),
};

export const materialCreateSchema = z
  .object(
    {
      code: fields.code,
      kind: fields.kind.optional().default('text'),
      title: fields.title,
      body: fields.body.optional(),
      price_list: fields.price_list.optional(),
      published: fields.published.optional().default(true),
    },
    { error: 'invalid_type' },
  )
  .openapi('MaterialCreate');

export const materialUpdateSchema = z
  .object(
    {
      version: versionSchema,
      code: fields.code.optional(),
      kind: fields.kind.optional(),
      title: fields.title.optional(),
      body: fields.body.optional(),
      price_list: fields.price_list.optional(),
      published: fields.published.optional(),
    },
    { error: 'invalid_type' },
  )
  .openapi('MaterialUpdate');

export type MaterialCreate = z.infer<typeof materialCreateSchema>;
export type MaterialUpdate = z.infer<typeof materialUpdateSchema>;
export type PriceListInput = z.infer<typeof priceListSchema>;

// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { MENU_ALIASES, RELATION_TYPE, SECTION_TYPES } from '@/lib/menu/section-types';
import { versionSchema } from '../../edit-conflict';
import { text } from '../../text-fields';
import { localizedText } from '../../localized';

/*
 * The menu editor's bodies (issue 19 "Menu editor"), lower snake_case as every business body.
 * Field codes: BusinessErrors.fields.
 */

export const MENU_LIMITS = { name: 100, items: 200 } as const;

const id = z.number({ error: 'invalid_type' }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid');

const SECTION_CODES = Object.keys(SECTION_TYPES).map(Number);

const itemFields = {
  name: localizedText(MENU_LIMITS.name, { required: true, description: 'The title in the menu per locale; ru required' }),
  type_code: z
    .number({ error: 'invalid_type' })
    .int('invalid')
    .refine((value) => SECTION_CODES.includes(value), 'invalid')
    .nullable()
    .openapi({ description: 'A section type of SPEC 2.3 (1 to 13); null for a group of sub-items (it takes its first shown sub-item’s link)' }),
  relation_type: z
    .union([z.literal(RELATION_TYPE.SECTION), z.literal(RELATION_TYPE.MATERIAL)], { error: 'invalid' })
    .openapi({ description: '1: a section (type_code names it); 2: one material (relation_code is its code)' }),
  relation_code: text(100)
    .nullable()
    .optional()
    .transform((value) => value || null)
    .openapi({ description: "A material's code (relation_type 2, required); null for a section" }),
  alias: text(100)
    .nullable()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || value in MENU_ALIASES, 'menu_alias_invalid')
    .openapi({ description: `One of SPEC 2.3's aliases (${Object.keys(MENU_ALIASES).join(', ')}), which then decides the page; null for none` }),
  hidden: z.boolean({ error: 'invalid_type' }).openapi({ description: 'Hidden items stay in the editor, not on the site' }),
};

/** The type and relation go together (SPEC 2.3): a section item names a section, a material item names a material. */
function relationRule(value: { relation_type: number; relation_code: string | null }, ctx: z.RefinementCtx) {
  if (value.relation_type === RELATION_TYPE.MATERIAL) {
    if (!value.relation_code) ctx.addIssue({ code: 'custom', path: ['relation_code'], message: 'required' });
  } else if (value.relation_code) {
    ctx.addIssue({ code: 'custom', path: ['relation_code'], message: 'menu_relation_invalid' });
  }
}

export const menuItemCreateSchema = z
  .strictObject({ ...itemFields, parent_id: id.nullable().optional().openapi({ description: 'A top-level item to nest under; absent or null: top level. The new item comes last among its siblings' }) }, { error: 'invalid_type' })
  .superRefine(relationRule)
  .openapi('MenuItemCreate');

const confirmHiddenPages = z
  .boolean({ error: 'invalid_type' })
  .optional()
  .openapi({ description: 'true: the user confirmed that this save takes pages off the site (menu_hides_pages); without it such a save is refused' });

export const menuItemUpdateSchema = z
  .strictObject({ ...itemFields, version: versionSchema, confirm_hidden_pages: confirmHiddenPages }, { error: 'invalid_type' })
  .superRefine(relationRule)
  .openapi('MenuItemUpdate');

export const menuOrderSchema = z
  .strictObject(
    {
      menu_version: versionSchema.openapi({ description: "The menu's MENU_VERSION the order was made from; another is 409 edit_conflict" }),
      items: z
        .array(z.strictObject({ id, parent_id: id.nullable() }, { error: 'invalid_type' }), { error: 'invalid_type' })
        .max(MENU_LIMITS.items, 'too_long')
        .openapi({ description: 'Every item of the menu once, parents before their children, siblings in their order' }),
      confirm_hidden_pages: confirmHiddenPages,
    },
    { error: 'invalid_type' },
  )
  .openapi('MenuOrder');

export type MenuItemCreate = z.output<typeof menuItemCreateSchema>;
export type MenuItemUpdate = z.output<typeof menuItemUpdateSchema>;
export type MenuOrder = z.output<typeof menuOrderSchema>;

// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { CLINIC_TIME_ZONES } from '@/lib/dates/time-zones';
import { normalizePhone } from '@/lib/phone/normalize';
import { toIsoDate } from '@/lib/forms/schemas';
import { isValidSlug } from '@/lib/tenants/hosts';
import { isReadableOnWhite, normalizeHexColour } from '@/lib/tenants/brand-colour';
import { taxIdKind } from '@/lib/tenants/legal-ids';
import { LANDING_LAYOUTS } from '@/lib/tenants/layouts';
import { text } from '../../text-fields';

/*
 * Field errors are stable codes (BusinessErrors.fields): required, invalid_type, too_long,
 * invalid_email, invalid_phone, invalid_slug, invalid_url, invalid.
 */


// Absent keeps the stored value; null or an empty string removes it.
const clearable = <T extends z.ZodType<string | null | undefined>>(schema: T) => schema.nullable().optional().transform((value) => (value === undefined ? undefined : value || null));

const name = text(200);
const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], { error: 'invalid_type' })
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');
const email = text(254).refine((value) => value === '' || z.regexes.email.test(value), 'invalid_email');

/**
 * Logos and favicons come only from uploads (issue 19): the field takes no link at all (a page
 * would load a third party's file); only null or '' to remove the image. A file goes as `logo` / `favicon`.
 */
export const uploadOnly = text(500).refine((value) => value === '', 'upload_only');

/** Phones as a list, or one text with commas or line breaks; each through the one normaliser (lib/phone), at most 5. */
const phones = z
  .union([z.array(text(32), { error: 'invalid_type' }), text(200)], { error: 'invalid_type' })
  .transform((value, ctx) => {
    const list = (Array.isArray(value) ? value : value.split(/[,;\n]/)).map((phone) => phone.trim()).filter(Boolean);
    if (list.length > 5) ctx.addIssue({ code: 'custom', message: 'too_long' });
    const normalized = list.map((phone) => normalizePhone(phone));
    if (normalized.some((phone) => phone === null)) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
    return normalized.filter((phone): phone is string => phone !== null);
  });

/** The BIN (Kazakhstan, 12 digits with its check digit) or the INN (Uzbekistan, 9 digits); spaces typed between groups are dropped. */
const taxId = text(40)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value === '' || taxIdKind(value) !== null, 'invalid_tax_id');
/** A licence's date: a real day, not after today in Kazakhstan and Uzbekistan (UTC+5 at the most). */
const pastDay = text(10).refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(value) === value && value >= '1991-01-01' && value <= new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10)), 'invalid_date');

/** The brand colour: #rrggbb (the # may be left out), readable on white (AA 4.5:1) or refused with low_contrast. */
const brandColour = text(7)
  .transform((value, ctx) => {
    if (value === '') return value;
    const colour = normalizeHexColour(value);
    if (!colour) ctx.addIssue({ code: 'custom', message: 'invalid_color' });
    else if (!isReadableOnWhite(colour)) ctx.addIssue({ code: 'custom', message: 'low_contrast' });
    return colour ?? value;
  });

export const slug = text(50).refine((value) => value.length >= 3 && isValidSlug(value), 'invalid_slug');

const localizedFields = <K extends string>(base: K, max: number) =>
  ({
    [base]: clearable(text(max)),
    [`${base}_KK`]: clearable(text(max)),
    [`${base}_UZ`]: clearable(text(max)),
    [`${base}_EN`]: clearable(text(max)),
  }) as Record<K | `${K}_KK` | `${K}_UZ` | `${K}_EN`, ReturnType<typeof clearable<ReturnType<typeof text>>>>;

/**
 * The business company call (SPEC 7.2 POST /w-front/v1/business/user/company), with the wire
 * names of SPEC 3. Without COMPANY_CODE it creates a company (COMPANY_SLUG and COMPANY_NAME
 * required); with it, it edits that company (company.edit). Absent fields are kept; null or ''
 * clears an optional one. Sent as JSON or as a form (multipart or urlencoded).
 */
export const companyUpdateSchema = z
  .object(
    {
      COMPANY_CODE: text(64).min(1, 'required').optional(),
      COMPANY_SLUG: slug.optional().openapi({ description: 'The site address /l/{slug}: 3-50 lower-case Latin letters, digits and dashes; unique' }),
      COMPANY_NAME: name.min(1, 'required').optional().openapi({ description: 'The Russian name (always offered)' }),
      COMPANY_NAME_KK: clearable(name).openapi({ description: 'Setting it offers the Kazakh site (SPEC 2.1); clearing it withdraws it' }),
      COMPANY_NAME_UZ: clearable(name),
      COMPANY_NAME_EN: clearable(name),
      FRONT_LANDING_TEMPLATE_ID: z.enum(LANDING_LAYOUTS, { error: 'invalid' }).optional(),
      EMAIL_FOR_ISSUES: clearable(email),
      TIME_ZONE: z.enum(CLINIC_TIME_ZONES, { error: 'invalid' }).optional().openapi({ description: "The clinic's time zone: one of Kazakhstan's and Uzbekistan's (Asia/Almaty by default)" }),
      is_active_online_entry: booleanish.optional(),
      LOGO: clearable(uploadOnly).openapi({ description: 'Only null or "" (removes the logo): a link is 400 upload_only. A new logo is the `logo` file of a multipart form' }),
      FAVICON_LINK: clearable(uploadOnly).openapi({ description: 'Only null or "" (removes the favicon); a new one is the `favicon` file' }),
      EMAIL: clearable(email).openapi({ description: 'The contact e-mail shown on the site' }),
      PHONES: phones.optional().openapi({ description: 'Contact phones: a list, or one text separated by commas or line breaks; +7 or +998' }),
      ...localizedFields('ADDRESS', 300),
      ...localizedFields('WORKING_HOURS', 500),
      ...localizedFields('LEGAL_NAME', 300),
      TAX_ID: clearable(taxId).openapi({ description: 'BIN (Kazakhstan: 12 digits, the check digit is checked) or INN (Uzbekistan: 9 digits); 400 invalid_tax_id otherwise' }),
      LICENSE_NUMBER: clearable(text(100)).openapi({ description: "The medical licence's number, shown in the site's footer" }),
      BRAND_COLOR: clearable(brandColour).openapi({ description: 'The site\'s brand colour, #rrggbb, at least 4.5:1 against white (WCAG AA): 400 invalid_color or low_contrast; null or "" returns to the platform\'s colour' }),
      LICENSE_DATE: clearable(pastDay).openapi({ description: "The medical licence's date, YYYY-MM-DD, not in the future" }),
    },
    { error: 'invalid_type' },
  )
  .openapi('CompanyUpdate');

export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

const uploadedFile = (description: string) => z.any().optional().openapi({ type: 'string', format: 'binary', description });

/**
 * The same call as a form: multipart may carry the files `logo` and `favicon` (checked by their
 * bytes, re-encoded and stored; the stored address becomes LOGO / FAVICON_LINK, and a file wins
 * over a link sent with it). A form that is not multipart cannot carry a file.
 */
export const companyFormSchema = companyUpdateSchema
  .extend({
    logo: uploadedFile('The logo file: JPEG, PNG, WebP, GIF or SVG, at most 5 MB and 40 megapixels; stored as a PNG of at most 512 px, transparency kept, no metadata'),
    favicon: uploadedFile('The favicon file: the same formats and limits; stored as a 64×64 PNG (the picture fitted inside, never cropped)'),
  })
  .openapi('CompanyUpdateForm');

export type CompanyForm = z.infer<typeof companyFormSchema>;

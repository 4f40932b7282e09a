import { z } from '@hono/zod-openapi';
import { LANDING_LAYOUTS } from '@/lib/tenants/layouts';

const name = z.string().trim().max(200);
// Absent keeps the stored name; null or an empty string removes it (and with it that locale).
const optionalName = name.nullable().optional().transform((value) => (value === undefined ? undefined : value || null));
const booleanish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])]).transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** The business company edit (SPEC 7.2 POST /w-front/v1/business/user/company), with the wire names of SPEC 3. */
export const companyUpdateSchema = z
  .object({
    COMPANY_CODE: z.string().trim().min(1).max(64),
    COMPANY_NAME: name.min(1).optional(),
    COMPANY_NAME_KK: optionalName,
    COMPANY_NAME_UZ: optionalName,
    COMPANY_NAME_EN: optionalName,
    FRONT_LANDING_TEMPLATE_ID: z.enum(LANDING_LAYOUTS).optional(),
    EMAIL_FOR_ISSUES: z.union([z.email().max(254), z.literal('')]).nullable().optional(),
    is_active_online_entry: booleanish.optional(),
  })
  .openapi('CompanyUpdate');

export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

import { z } from '@hono/zod-openapi';
import { fullName } from '@/lib/auth/user-wire';
import { pathParams } from '@/lib/http/openapi';

/** `{locale}`, `{companyCode}` (COMPANY_CODE) and `{cabinetCode}` (COMPANY_CABINET_CODE): every cabinet route's path. */
export const cabinetParams = pathParams({
  companyCode: z.string().max(64).openapi({ description: 'COMPANY_CODE', example: 'DEMO' }),
  cabinetCode: z.string().max(10).openapi({ description: 'COMPANY_CABINET_CODE; 0 is the main cabinet', example: '0' }),
});

/** `{id}` of a row after the cabinet path. */
export const cabinetItemParams = cabinetParams.extend({ id: z.coerce.number({ error: 'invalid' }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid') });

export const DEFAULT_PAGE_SIZE = 20;

/** `page` (from 1) and `page_size` (1 to 100) of every list. */
export const pagingQuery = {
  page: z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(100_000, 'invalid').default(1),
  page_size: z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(100, 'invalid').default(DEFAULT_PAGE_SIZE),
};

export const pageMetaSchema = z.object({ PAGE: z.number().int(), PAGE_SIZE: z.number().int(), TOTAL: z.number().int(), PAGES: z.number().int() }).openapi('PageMeta');

export const pageMeta = (page: number, pageSize: number, total: number) => ({ PAGE: page, PAGE_SIZE: pageSize, TOTAL: total, PAGES: Math.ceil(total / pageSize) });

/** The permission names on the wire; client-safe in staff/members/schemas.ts. */
export { permissionSchema } from './staff/members/schemas';

/** A user as business lists show them. */
export const personSchema = z.object({ ID: z.number().int(), FULL_NAME: z.string(), EMAIL: z.string().nullable() }).openapi('BusinessPerson');

export const personToWire = (user: { id: number; lastname: string; name: string; middlename: string; email: string | null }) => ({ ID: user.id, FULL_NAME: fullName(user), EMAIL: user.email });

/** The one-line answer of a write that returns nothing else. */
export const okSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

/** Statuses of the inboxes: new -> in_progress -> done (defined with the inbox bodies, which the browser loads too). */
export { INBOX_STATUSES } from './inbox/schemas';

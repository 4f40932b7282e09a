// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { ACCESS_CODE_LIMITS } from '../access/limits';
import { requiredText } from '../../text-fields';
import { PERMISSIONS } from '../../permission-names';

/*
 * The bodies of the staff calls (staff/members/routes.ts): the server checks them, and the /pro forms
 * check with the very same schemas in the browser. No server import here.
 */

export const permissionSchema = z.enum(PERMISSIONS, { error: 'unknown_permission' }).openapi('Permission');

const permissionList = z.array(permissionSchema, { error: 'invalid_type' }).max(20, 'too_long');


/** COMPANY_CABINET_CODE of another cabinet to act on (a manager of cabinet 0 only); the path's by default. */
export const cabinetCodeField = z.coerce
  .number({ error: 'invalid' })
  .int('invalid')
  .min(0, 'invalid')
  .max(999_999_999, 'invalid')
  .optional()
  .openapi({ description: "COMPANY_CABINET_CODE of the cabinet to act on; the path's by default. Only managers of cabinet 0 may name another." });

export const cabinetInputSchema = z.object({ name: requiredText(100) }, { error: 'invalid_type' }).openapi('CabinetInput');

export const accessCodeInputSchema = z
  .object(
    {
      cabinet: cabinetCodeField,
      permissions: permissionList.min(1, 'required'),
      max_uses: z.number({ error: 'invalid_type' }).int('invalid').min(1, 'invalid').max(ACCESS_CODE_LIMITS.maxUses, 'invalid').default(ACCESS_CODE_LIMITS.defaultUses),
      expires_in_days: z
        .number({ error: 'invalid_type' })
        .int('invalid')
        .min(1, 'invalid')
        .max(ACCESS_CODE_LIMITS.maxDays, 'invalid')
        .nullable()
        .default(ACCESS_CODE_LIMITS.defaultDays),
    },
    { error: 'invalid_type' },
  )
  .openapi('AccessCodeInput');

export const memberPermissionsSchema = z.object({ permissions: permissionList }, { error: 'invalid_type' }).openapi('MemberPermissionsInput');

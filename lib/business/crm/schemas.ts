// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { normalizePhone } from '@/lib/phone/normalize';
import { requiredText, text } from '../text-fields';
import { SERVICES } from './service-names';

const optional = (schema: ReturnType<typeof text>) => schema.optional().transform((value) => value || undefined);

/**
 * SPEC 7.2 POST /w-front/v1/crm/request_by_services: checked by the server (crm/routes.ts) and
 * by the /pro services form. Empty contact fields default to the user's own on the server.
 */
export const serviceRequestInputSchema = z
  .object(
    {
      company_code: requiredText(64),
      service: z.enum(SERVICES, { error: 'invalid' }),
      message: requiredText(5000),
      contact_name: optional(text(200)),
      contact_phone: optional(text(32)).transform((value, ctx) => {
        if (value === undefined) return undefined;
        const phone = normalizePhone(value);
        if (!phone) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
        return phone ?? undefined;
      }),
      contact_email: optional(text(254)).refine((value) => value === undefined || z.regexes.email.test(value), 'invalid_email'),
    },
    { error: 'invalid_type' },
  )
  .openapi('ServiceRequestInput');

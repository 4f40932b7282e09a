// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { companyUpdateSchema, slug } from '@/lib/business/clinic/company/schemas';
import { requiredText } from '@/lib/business/text-fields';

/**
 * The new-clinic form: the fields of the server's company schema (lib/business/clinic/company/schemas.ts)
 * that a creation takes, with the two a creation requires (the slug and the Russian name); an
 * empty slug reads 'required' before the slug's own rule.
 */
export const createCompanyFormSchema = companyUpdateSchema
  .pick({
    COMPANY_SLUG: true,
    COMPANY_NAME: true,
    COMPANY_NAME_KK: true,
    COMPANY_NAME_UZ: true,
    COMPANY_NAME_EN: true,
    FRONT_LANDING_TEMPLATE_ID: true,
    PHONES: true,
    EMAIL: true,
    EMAIL_FOR_ISSUES: true,
    ADDRESS: true,
    is_active_online_entry: true,
  })
  .required({ COMPANY_NAME: true })
  .extend({ COMPANY_SLUG: requiredText(50).pipe(slug) });

// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';

/** The settings form checks with the server's own schema (lib/business/clinic/company/schemas.ts), loaded with zod on the form's first focus. */
export { companyFormSchema } from '@/lib/business/clinic/company/schemas';

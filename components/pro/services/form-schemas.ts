// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';

/** The services form checks with the server's schema (lib/business/crm/schemas.ts), loaded on first focus. */
export { serviceRequestInputSchema } from '@/lib/business/crm/schemas';

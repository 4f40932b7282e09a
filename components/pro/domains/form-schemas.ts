// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';

/** The domain and site forms check with the server's schemas (lib/business/clinic/domains/schemas.ts), loaded on first focus. */
export { domainCreateSchema, siteCloseSchema } from '@/lib/business/clinic/domains/schemas';

// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';

/** The news form checks with the server's own schemas (lib/business/site/news/schemas.ts), loaded with zod on the form's first focus. */
export { newsCategoryCreateSchema, newsCategoryUpdateSchema, newsCreateSchema, newsUpdateSchema } from '@/lib/business/site/news/schemas';

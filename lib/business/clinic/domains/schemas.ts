// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';

/** Adding a custom domain: the host as the clinic types it (an IDN is stored in punycode). */
export const domainCreateSchema = z.object({ domain: z.string({ error: 'required' }).trim().min(1, 'required').max(300, 'too_long') }).openapi('DomainCreate');

/** Closing the site for good: the clinic's name, typed. */
export const siteCloseSchema = z.object({ confirm_name: z.string({ error: 'required' }).trim().min(1, 'required').max(300, 'too_long') }).openapi('SiteClose');

export const SITE_STATUSES = ['online', 'offline', 'closing'] as const;

/**
 * The services a clinic can ask the platform for (BusinessMail.crm.services,
 * BusinessServices.services) and a request's statuses. A file of its own without zod, so the
 * /pro services page names them without loading the schemas (crm/schemas.ts) before its form's
 * first focus.
 */
export const SERVICES = ['website', 'domain', 'design', 'content', 'seo', 'mis_integration', 'training', 'other'] as const;
export type Service = (typeof SERVICES)[number];

/** A service request's status, as the platform's staff move it. */
export const SERVICE_REQUEST_STATUSES = ['new', 'in_progress', 'done'] as const;

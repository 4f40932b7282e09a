import type { Messages } from '@/lib/i18n/message-files';
import { lazyLoader } from './use-api-form';

/** The appointment and ask-question schemas (lib/forms/schemas.ts), with zod: loaded on first focus. */
export const loadFormSchemas = lazyLoader(() => import('@/lib/forms/schemas'));

/** The FormErrors messages: field codes and the form's own (summary, rate_limited, network ...). */
export type VisitorFormErrorTexts = Messages['FormErrors'];

/**
 * Server codes the visitor forms show above the form. A clinic that stopped taking requests
 * since the page was cached answers company_not_found, online_entry_disabled or questions_disabled.
 */
export const VISITOR_FORM_CODES: Record<string, keyof VisitorFormErrorTexts> = {
  rate_limited: 'rate_limited',
  company_not_found: 'unavailable',
  online_entry_disabled: 'unavailable',
  questions_disabled: 'unavailable',
  // 503: the site cannot store it just now (its database is down); nothing was stored, sending again later is safe.
  unavailable: 'temporarily_unavailable',
};

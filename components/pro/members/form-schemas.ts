// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';

/**
 * The staff page's forms check with the server's own schemas (lib/business/staff/members/schemas.ts),
 * loaded with zod on a form's first focus (the form kit).
 */
export { accessCodeInputSchema, cabinetInputSchema, memberPermissionsSchema } from '@/lib/business/staff/members/schemas';
export { invitationInputSchema } from '@/lib/business/staff/invitations/schemas';

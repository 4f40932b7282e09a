// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { requiredText, text } from '../../text-fields';
import { cabinetCodeField, permissionSchema } from '../members/schemas';

/*
 * The bodies of the invitation calls (staff/invitations/routes.ts): the server checks them, and the
 * /pro invite form and the join page check with the same schemas in the browser. No server import.
 */

export const invitationInputSchema = z
  .object(
    {
      cabinet: cabinetCodeField,
      email: requiredText(254)
        .overwrite((value) => value.toLowerCase())
        .regex(z.regexes.email, 'invalid_email'),
      name: text(200).optional().default(''),
      permissions: z.array(permissionSchema, { error: 'invalid_type' }).min(1, 'required').max(20, 'too_long'),
    },
    { error: 'invalid_type' },
  )
  .openapi('InvitationInput');

/** The link's token (base64url of 32 bytes; anything else is refused as an unknown invitation). */
export const invitationTokenSchema = z
  .object({ token: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'too_long') }, { error: 'invalid_type' })
  .openapi('InvitationToken');

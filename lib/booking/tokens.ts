import { createHmac, timingSafeEqual } from 'node:crypto';
import { codeHashSecret } from '@/lib/auth/codes/secret';

/**
 * A visit's signed, single-purpose tokens: `{visitId}.{version}.{hmac}`, the HMAC over the id, the
 * version and the purpose under a key of its own derived from the server secret (as
 * lib/accounts/served-proof.ts does). Valid without sign-in; void once the visit's version moves
 * on (every move and cancel bumps it), so a link sent before a change opens nothing after it.
 * - `hold`: the browser that held a time books it (a hold's id alone is guessable).
 * - `manage`: the patient cancels or moves the visit (the links of the confirmation and reminders).
 */
export type VisitTokenPurpose = 'hold' | 'manage';

let tokenKey: Buffer | undefined;
const key = () => (tokenKey ??= createHmac('sha256', codeHashSecret()).update('booking-visit-token/v1').digest());

const mac = (visitId: number, version: number, purpose: VisitTokenPurpose) => createHmac('sha256', key()).update(`${purpose}\n${visitId}\n${version}`).digest('base64url');

/**
 * The HMAC's first 22 characters (132 bits; RFC 2104 asks for at least half the hash): the manage
 * link goes in an SMS, where every character counts (docs/decisions.md "the booking SMS in two
 * parts"). A token of the full 43 made before is still read.
 */
const SHORT_MAC = 22;

export function visitToken(visitId: number, version: number, purpose: VisitTokenPurpose): string {
  return `${visitId}.${version}.${mac(visitId, version, purpose).slice(0, SHORT_MAC)}`;
}

const TOKEN = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{22}|[A-Za-z0-9_-]{43})$/;

/** The visit and version a token of this purpose names, or null for anything else (a forged, mangled or other-purpose token). */
export function readVisitToken(token: string, purpose: VisitTokenPurpose): { visitId: number; version: number } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const visitId = Number(match[1]);
  const version = Number(match[2]);
  if (visitId > 2_147_483_647 || version > 2_147_483_647) return null;
  const given = Buffer.from(match[3]);
  const expected = Buffer.from(mac(visitId, version, purpose).slice(0, given.length));
  return expected.length === given.length && timingSafeEqual(expected, given) ? { visitId, version } : null;
}

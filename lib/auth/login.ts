import { normalizePhone } from '@/lib/phone/normalize';

/**
 * The one spelling of a login, so every spelling of an account shares its rate limits: an
 * e-mail lower-cased, a phone number as lib/phone stores it (+77015551234); anything else
 * (no account can have it) lower-cased.
 */
export function normalizeLogin(login: string): string {
  const value = login.trim();
  if (value.includes('@')) return value.toLowerCase();
  return normalizePhone(value) ?? value.toLowerCase();
}

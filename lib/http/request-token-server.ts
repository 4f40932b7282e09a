/**
 * Server side of the request token (SPEC 7.1): recomputes what the browser's
 * lib/api-client/hash.ts (@noble/hashes) produced. Kept apart from request-token.ts because of node:crypto.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Lowercase hex SHA-256 of `${cookieValue}:${serialized}` (UTF-8), as the client sends. */
export function computeRequestToken(cookieValue: string, serialized: string): string {
  return createHash('sha256').update(`${cookieValue}:${serialized}`, 'utf8').digest('hex');
}

/**
 * Whether the X-Token header matches the csrf_token cookie and the serialized body.
 * A missing header or cookie is a failure: an empty cookie would make the token
 * computable by anyone who can read the body.
 */
export function isValidRequestToken(
  header: string | null | undefined,
  cookie: string | null | undefined,
  serialized: string,
): boolean {
  if (!header || !cookie) return false;
  const expected = Buffer.from(computeRequestToken(cookie, serialized), 'utf8');
  const actual = Buffer.from(header.trim().toLowerCase(), 'utf8');
  // timingSafeEqual throws on different lengths; the length of a hex digest is no secret.
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

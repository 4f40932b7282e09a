import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The request header in which the front door (our server in front of Next) passes the
 * client's true address: the socket's, or behind a trusted proxy the right-most untrusted
 * X-Forwarded-For entry. It deletes any value the client sent, so it is the only source:
 * X-Forwarded-For and X-Real-IP are never read here.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** The client's address for rate limits, or null when it is unknown (no front door, or no socket address). */
export function clientIp(c: Context): string | null {
  const value = c.req.header(CLIENT_ADDRESS_HEADER)?.trim();
  return value && isIP(value) ? value : null;
}

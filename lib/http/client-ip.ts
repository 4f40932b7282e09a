import { isIP } from 'node:net';
import type { Context } from 'hono';
import { CLIENT_ADDRESS_HEADER } from './client-address';

/**
 * The front door (lib/server/front-door/client-address.ts) resolves the client's true address from the socket
 * and TRUSTED_PROXIES and passes it as x-client-address, after deleting whatever the client sent
 * under that name: it is the only source. X-Forwarded-For and X-Real-IP are never read here.
 */
/** The client's address for rate limits, or null when it is unknown (no front door, or no socket address). */
export function clientIp(c: Context): string | null {
  const value = c.req.header(CLIENT_ADDRESS_HEADER)?.trim();
  return value && isIP(value) ? value : null;
}

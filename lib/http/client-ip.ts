import type { Context } from 'hono';
import { logger } from '@/lib/log';
import { CLIENT_ADDRESS_HEADER } from './client-address';

/** The key of a request whose address is unknown: no real client's address looks like it. */
export const UNKNOWN_CLIENT = 'unknown';

let warned = false;

/**
 * The client's address, the key for rate limits: the front door (lib/server/front-door.ts)
 * resolves it from the socket and TRUSTED_PROXIES and sets it as x-client-address, after
 * deleting whatever the client sent under that name. X-Forwarded-For is never read here.
 * Without the header (app.request() in tests, or a server started without the door) the
 * key is `unknown`, logged once.
 */
export function clientIp(c: Context): string {
  const address = c.req.header(CLIENT_ADDRESS_HEADER);
  if (address) return address;
  if (!warned) {
    warned = true;
    logger.warn({ path: c.req.path }, `no ${CLIENT_ADDRESS_HEADER} header: the API is not behind the front door (scripts/serve.ts); such requests share the key "${UNKNOWN_CLIENT}"`);
  }
  return UNKNOWN_CLIENT;
}

import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { apiAuth } from '../config';
import { errorJson } from '../errors';

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Every API request carries Basic authorization (SPEC 7.1). */
export const requireBasicAuth: MiddlewareHandler = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  const { username, password } = apiAuth();
  let ok = false;
  if (match) {
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    ok = safeEqual(decoded, `${username}:${password}`);
  }
  if (!ok) {
    c.header('WWW-Authenticate', 'Basic realm="api", charset="UTF-8"');
    return errorJson(c, 401, 'unauthorized', 'Basic authorization is required');
  }
  await next();
};

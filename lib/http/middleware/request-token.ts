import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { errorJson } from '../errors';
import { serializeBodyForToken, TOKEN_COOKIE, TOKEN_HEADER } from '../request-token';
import { isValidRequestToken } from '../request-token-server';

const CHECKED_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Every POST, PUT and DELETE carries the token header: SHA-256 of the csrf_token cookie
 * and the serialized body, computed in the browser by lib/api-client/hash.ts (SPEC 7.1).
 * The body is read here once; Hono keeps it for the route's own parsing.
 */
export const requireRequestToken: MiddlewareHandler = async (c, next) => {
  if (!CHECKED_METHODS.has(c.req.method)) return next();
  const contentType = c.req.header('content-type') ?? '';
  let serialized: string;
  try {
    serialized = contentType.startsWith('multipart/form-data') ? serializeBodyForToken(await c.req.formData()) : await c.req.text();
  } catch {
    return errorJson(c, 400, 'invalid_body', 'The request body could not be read');
  }
  if (!isValidRequestToken(c.req.header(TOKEN_HEADER), getCookie(c, TOKEN_COOKIE), serialized)) {
    return errorJson(c, 403, 'invalid_token', 'The request token is missing or does not match');
  }
  await next();
};

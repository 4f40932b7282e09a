import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable, noteDatabaseError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/lib/db/availability';
import { logger } from '@/lib/log';
import { BusyError, errorJson, HttpError, TooManyRequestsError, type ApiErrorBody } from './errors';
import { requireBasicAuth } from './middleware/basic-auth';
import { requireLocale, type ApiEnv } from './middleware/locale';
import { requireRequestToken } from './middleware/request-token';
import { acceptRequestId, REQUEST_ID_HEADER } from './request-id';
import { refuseUnsafeBody, refuseUnsafeTarget } from './middleware/safe-input';

/** Far above any form a page sends (a few 1 MB fields still get their field errors), far below harm. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Prefixes of SPEC 7.1 after the client's rewrite to /api/{prefix}/{locale}. */
const PREFIXES = ['w-front', 'front', 'api-front2', 'web', 'api-business', 'business-api-front2', 'w-business', 'business'];

/** Turns zod failures into the JSON error with one message list per field. */
function validationHook(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, c: Parameters<typeof errorJson>[0]) {
  if (result.success || !result.error) return;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return errorJson(c, 400, 'invalid_input', 'The request is invalid', fields);
}

/** A call's own body limit, below MAX_BODY_BYTES (the Hono path, e.g. `/api/w-front/:locale/v1/user/avatar/upload`). */
export type BodyLimit = { path: string; maxSize: number; onError: (c: Context) => Response | Promise<Response> };

export type ApiBaseOptions = { bodyLimits?: BodyLimit[] };

/**
 * The HTTP API without any domain's routes: no malformed or control characters in the path and
 * query, Basic authorization, the body limit, the locale segment, the request token per prefix of
 * SPEC 7.1 and no unsafe text in a body, JSON errors, the OpenAPI document.
 * The composition root (lib/server/api-app.ts) registers the routes on it.
 */
export function createApiBase(options: ApiBaseOptions = {}) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  app.use('*', async (c, next) => {
    // The front door has already put a safe id here; app.request() in tests has not: check again.
    c.set('requestId', acceptRequestId(c.req.header(REQUEST_ID_HEADER)));
    await next();
    c.header(REQUEST_ID_HEADER, c.get('requestId'));
    // A call that chose its own caching (a private download) keeps it; every other answer is no-store.
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  });
  app.use('*', refuseUnsafeTarget);

  // Smaller limits of single calls (an upload) come first: a larger body is refused before anything reads it.
  for (const limit of options.bodyLimits ?? []) app.use(limit.path, bodyLimit({ maxSize: limit.maxSize, onError: limit.onError }));

  for (const prefix of PREFIXES) {
    app.use(`/api/${prefix}/*`, requireBasicAuth);
    // Bodies are read whole for the token check: cap them first (uploads have their own limit).
    app.use(`/api/${prefix}/*`, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorJson(c, 413, 'body_too_large', `The request body is over ${MAX_BODY_BYTES} bytes`) }));
    app.use(`/api/${prefix}/:locale/*`, requireLocale);
    app.use(`/api/${prefix}/*`, requireRequestToken);
    app.use(`/api/${prefix}/*`, refuseUnsafeBody);
  }

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Clinic sites API', version: '1.0.0', description: 'Every call needs Basic authorization; POST, PUT and DELETE also need the X-Token header (SPEC 7.1).' },
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'basicAuth', { type: 'http', scheme: 'basic' });

  app.notFound((c) => errorJson(c, 404, 'not_found', 'No such endpoint'));
  app.onError((error, c) => {
    if (error instanceof TooManyRequestsError || error instanceof BusyError) {
      c.header('retry-after', String(error.retryAfter));
      return c.json({ error: { code: error.code, message: error.message, retryAfter: error.retryAfter } } satisfies ApiErrorBody, error.status as 429 | 503);
    }
    if (error instanceof HttpError) return errorJson(c, error.status, error.code, error.message, error.fields, error.fieldMessages);
    // Hono's own refusals (malformed JSON, a wrong content type) are the caller's error, not ours.
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 400 ? 'invalid_body' : error.status === 415 ? 'unsupported_media_type' : `http_${error.status}`;
      return errorJson(c, error.status, code, error.message || 'The request is invalid');
    }
    const requestId = c.get('requestId');
    // PostgreSQL stopped or unreachable: a clear "try again shortly", not an internal error.
    // Nothing was stored (a form's transaction rolled back), so sending again is safe.
    if (isDatabaseUnavailable(error)) {
      noteDatabaseError(error);
      logger.warn({ err: error, requestId, path: c.req.path }, 'api: the database is unavailable');
      c.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json({ error: { code: 'unavailable', message: 'The service is temporarily unavailable; try again shortly', requestId } }, 503);
    }
    logger.error({ err: error, requestId, path: c.req.path }, 'api: unexpected error');
    return c.json({ error: { code: 'internal', message: 'Internal server error', requestId } }, 500);
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApiBase>;

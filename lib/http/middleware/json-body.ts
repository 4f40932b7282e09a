import type { MiddlewareHandler } from 'hono';
import { errorJson } from '../errors';

/**
 * For a POST whose body must be JSON: another body type is answered 415
 * `unsupported_media_type`, malformed JSON 400 `invalid_json` — the sender's mistake, never a
 * 500 from the parser. Mount it on the route's path: `app.use(honoPath(PATH), requireJsonBody)`.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    return errorJson(c, 415, 'unsupported_media_type', 'Send the body as application/json');
  }
  try {
    JSON.parse(await c.req.text());
  } catch {
    return errorJson(c, 400, 'invalid_json', 'The request body is not valid JSON');
  }
  await next();
};

/** The Hono path of an OpenAPI path: `/v1/company/{code}` -> `/v1/company/:code`. */
export const honoPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

import type { MiddlewareHandler } from 'hono';
import { errorJson } from '../errors';
import { findUnsafeText, hasUnsafeUrlText } from '../safe-text';

/**
 * The path and query as sent: every segment, name and value must percent-decode as UTF-8 and
 * hold no control character. Refused with 400 `invalid_url` before any route reads a param, so
 * no `%00` reaches a query and no malformed escape reaches a decoder. (In production the front
 * door refuses these before Next; this holds for every other way in, tests included.)
 */
export const refuseUnsafeTarget: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const target = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  const parts = [...path.split('/'), ...query.split(/[&=]/).map((part) => part.replace(/\+/g, ' '))];
  if (!parts.every(isSafeUrlPart)) {
    return errorJson(c, 400, 'invalid_url', 'The path or query holds malformed percent-encoding or control characters');
  }
  await next();
};

function isSafeUrlPart(part: string): boolean {
  if (!part.includes('%')) return !hasUnsafeUrlText(part);
  try {
    return !hasUnsafeUrlText(decodeURIComponent(part));
  } catch {
    return false;
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const JSON_TYPE = /^application\/([a-z0-9.-]+\+)?json\s*(;|$)/i;
const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/**
 * A write says what its body is, and no text in it carries what PostgreSQL refuses or nobody
 * types (lib/http/safe-text.ts). A POST, PUT or PATCH without Content-Type is 415; unsafe text in
 * a JSON or form body is 400 `invalid_input` naming each field (code `invalid`, as the forms show
 * it). Bodies that do not parse are left to the route, whose validator answers 400. Runs after the
 * request token, which has read the body already: this parses the cached copy.
 */
export const refuseUnsafeBody: MiddlewareHandler = async (c, next) => {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType && BODY_METHODS.has(c.req.method)) {
    return errorJson(c, 415, 'unsupported_media_type', 'Say what the body is with Content-Type: application/json or form data');
  }
  const fields = await unsafeFields(c.req, contentType);
  if (fields.length > 0) {
    return errorJson(c, 400, 'invalid_input', 'Text may not hold control characters (other than tab and line breaks) or unpaired surrogates', Object.fromEntries(fields.map((field) => [field, ['invalid']])));
  }
  await next();
};

async function unsafeFields(request: { text(): Promise<string>; formData(): Promise<FormData> }, contentType: string): Promise<string[]> {
  if (JSON_TYPE.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await request.text());
    } catch {
      return [];
    }
    return findUnsafeText(parsed);
  }
  if (FORM_TYPE.test(contentType)) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return [];
    }
    const values: Record<string, string>[] = [];
    for (const [key, value] of form.entries()) values.push({ [key]: typeof value === 'string' ? value : value.name });
    return findUnsafeText(values).map((path) => path.replace(/^\d+\.?/, '') || '_');
  }
  return [];
}

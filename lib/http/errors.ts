import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The JSON error of DESIGN "The HTTP API": `{ error: { code, message, fields? } }`. */
export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]>; requestId?: string } };

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export function errorJson(c: Context, status: ContentfulStatusCode, code: string, message: string, fields?: Record<string, string[]>) {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, status);
}

export const notFoundError = (what = 'Not found') => new HttpError(404, 'not_found', what);

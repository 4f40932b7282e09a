import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The JSON error of DESIGN "The HTTP API": `{ error: { code, message, fields? } }`. */
export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]>; fieldMessages?: Record<string, string>; requestId?: string; retryAfter?: number; conflict?: unknown };
};

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Each field's error as a sentence in the caller's language, beside its stable code in `fields`. */
    readonly fieldMessages?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A 429: the answer carries `Retry-After` (seconds) and the same number as `retryAfter` in the JSON error. */
export class TooManyRequestsError extends HttpError {
  readonly retryAfter: number;

  constructor(msBeforeNext: number) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    super(429, 'rate_limited', `Too many attempts; try again in ${seconds} s`);
    this.retryAfter = seconds;
  }
}

/**
 * A 503 for work the server has no room for now (the image queue is full): the answer carries
 * `Retry-After` (seconds) and `retryAfter` in the JSON error, as a 429 does.
 */
export class BusyError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(503, 'busy', `The server is busy; try again in ${retryAfter} s`);
  }
}

/** What a storage 503 asks a client to wait. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * A 503 when the object storage (S3) cannot be reached, answers with an error, or does not answer
 * within its timeout: nothing was changed (the caller's write is undone, lib/storage/index.ts), so
 * sending again later is safe. Carries Retry-After like BusyError; its own code.
 */
export class StorageUnavailableError extends BusyError {
  override readonly code: string = 'storage_unavailable';

  constructor(retryAfter = STORAGE_RETRY_AFTER_SECONDS, options?: { cause?: unknown }) {
    super(retryAfter);
    this.message = `File storage is unavailable; try again in ${retryAfter} s`;
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export function errorJson(c: Context, status: ContentfulStatusCode, code: string, message: string, fields?: Record<string, string[]>, fieldMessages?: Record<string, string>) {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}), ...(fieldMessages ? { fieldMessages } : {}) } };
  return c.json(body, status);
}

export const notFoundError = (what = 'Not found') => new HttpError(404, 'not_found', what);

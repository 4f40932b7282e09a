import { randomUUID } from 'node:crypto';

/** The request header that names one request in the logs, from the client or the front door to the API's answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits, `.`, `_`, `-`: nothing a log line, a header or an HTML page could read as markup or a new line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A client's X-Request-Id kept only in the safe format; anything else (or none) gets a fresh UUID. */
export function acceptRequestId(value: string | string[] | null | undefined): string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

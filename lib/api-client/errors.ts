/** Per-field messages from the server, e.g. { email: 'Already registered' }. */
export type ApiFieldErrors = Record<string, string>;

/** Every failed call of the client: non-2xx answers, and network failures (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: ApiFieldErrors;
  /** On a 429: seconds until a retry may succeed (Retry-After), e.g. to show "try again in 3 min". */
  readonly retryAfter?: number;
  /** On a 409 edit_conflict: the stored item, its version and the fields that differ (lib/business/edit-conflict.ts). */
  conflict?: { version: number; current: unknown; changed: string[] };
  /** On a 409 slot_taken of a booking call: the doctor's next free times (lib/booking/errors.ts). */
  next?: { start: string; end: string }[];

  constructor(status: number, code: string, message: string, fields?: ApiFieldErrors, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, 'network', cause instanceof Error ? cause.message : 'Network request failed');
  error.cause = cause;
  return error;
}

/**
 * Reads the server's `{ error: { code, message, fields?, retryAfter? } }` (DESIGN "The HTTP API").
 * A proxy or a crash may answer with HTML or nothing, so anything else becomes
 * `http_{status}` with the status text, keeping the status for callers to branch on.
 * The wait of a 429 comes from the body, else from the Retry-After header (seconds or a date).
 */
export function errorFromResponse(status: number, statusText: string, bodyText: string, retryAfterHeader?: string | null): ApiError {
  const fallback = statusText || `Request failed with status ${status}`;
  const payload = parseJson(bodyText);
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : null;
  const retryAfter = readSeconds(error?.retryAfter) ?? parseRetryAfter(retryAfterHeader);
  if (!error) return new ApiError(status, `http_${status}`, fallback, undefined, retryAfter);
  const code = typeof error.code === 'string' && error.code ? error.code : `http_${status}`;
  const message = typeof error.message === 'string' && error.message ? error.message : fallback;
  const result = new ApiError(status, code, message, readFields(error.fields), retryAfter);
  const conflict = error.conflict;
  if (isRecord(conflict) && typeof conflict.version === 'number' && Array.isArray(conflict.changed)) {
    result.conflict = { version: conflict.version, current: conflict.current, changed: conflict.changed.filter((name): name is string => typeof name === 'string') };
  }
  if (Array.isArray(error.next)) {
    result.next = error.next.filter((item): item is { start: string; end: string } => isRecord(item) && typeof item.start === 'string' && typeof item.end === 'string');
  }
  return result;
}

function readSeconds(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
}

/** Retry-After is delay-seconds or an HTTP date (RFC 9110 10.2.3). */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

// Servers may send one message or a list per field; the forms show one.
function readFields(value: unknown): ApiFieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const fields: ApiFieldErrors = {};
  for (const [name, message] of Object.entries(value)) {
    const first = Array.isArray(message) ? message.find((m) => typeof m === 'string') : message;
    if (typeof first === 'string') fields[name] = first;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

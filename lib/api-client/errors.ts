/** Per-field messages from the server, e.g. { email: 'Already registered' }. */
export type ApiFieldErrors = Record<string, string>;

/** Every failed call of the client: non-2xx answers, and network failures (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: ApiFieldErrors;

  constructor(status: number, code: string, message: string, fields?: ApiFieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
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
 * Reads the server's `{ error: { code, message, fields? } }` (DESIGN "The HTTP API").
 * A proxy or a crash may answer with HTML or nothing, so anything else becomes
 * `http_{status}` with the status text, keeping the status for callers to branch on.
 */
export function errorFromResponse(status: number, statusText: string, bodyText: string): ApiError {
  const fallback = statusText || `Request failed with status ${status}`;
  const payload = parseJson(bodyText);
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : null;
  if (!error) return new ApiError(status, `http_${status}`, fallback);
  const code = typeof error.code === 'string' && error.code ? error.code : `http_${status}`;
  const message = typeof error.message === 'string' && error.message ? error.message : fallback;
  return new ApiError(status, code, message, readFields(error.fields));
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

/**
 * Is this error PostgreSQL being unreachable (stopped, restarting, refusing connections, the
 * network gone) rather than a fault of the query or of our code? Callers answer it with
 * "try again later" (the API's 503, a job's retry) instead of an internal error.
 */

// SQLSTATE class 08 (connection exception); the server shutting down or starting (57P01–57P03);
// no connection slot left (53300).
const UNAVAILABLE_SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '08007', '57P01', '57P02', '57P03', '53300']);

// The socket's errors: nothing listens, the connection was cut, the host or its name is gone.
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN']);

// node-postgres and pg-pool say so in words only: a connection cut mid-query, the pool's connect timeout.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function own(error: ErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True for PostgreSQL being unavailable, also when wrapped: Drizzle's query error keeps
 * the driver's in `cause`, a connect to several addresses throws an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const value = error as ErrorLike;
  if (own(value)) return true;
  if (Array.isArray(value.errors) && value.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(value.cause, depth + 1);
}

/** How long a caller is told to wait before trying again (the API's Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * What this process last saw of PostgreSQL: `down` from an unavailable error anywhere (a
 * lost idle connection, a failed query of the API, the proxy or a page), `up` again on a new
 * connection. Kept on globalThis: the proxy, the pages and the API of one `next start` are
 * separate bundles in one process.
 */
type AvailabilityState = { down: boolean; since: number };
const holder = globalThis as unknown as { __clinicDatabaseState?: AvailabilityState };
const state = (holder.__clinicDatabaseState ??= { down: false, since: 0 });

/** Notes an error: PostgreSQL counts as down when the error says it is unavailable. */
export function noteDatabaseError(error: unknown): void {
  if (!state.down && isDatabaseUnavailable(error)) {
    state.down = true;
    state.since = Date.now();
  }
}

/** Notes that a connection to PostgreSQL just worked. */
export function noteDatabaseUp(): void {
  state.down = false;
}

/** True while the last news of PostgreSQL was an unavailable error. */
export function databaseSeemsDown(): boolean {
  return state.down;
}

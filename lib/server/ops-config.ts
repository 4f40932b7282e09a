/**
 * The operator's settings of a web instance (README.md, the environment table; deploy/README.md,
 * "Health, metrics, logs, shutdown"). LOG_LEVEL is read by lib/log.ts.
 */
export type OpsConfig = {
  /** METRICS_TOKEN: /metrics wants it as a bearer token; unset, /metrics answers direct loopback requests only. */
  metricsToken: string | undefined;
  /** READYZ_TIMEOUT_MS: how long /readyz waits for PostgreSQL (default 2000). */
  readyTimeoutMs: number;
  /** SHUTDOWN_DELAY_MS: after SIGTERM, how long the instance keeps taking connections while /readyz says 503 (default 0). */
  shutdownDelayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long requests and jobs in flight may take after SIGTERM before they are cut (default 10000). */
  shutdownTimeoutMs: number;
};

function milliseconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`expected a number of milliseconds, got "${value}"`);
  return number;
}

/** Read at start; a malformed value stops the instance with a message naming it. */
export function opsConfig(env: Record<string, string | undefined> = process.env): OpsConfig {
  const read = (name: string, fallback: number) => {
    try {
      return milliseconds(env[name], fallback);
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`);
    }
  };
  return {
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    readyTimeoutMs: read('READYZ_TIMEOUT_MS', 2000) || 2000,
    shutdownDelayMs: read('SHUTDOWN_DELAY_MS', 0),
    shutdownTimeoutMs: read('SHUTDOWN_TIMEOUT_MS', 10_000),
  };
}

import pg from 'pg';
import { connectionOptions, databaseUrl, getPool } from '@/lib/db/client';
import { logger } from '@/lib/log';
import { forgetCompany, forgetTenants } from './tenant-lookup';

/**
 * Every instance's proxy keeps host/slug lookups in memory (lib/tenants/tenant-lookup.ts). A change
 * of a company's slug, domains, name or status on one instance reaches the others through
 * PostgreSQL's LISTEN/NOTIFY on this channel, the payload being the company code: each web process
 * listens on one connection of its own and forgets that company's entries at once, instead of
 * answering its old entry for up to TENANT_CACHE_TTL_MS.
 */
export const TENANT_CHANNEL = 'tenant_changes';

/** Tells every listening instance (this one included) that the company's slug, domains, name or status changed. */
export async function notifyTenantChange(code: string): Promise<void> {
  await getPool().query('SELECT pg_notify($1, $2)', [TENANT_CHANNEL, code]);
}

export type TenantChangeListener = {
  /** Whether the LISTEN connection is up now. */
  readonly connected: boolean;
  /** Connections failed or lost since it started (each one retried). */
  readonly failures: number;
  /** Ends the connection and any reconnection; resolves once the connection is closed. */
  stop(): Promise<void>;
};

export type TenantChangeListenerOptions = {
  /** Defaults to DATABASE_URL. */
  connectionString?: string;
  /** A change of this company code (from any instance). */
  onChange: (code: string) => void;
  /**
   * After each connection (the first included): notifications sent while it was down are lost,
   * so whatever was cached before may be stale.
   */
  onConnected?: () => void;
  /** Backoff between attempts after PostgreSQL went away: from minDelayMs, doubling, up to maxDelayMs (default 250 ms .. 30 s). */
  minDelayMs?: number;
  maxDelayMs?: number;
};

/**
 * One dedicated pg client that LISTENs on TENANT_CHANNEL. When PostgreSQL goes away (a restart, a
 * failover, a dropped connection) it reconnects with backoff and jitter, forever, logging a warning;
 * it never throws and never ends the process. Its timers do not keep the process alive.
 */
export function listenForTenantChanges(options: TenantChangeListenerOptions): TenantChangeListener {
  const connectionString = options.connectionString ?? databaseUrl();
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 30_000;
  let stopped = false;
  let connected = false;
  let attempt = 0;
  let failures = 0;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  function retry(error: unknown) {
    if (stopped) return;
    failures += 1;
    const delay = Math.round(Math.min(maxDelay, minDelay * 2 ** attempt) * (0.5 + Math.random() / 2));
    attempt += 1;
    logger.warn({ err: error, delayMs: delay, attempt }, 'tenant changes: no connection to PostgreSQL, listening again soon');
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const own = new pg.Client({ connectionString, ...connectionOptions() });
    client = own;
    let lost = false;
    const lose = (error: unknown) => {
      if (lost) return;
      lost = true;
      connected = false;
      if (client === own) client = null;
      own.end().catch(() => undefined);
      retry(error);
    };
    own.on('error', lose);
    own.on('end', () => lose(new Error('connection ended')));
    own.on('notification', (message) => {
      if (message.channel !== TENANT_CHANNEL || !message.payload) return;
      try {
        options.onChange(message.payload);
      } catch (error) {
        logger.error({ err: error, code: message.payload }, 'tenant changes: handler failed');
      }
    });
    try {
      await own.connect();
      await own.query(`LISTEN ${TENANT_CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (lost) return;
    if (stopped) {
      await own.end().catch(() => undefined);
      return;
    }
    connected = true;
    if (attempt > 0) logger.info({ attempts: attempt }, 'tenant changes: listening again');
    attempt = 0;
    options.onConnected?.();
  }

  void connect();

  return {
    get connected() {
      return connected;
    },
    get failures() {
      return failures;
    },
    async stop() {
      stopped = true;
      connected = false;
      if (timer) clearTimeout(timer);
      timer = null;
      const own = client;
      client = null;
      if (own) {
        own.removeAllListeners('end');
        own.on('error', () => undefined);
        await own.end().catch(() => undefined);
      }
    },
  };
}

/**
 * This process's listener (one per process, on globalThis; started by instrumentation.ts in every
 * web process): a change forgets that company's lookups, a (re)connection forgets them all.
 */
export function startTenantChangeListener(): TenantChangeListener {
  const holder = globalThis as unknown as { __clinicTenantListener?: TenantChangeListener };
  holder.__clinicTenantListener ??= listenForTenantChanges({ onChange: forgetCompany, onConnected: forgetTenants });
  return holder.__clinicTenantListener;
}

import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseSeemsDown, noteDatabaseError, noteDatabaseUp } from './availability';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** The database handle inside `getDb().transaction(…)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

type DbGlobal = { __clinicPool?: pg.Pool; __clinicDb?: Database };
const holder = globalThis as unknown as DbGlobal;

/** The connection string; the launcher sets it when it starts the embedded PostgreSQL. */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm run dev` or `npm start`, which start the embedded PostgreSQL');
  return url;
}

/**
 * How long a new connection may take before the caller gets an error (pg waits forever by
 * default: a PostgreSQL that drops packets would hang every request), and TCP keepalive so a
 * connection to a vanished server is noticed. pg-boss's pool takes the same.
 */
export function connectionOptions(): { connectionTimeoutMillis: number; keepAlive: boolean } {
  const timeout = Number(process.env.DATABASE_CONNECT_TIMEOUT_MS);
  return { connectionTimeoutMillis: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000, keepAlive: true };
}

/** One pool per process, kept across hot reloads in development. */
export function getPool(): pg.Pool {
  if (!holder.__clinicPool) {
    const pool = new pg.Pool({ connectionString: databaseUrl(), max: Number(process.env.DATABASE_POOL_SIZE ?? 10), ...connectionOptions() });
    // An idle connection closed by the server (a restart, a failover) is dropped by the pool; it must not crash the process.
    pool.on('error', (error) => {
      noteDatabaseError(error);
      console.error('postgres: idle connection lost:', error.message);
    });
    pool.on('connect', noteDatabaseUp);
    holder.__clinicPool = pool;
  }
  return holder.__clinicPool;
}

export function getDb(): Database {
  holder.__clinicDb ??= drizzle(getPool(), { schema });
  return holder.__clinicDb;
}

export async function closeDb(): Promise<void> {
  const pool = holder.__clinicPool;
  holder.__clinicPool = undefined;
  holder.__clinicDb = undefined;
  await pool?.end();
}

type ProbeGlobal = { __clinicDatabaseProbe?: { running?: Promise<void>; at: number } };
const probe = ((globalThis as unknown as ProbeGlobal).__clinicDatabaseProbe ??= { at: 0 });

/**
 * Whether PostgreSQL can be used now, cheaply: no query while nothing said otherwise; once
 * an unavailable error was seen, one `SELECT 1` at most every second (shared by concurrent
 * callers) finds out when it is back. The proxy asks this before every page it hands to Next.
 */
export async function databaseReachable(): Promise<boolean> {
  if (!databaseSeemsDown()) return true;
  if (!probe.running && Date.now() - probe.at >= 1000) {
    probe.running = getPool()
      .query('SELECT 1')
      .then(noteDatabaseUp, noteDatabaseError)
      .finally(() => {
        probe.at = Date.now();
        probe.running = undefined;
      });
  }
  await probe.running;
  return !databaseSeemsDown();
}

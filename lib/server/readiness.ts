import { databaseReachable, getPool } from '@/lib/db/client';
import { noteDatabaseError } from '@/lib/db/availability';
import { journalTimes, migrationStatus, MIGRATIONS_FOLDER } from '@/lib/db/migrate';

/**
 * `GET /readyz`: may this instance take traffic? Yes when PostgreSQL answers a query within a
 * short time and every committed migration is applied (an instance started against a database
 * a newer release has not migrated yet must not serve). The front door adds "no" while it
 * drains (lib/server/front-door/, lib/server/graceful.ts).
 */
export type NotReadyReason = 'draining' | 'database_unreachable' | 'migrations_pending';
export type Readiness = { ready: true; migrations: number } | { ready: false; reason: NotReadyReason; message: string };

export type ReadinessOptions = {
  /** How long the database may take to answer (default 2000 ms; READYZ_TIMEOUT_MS through lib/server/ops-config.ts). */
  timeoutMs?: number;
  /** The migrations the database must have (default lib/db/migrations). */
  migrationsFolder?: string;
  /** A result is reused this long, and concurrent probes share one check (default 1000 ms). */
  reuseMs?: number;
};

const UNREACHABLE = (message: string): Readiness => ({ ready: false, reason: 'database_unreachable', message });

async function check(folder: string): Promise<Readiness> {
  try {
    journalTimes(folder);
  } catch (error) {
    // The instance cannot tell what its database needs: not ready, and not the database's fault.
    return { ready: false, reason: 'migrations_pending', message: `the migrations cannot be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  // While an outage is known (lib/db/availability.ts), this shares its one probe a second.
  if (!(await databaseReachable())) return UNREACHABLE('PostgreSQL is unreachable');
  try {
    const status = await migrationStatus((text) => getPool().query(text), folder);
    if (status.pending > 0) return { ready: false, reason: 'migrations_pending', message: `${status.pending} of ${status.expected} migrations are not applied` };
    return { ready: true, migrations: status.expected };
  } catch (error) {
    noteDatabaseError(error);
    return UNREACHABLE(`PostgreSQL did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A readiness check: a query on the process's pool (so it also proves the pool has reconnected after an outage). */
export function createReadinessCheck(options: ReadinessOptions = {}): () => Promise<Readiness> {
  const folder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const reuseMs = options.reuseMs ?? 1000;
  let running: Promise<Readiness> | undefined;
  let last: { at: number; result: Readiness } | undefined;
  return () => {
    if (last && Date.now() - last.at < reuseMs) return Promise.resolve(last.result);
    if (running) return running;
    const timeoutMs = options.timeoutMs ?? 2000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Readiness>((resolve) => {
      timer = setTimeout(() => resolve(UNREACHABLE(`PostgreSQL did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    const checked = check(folder).catch((error: unknown) => UNREACHABLE(error instanceof Error ? error.message : String(error)));
    running = Promise.race([checked, timeout]).then((result) => {
      clearTimeout(timer);
      last = { at: Date.now(), result };
      running = undefined;
      return result;
    });
    return running;
  };
}

import PgBoss from 'pg-boss';
import { connectionOptions, databaseUrl } from '@/lib/db/client';
import { logger } from '@/lib/log';
import type { JobQueue } from './queue';

/** Jobs live in PostgreSQL next to the data (DESIGN "jobs"), in their own schema. */
export const JOBS_SCHEMA = 'pgboss';

/** Runs SQL on a caller's connection, so a job is inserted in the caller's transaction. */
export type JobExecutor = PgBoss.Db;

type BossGlobal = { __clinicBoss?: Promise<PgBoss>; __clinicQueues?: Map<string, Promise<void>> };
const holder = globalThis as unknown as BossGlobal;

async function startBoss(): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl(),
    ...connectionOptions(),
    schema: JOBS_SCHEMA,
    max: Number(process.env.JOBS_POOL_SIZE ?? 4),
    application_name: 'clinic-jobs',
    // No cron jobs: the clock monitor would only cost queries.
    schedule: false,
  });
  // pg-boss reports lost connections and failed maintenance here; unhandled, they would crash the process.
  boss.on('error', (error) => logger.error({ err: error }, 'jobs: pg-boss error'));
  await boss.start();
  return boss;
}

/** One pg-boss per process (kept across hot reloads), started on first use; installs its schema when missing. */
export function getBoss(): Promise<PgBoss> {
  holder.__clinicBoss ??= startBoss().catch((error) => {
    holder.__clinicBoss = undefined;
    throw error;
  });
  return holder.__clinicBoss;
}

/** The queue exists in pg-boss (10 refuses jobs for a missing queue); created once per process. */
export async function ensureQueue(boss: PgBoss, queue: JobQueue<never>): Promise<void> {
  const created = (holder.__clinicQueues ??= new Map());
  let pending = created.get(queue.name);
  if (!pending) {
    pending = boss.createQueue(queue.name, { name: queue.name, ...queue.options() }).catch((error) => {
      created.delete(queue.name);
      throw error;
    });
    created.set(queue.name, pending);
  }
  await pending;
}

/** When a job may run: not before `startAfter` (a scheduled job). */
export type SendTiming = { startAfter?: Date };

/** Adds a job; with `executor` it commits or rolls back with the caller's transaction. */
export async function sendJob<T extends object>(queue: JobQueue<T>, data: T, executor?: JobExecutor, timing: SendTiming = {}): Promise<string> {
  const boss = await getBoss();
  await ensureQueue(boss, queue as JobQueue<never>);
  const options = { ...queue.options(), ...(timing.startAfter && { startAfter: timing.startAfter }) };
  const id = await boss.send(queue.name, data, executor ? { ...options, db: executor } : options);
  if (!id) throw new Error(`jobs: the ${queue.name} job was not created`);
  return id;
}

/** Stops workers (letting running jobs finish) and closes pg-boss's pool. */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  const pending = holder.__clinicBoss;
  holder.__clinicBoss = undefined;
  holder.__clinicQueues = undefined;
  const boss = await pending?.catch(() => undefined);
  await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs });
}

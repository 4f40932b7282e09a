import PgBoss from 'pg-boss';
import { databaseUrl } from '@/lib/db/client';
import { logger } from '@/lib/log';
import { QUEUES } from './queues';

/** Jobs live in PostgreSQL next to the data (DESIGN "jobs"), in their own schema. */
export const JOBS_SCHEMA = 'pgboss';

/** Runs SQL on a caller's connection, so a job is inserted in the caller's transaction. */
export type JobExecutor = PgBoss.Db;

type BossGlobal = { __clinicBoss?: Promise<PgBoss> };
const holder = globalThis as unknown as BossGlobal;

async function startBoss(): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl(),
    schema: JOBS_SCHEMA,
    max: Number(process.env.JOBS_POOL_SIZE ?? 4),
    application_name: 'clinic-jobs',
    // No cron jobs: the clock monitor would only cost queries.
    schedule: false,
  });
  // pg-boss reports lost connections and failed maintenance here; unhandled, they would crash the process.
  boss.on('error', (error) => logger.error({ err: error }, 'jobs: pg-boss error'));
  await boss.start();
  for (const queue of QUEUES) await boss.createQueue(queue.name, { name: queue.name, ...queue.options() });
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

/** Adds a job; with `executor` it commits or rolls back with the caller's transaction. */
export async function sendJob(name: string, data: object, options: PgBoss.SendOptions = {}, executor?: JobExecutor): Promise<string> {
  const boss = await getBoss();
  const id = await boss.send(name, data, executor ? { ...options, db: executor } : options);
  if (!id) throw new Error(`jobs: the ${name} job was not created`);
  return id;
}

/** Stops workers (letting running jobs finish) and closes pg-boss's pool. */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  const pending = holder.__clinicBoss;
  holder.__clinicBoss = undefined;
  const boss = await pending?.catch(() => undefined);
  await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs });
}

/**
 * `npm run worker` (through scripts/launch.ts, which provides DATABASE_URL): the job worker
 * on its own, for the scaled setup where the web instances run with JOBS_IN_PROCESS=false.
 */
import { closeDb } from '../lib/db/client';
import { stopWorker } from '../lib/jobs/worker';
import { startJobWorker } from '../lib/server/job-queues';
import { opsConfig } from '../lib/server/ops-config';

const log = (message: string) => console.log(`[worker] ${message}`);

async function main() {
  const { shutdownTimeoutMs } = opsConfig();
  await startJobWorker();
  log(`processing jobs; mail goes ${process.env.SMTP_URL ? 'through SMTP_URL' : 'to the dev outbox (.data/outbox)'}`);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Jobs in flight finish (up to SHUTDOWN_TIMEOUT_MS; one cut off runs again once it expires);
    // queued ones stay in PostgreSQL for the next worker.
    log(`${signal}: letting running jobs finish`);
    await stopWorker(shutdownTimeoutMs);
    await closeDb();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('[worker] failed:', error);
  process.exit(1);
});

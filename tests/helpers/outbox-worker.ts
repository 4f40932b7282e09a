import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { stopWorker } from '@/lib/jobs/worker';
import { seedDemoData } from '@/lib/seed';
import { startJobWorker } from '@/lib/server/job-queues';

/**
 * For a describe block: the demo data, and the job worker delivering mail and SMS to a dev outbox
 * of its own (a fresh folder, no SMTP, no SMS gateway), polling every half second; all stopped
 * after. Answers the outbox folder (read it inside the tests).
 */
export function useOutboxWorker(prefix: string): () => string {
  let outboxDir = '';
  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), `${prefix}-outbox-`));
    process.env.OUTBOX_DIR = outboxDir;
    process.env.JOBS_POLL_SECONDS = '0.5';
    delete process.env.SMTP_URL;
    delete process.env.SMS_GATEWAY;
    await seedDemoData();
    await startJobWorker();
  });
  afterAll(async () => {
    await stopWorker();
    await rm(outboxDir, { recursive: true, force: true });
    await closeDb();
  });
  return () => outboxDir;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { freePort } from '@/lib/db/embedded';
import { runMigrations } from '@/lib/db/migrate';
import { outbox } from '@/lib/db/schema';
import { JOBS_SCHEMA, stopBoss } from '@/lib/jobs/boss';
import { stopWorker } from '@/lib/jobs/worker';
import { inMailTransaction } from '@/lib/mail/outbox';
import { composeMail } from '@/lib/mail/templates';
import { createSmtpServer } from '../helpers/smtp';
import { waitFor } from '../helpers/wait';

/**
 * Issue 21: the job worker (`npm run worker`: scripts/worker.ts, as it runs) on SIGTERM finishes
 * the job it is running and leaves the queued ones, which another worker then runs. The job in
 * flight is a mail whose SMTP server holds its answer until the worker has received the signal.
 * A database of its own, so no other test's jobs are in its queues.
 */

const DATABASE = 'clinic_worker_shutdown';
let databaseUrl = '';
let adminUrl = '';
let smtp: ReturnType<typeof createSmtpServer>;
let smtpPort = 0;
const children: ChildProcess[] = [];

function worker() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOBS_POLL_SECONDS: '0.5', SHUTDOWN_TIMEOUT_MS: '30000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const state = { output: '' };
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => (state.output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, state, exited };
}

const queueMail = (subject: string) => inMailTransaction((_db, queue) => queue(composeMail('test', 'patient@example.kz', 'Clinic', subject, [{ paragraph: subject }])));
const row = async (id: number) => (await getDb().select({ status: outbox.status, meta: outbox.meta }).from(outbox).where(eq(outbox.id, id)))[0];
async function jobState(outboxId: number): Promise<string | undefined> {
  const result = await getDb().execute<{ state: string }>(sql.raw(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE name = 'mail.send' AND (data->>'outboxId')::int = ${outboxId}`));
  return result.rows[0]?.state;
}

beforeAll(async () => {
  await stopWorker();
  await closeDb();
  // A fresh database next to the test one.
  adminUrl = process.env.DATABASE_URL!;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DATABASE}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${DATABASE}`;
  databaseUrl = url.toString();
  process.env.DATABASE_URL = databaseUrl;
  await runMigrations();
  smtpPort = await freePort();
  smtp = createSmtpServer(smtpPort);
  smtp.state.mode = 'accepting';
  await smtp.listen();
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await stopBoss();
  await closeDb();
  await smtp?.close();
  if (adminUrl) {
    process.env.DATABASE_URL = adminUrl;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
    await admin.end();
  }
}, 60_000);

describe('the worker on SIGTERM', () => {
  it('finishes the job in flight, exits 0, and leaves the queued job to the next worker', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    smtp.state.beforeReply = () => held;

    const first = worker();
    expect(await waitFor(async () => first.state.output.includes('processing jobs'), Boolean, 60_000)).toBe(true);
    const inFlight = await queueMail('in flight');
    // The worker has handed the mail to SMTP and waits for its answer: the job is running.
    await waitFor(async () => smtp.state.received.length, (count) => count === 1, 30_000);
    expect(await jobState(inFlight)).toBe('active');
    const queued = await queueMail('queued');

    first.child.kill('SIGTERM');
    expect(await waitFor(async () => first.state.output.includes('SIGTERM: letting running jobs finish'), Boolean, 30_000)).toBe(true);
    release();
    expect(await first.exited).toEqual({ code: 0, signal: null });

    // The job in flight completed and its mail is marked sent; the queued one was not touched.
    expect(await row(inFlight)).toMatchObject({ status: 'sent' });
    expect(await jobState(inFlight)).toBe('completed');
    expect(await row(queued)).toMatchObject({ status: 'queued' });
    expect(await jobState(queued)).toBe('created');
    expect(smtp.state.received).toHaveLength(1);

    const second = worker();
    const sent = await waitFor(() => row(queued), (value) => value?.status === 'sent', 60_000);
    expect(sent).toMatchObject({ status: 'sent' });
    expect(smtp.state.received.map((mail) => mail.messageId)).toEqual([(await row(inFlight)).meta, sent.meta].map((meta) => (meta as { messageId: string }).messageId));
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 180_000);
});

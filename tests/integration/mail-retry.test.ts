import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { outbox, questions } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/api-app';
import { JOBS_SCHEMA } from '@/lib/jobs/boss';
import { MAIL_QUEUE } from '@/lib/mail/queue';
import { stopWorker } from '@/lib/jobs/worker';
import { startJobWorker } from '@/lib/server/job-queues';
import { apiHeaders } from '../helpers/api';
import { waitFor } from '../helpers/wait';

/**
 * A tiny SMTP server: while `down` it answers every connection with 421 (service not
 * available) and hangs up; otherwise it accepts mail and keeps what it received.
 */
function startSmtpServer() {
  const state = { down: true, refused: 0, received: [] as { rcpt: string[]; data: string }[] };
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    if (state.down) {
      state.refused += 1;
      socket.end('421 4.3.2 Service not available, try again later\r\n');
      return;
    }
    let buffer = '';
    let inData = false;
    let current = { rcpt: [] as string[], data: '' };
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          state.received.push(current);
          current = { rcpt: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-test.local\r\n250 8BITMIME\r\n');
        else if (command === 'RCPT') {
          current.rcpt.push(line);
          socket.write('250 2.1.5 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (command === 'QUIT') socket.end('221 2.0.0 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise<{ state: typeof state; port: number; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ state, port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

type Meta = { attempts?: number; lastError?: string };
const app = createApiApp();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

describe('mail delivery survives an SMTP outage (DESIGN "jobs": nothing is lost when SMTP is down)', () => {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.MAIL_RETRY_DELAY_SECONDS = '1';
    process.env.JOBS_POLL_SECONDS = '0.5';
    await startJobWorker();
  });

  afterAll(async () => {
    await stopWorker();
    await smtp.close();
    delete process.env.SMTP_URL;
    delete process.env.MAIL_RETRY_DELAY_SECONDS;
    await closeDb();
  });

  it('a question sent while SMTP refuses is stored at once, retried with backoff, and delivered once SMTP recovers', async () => {
    const body = JSON.stringify({ COMPANY_CODE: 'DEMO', name: 'Retry Test', email: 'retry@example.kz', text: 'Is the lab open on Sunday?', consent: true });
    const res = await app.request('/api/w-front/en/v1/questions', { method: 'POST', body, headers: { ...apiHeaders({ body }), 'x-client-address': `10.250.${Date.now() % 250}.1` } });
    // The answer comes while every SMTP connection is refused: it never waited for delivery.
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const stored = () => getDb().select({ id: questions.id }).from(questions).where(eq(questions.id, data.id));
    const mails = () => getDb().select().from(outbox).where(sql`${outbox.meta}->>'questionId' = ${String(data.id)}`).orderBy(outbox.id);
    const jobs = () => getDb().execute<{ state: string; retry_count: number }>(sql`SELECT state, retry_count FROM ${sql.identifier(JOBS_SCHEMA)}.job WHERE name = ${MAIL_QUEUE.name} AND data->>'outboxId' IN (SELECT id::text FROM outbox WHERE meta->>'questionId' = ${String(data.id)})`);
    expect(await stored()).toHaveLength(1);

    // Two failed tries each: the rows wait in the queue with the SMTP error, the jobs are up for retry.
    const failing = await waitFor(mails, (rows) => rows.length === 2 && rows.every((row) => ((row.meta as Meta).attempts ?? 0) >= 2), 30_000);
    expect(failing.map((row) => row.status)).toEqual(['queued', 'queued']);
    expect((failing[0].meta as Meta).lastError).toMatch(/421|greeting|Service not available/i);
    expect(smtp.state.refused).toBeGreaterThanOrEqual(4);
    expect((await jobs()).rows.map((job) => job.state).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/retry|active/)]));
    expect(await stored()).toHaveLength(1);

    smtp.state.down = false;
    const delivered = await waitFor(mails, (rows) => rows.every((row) => row.status === 'sent'), 45_000);
    expect(delivered.map((row) => [row.recipient, row.status])).toEqual([
      ['questions@demo-clinic.kz', 'sent'],
      ['retry@example.kz', 'sent'],
    ]);
    expect(delivered.every((row) => row.sentAt !== null)).toBe(true);
    expect(smtp.state.received.map((mail) => mail.rcpt.join())).toEqual(expect.arrayContaining([expect.stringContaining('questions@demo-clinic.kz'), expect.stringContaining('retry@example.kz')]));
    const finished = await waitFor(jobs, (result) => result.rows.every((job) => job.state === 'completed'), 10_000);
    expect(finished.rows.map((job) => job.state)).toEqual(['completed', 'completed']);
    expect(await stored()).toHaveLength(1);
  }, 90_000);
});

import { desc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { isDatabaseUnavailable } from '@/lib/db/availability';
import { getDb, getPool, type Database } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { outbox } from '@/lib/db/schema';
import { sendJob, type JobExecutor } from '@/lib/jobs/boss';
import type { MailMeta } from './deliver';
import { MAIL_QUEUE, type MailJob } from './queue';
import { newMessageId } from './transport';
import type { OutgoingMail } from './templates';

export type QueueMail = (mail: OutgoingMail, meta?: Record<string, unknown>) => Promise<number>;

/**
 * Runs `work` in one transaction in which mails are queued: the visitor's request, its
 * outbox rows and their mail.send jobs are committed together, or not at all. Nothing here
 * talks to SMTP, so the visitor's answer never waits for it. `jobs` puts another domain's jobs
 * (an SMS) into the same transaction.
 */
export async function inMailTransaction<T>(work: (db: Database, queueMail: QueueMail, jobs: JobExecutor) => Promise<T>): Promise<T> {
  const client = await getPool().connect();
  const db = drizzle(client, { schema });
  const executor: JobExecutor = { executeSql: (text, values) => client.query(text, values) };
  const queueMail: QueueMail = async (mail, meta = {}) => {
    const [row] = await db
      .insert(outbox)
      .values({
        channel: 'email',
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        meta: { ...meta, kind: mail.kind, html: mail.html, replyTo: mail.replyTo, fromName: mail.fromName, headers: mail.headers, messageId: newMessageId(), attempts: 0 } satisfies MailMeta,
        status: 'queued',
      })
      .returning({ id: outbox.id });
    const job: MailJob = { outboxId: row.id };
    await sendJob(MAIL_QUEUE, job, executor);
    return row.id;
  };
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(db, queueMail, executor);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    // A connection cut by a stopped PostgreSQL is dropped, not handed to the next request.
    broken = isDatabaseUnavailable(error) ? (error as Error) : undefined;
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The newest rows first, for the dev outbox page. */
export async function listOutbox(limit = 50) {
  return getDb().select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

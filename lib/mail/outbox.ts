import { desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { getDb, getPool, type Database } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { outbox } from '@/lib/db/schema';
import { sendJob, type JobExecutor } from '@/lib/jobs/boss';
import { MAIL_QUEUE, mailJobOptions, type MailJob } from '@/lib/jobs/queues';
import { logger } from '@/lib/log';
import type { OutgoingMail } from './templates';
import { mailFromAddress, mailTransport } from './transport';

/** What the outbox row keeps besides recipient, subject and text. */
type MailMeta = { kind?: string; html?: string; replyTo?: string; fromName?: string; attempts?: number; lastError?: string; [key: string]: unknown };

export type QueueMail = (mail: OutgoingMail, meta?: Record<string, unknown>) => Promise<number>;

/**
 * Runs `work` in one transaction in which mails are queued: the visitor's request, its
 * outbox rows and their mail.send jobs are committed together, or not at all. Nothing here
 * talks to SMTP, so the visitor's answer never waits for it.
 */
export async function inMailTransaction<T>(work: (db: Database, queueMail: QueueMail) => Promise<T>): Promise<T> {
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
        meta: { ...meta, kind: mail.kind, html: mail.html, replyTo: mail.replyTo, fromName: mail.fromName, attempts: 0 } satisfies MailMeta,
        status: 'queued',
      })
      .returning({ id: outbox.id });
    const job: MailJob = { outboxId: row.id };
    await sendJob(MAIL_QUEUE, job, mailJobOptions(), executor);
    return row.id;
  };
  try {
    await client.query('BEGIN');
    const result = await work(db, queueMail);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The mail.send job: sends one outbox row. A row already delivered is left alone, so a
 * job run twice sends once. On failure the error is kept on the row and thrown, and
 * pg-boss retries later; after the last try the row is marked 'failed' (it stays stored).
 */
export async function deliverOutboxMail(id: number, { lastAttempt = false } = {}): Promise<'sent' | 'outbox' | 'skipped'> {
  const db = getDb();
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  if (!row || row.channel !== 'email' || row.status === 'sent' || row.status === 'outbox') return 'skipped';
  const meta = row.meta as MailMeta;
  const attempts = (meta.attempts ?? 0) + 1;
  const transport = mailTransport();
  try {
    await transport.send({
      id: row.id,
      from: { name: meta.fromName ?? '', address: mailFromAddress() },
      to: row.recipient,
      replyTo: meta.replyTo,
      subject: row.subject ?? '',
      text: row.body,
      html: meta.html,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(outbox)
      .set({ status: lastAttempt ? 'failed' : 'queued', meta: { ...meta, attempts, lastError: message.slice(0, 500) } })
      .where(eq(outbox.id, id));
    logger.warn({ outboxId: id, attempts, lastAttempt, err: message }, 'mail: delivery failed');
    throw error;
  }
  const { lastError: _lastError, ...rest } = meta;
  await db
    .update(outbox)
    .set({ status: transport.kind === 'smtp' ? 'sent' : 'outbox', sentAt: new Date(), meta: { ...rest, attempts } })
    .where(eq(outbox.id, id));
  return transport.kind === 'smtp' ? 'sent' : 'outbox';
}

/** The newest rows first, for the dev outbox page. */
export async function listOutbox(limit = 50) {
  return getDb().select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

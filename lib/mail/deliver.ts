import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { mailFromAddress, mailTransport } from './transport';

/** What the outbox row keeps besides recipient, subject and text. */
export type MailMeta = { kind?: string; html?: string; replyTo?: string; fromName?: string; attempts?: number; lastError?: string; [key: string]: unknown };

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

import { eq } from 'drizzle-orm';
import { isDatabaseUnavailable } from '@/lib/db/availability';
import { getDb } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { mailFromAddress, mailTransport, newMessageId } from './transport';

/** What the outbox row keeps besides recipient, subject and text. */
export type MailMeta = {
  kind?: string;
  html?: string;
  replyTo?: string;
  fromName?: string;
  headers?: Record<string, string>;
  messageId?: string;
  attempts?: number;
  lastError?: string;
  [key: string]: unknown;
};

type Delivered = { status: 'sent' | 'outbox'; sentAt: Date; meta: MailMeta };

/**
 * Rows this process handed over (to SMTP or the outbox folder) whose new status is not stored
 * yet, because PostgreSQL went away in between. A retry of such a row stores the status and
 * does not send again.
 */
type DeliverGlobal = { __clinicUnrecordedMail?: Map<number, Delivered> };
const holder = globalThis as unknown as DeliverGlobal;
const unrecorded = (holder.__clinicUnrecordedMail ??= new Map());

/** How long a delivered mail's status is retried while PostgreSQL is down, within one try of the job (its expiry is 120 s). */
const STORE_DELIVERED_FOR_MS = 60_000;

async function storeDelivered(id: number, delivered: Delivered): Promise<void> {
  await getDb().update(outbox).set(delivered).where(eq(outbox.id, id));
  unrecorded.delete(id);
}

/** Stores the status of a mail that is out, trying again while PostgreSQL is unavailable. */
async function storeDeliveredPatiently(id: number, delivered: Delivered): Promise<void> {
  unrecorded.set(id, delivered);
  const until = Date.now() + STORE_DELIVERED_FOR_MS;
  for (let wait = 500; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      return await storeDelivered(id, delivered);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + wait > until) throw error;
      logger.warn({ outboxId: id, err: error instanceof Error ? error.message : String(error) }, 'mail: delivered, but the database is unavailable; storing the status again soon');
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * The mail.send job: sends one outbox row. A row already delivered is left alone, so a
 * job run twice sends once; so is a row this process delivered but could not yet mark as
 * delivered (PostgreSQL was down). On failure the error is kept on the row and thrown, and
 * pg-boss retries later; after the last try the row is marked 'failed' (it stays stored).
 * Every try sends the row's own Message-ID.
 */
export async function deliverOutboxMail(id: number, { lastAttempt = false } = {}): Promise<'sent' | 'outbox' | 'skipped'> {
  const pending = unrecorded.get(id);
  if (pending) {
    await storeDelivered(id, pending);
    return 'skipped';
  }
  const db = getDb();
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  if (!row || row.channel !== 'email' || row.status === 'sent' || row.status === 'outbox') return 'skipped';
  const meta = row.meta as MailMeta;
  const messageId = meta.messageId ?? newMessageId();
  const attempts = (meta.attempts ?? 0) + 1;
  const transport = mailTransport();
  try {
    await transport.send({
      id: row.id,
      messageId,
      from: { name: meta.fromName ?? '', address: mailFromAddress() },
      to: row.recipient,
      replyTo: meta.replyTo,
      subject: row.subject ?? '',
      text: row.body,
      html: meta.html,
      headers: meta.headers,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(outbox)
      .set({ status: lastAttempt ? 'failed' : 'queued', meta: { ...meta, messageId, attempts, lastError: message.slice(0, 500) } })
      .where(eq(outbox.id, id));
    logger.warn({ outboxId: id, attempts, lastAttempt, err: message }, 'mail: delivery failed');
    throw error;
  }
  const { lastError: _lastError, ...rest } = meta;
  const status = transport.kind === 'smtp' ? 'sent' : 'outbox';
  await storeDeliveredPatiently(id, { status, sentAt: new Date(), meta: { ...rest, messageId, attempts } });
  return status;
}

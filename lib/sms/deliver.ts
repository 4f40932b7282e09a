import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { smsSender } from './sender';

/** What an SMS row keeps besides recipient and text. */
export type SmsMeta = { kind?: string; attempts?: number; lastError?: string; gateway?: string; providerId?: string; [key: string]: unknown };

/**
 * The sms.send job: sends one outbox row of channel 'sms'. A row already delivered is left
 * alone, so a job run twice sends once. On failure the error is kept on the row and thrown, and
 * pg-boss retries; after the last try the row is marked 'failed' (it stays stored).
 */
export async function deliverOutboxSms(id: number, { lastAttempt = false } = {}): Promise<'sent' | 'outbox' | 'skipped'> {
  const db = getDb();
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  if (!row || row.channel !== 'sms' || row.status === 'sent' || row.status === 'outbox') return 'skipped';
  const meta = row.meta as SmsMeta;
  const attempts = (meta.attempts ?? 0) + 1;
  let result: { providerId?: string };
  let gateway: string;
  try {
    const sender = smsSender();
    gateway = sender.kind;
    result = await sender.send({ id: row.id, to: row.recipient, text: row.body });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(outbox)
      .set({ status: lastAttempt ? 'failed' : 'queued', meta: { ...meta, attempts, lastError: message.slice(0, 500) } })
      .where(eq(outbox.id, id));
    logger.warn({ outboxId: id, attempts, lastAttempt, err: message }, 'sms: delivery failed');
    throw error;
  }
  const { lastError: _lastError, ...rest } = meta;
  const status = gateway === 'outbox' ? 'outbox' : 'sent';
  await db
    .update(outbox)
    .set({ status, sentAt: new Date(), meta: { ...rest, attempts, gateway, ...(result.providerId ? { providerId: result.providerId } : {}) } })
    .where(eq(outbox.id, id));
  return status;
}

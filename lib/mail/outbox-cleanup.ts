import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { likeContaining } from '@/lib/db/like';
import { outbox } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { outboxDir } from './transport';

/**
 * Outbox rows (mail and SMS) are the delivery queue and the mail log; they hold addresses,
 * names and texts. A row is deleted this long after it was written once it is no longer
 * queued (docs/decisions.md "Erasure and retention of personal data").
 */
export const OUTBOX_RETENTION_DAYS = 30;

type Writer = Pick<Database, 'delete'>;

/** A phone as digits with its plus, whatever spaces, brackets, dots or hyphens a text wrote between them. */
const compactPhone = (column: SQL) => sql`regexp_replace(${column}, '[\\s().-]', '', 'g')`;

/**
 * Rows that name one of these addresses: sent to it, or mentioning it in the subject, the text
 * or the meta (the HTML, a Reply-To). Phones are matched however the text spaced them.
 */
function naming(addresses: string[]): SQL | undefined {
  if (addresses.length === 0) return undefined;
  const texts = [sql`coalesce(${outbox.subject}, '')`, sql`${outbox.body}`, sql`${outbox.meta}::text`];
  const mentions = addresses.flatMap((address) => {
    const phone = /^\+\d{6,}$/.test(address);
    return texts.map((text) => (phone ? sql`${compactPhone(text)} like ${likeContaining(address)}` : sql`${text} ilike ${likeContaining(address)}`));
  });
  return or(inArray(outbox.recipient, addresses), ...mentions);
}

/** Deletes the rows and the dev outbox's files of them (`{id}.eml`, `{id}.txt`, `{id}.sms.txt`). */
async function deleteRows(db: Writer, where: SQL | undefined): Promise<number> {
  if (!where) return 0;
  const deleted = await db.delete(outbox).where(where).returning({ id: outbox.id });
  const dir = outboxDir();
  const files = deleted.flatMap(({ id }) => [`${id}.eml`, `${id}.txt`, `${id}.sms.txt`].map((name) => path.join(dir, name)));
  const failed = (await Promise.allSettled(files.map((file) => rm(file, { force: true })))).filter((result) => result.status === 'rejected');
  if (failed.length > 0) logger.warn({ failed: failed.length }, 'mail: could not delete some dev outbox files');
  return deleted.length;
}

/**
 * An erased person's messages: every row sent to one of their addresses, queued or not, and
 * every delivered row to someone else that mentions one (a clinic's notice of their request:
 * the clinic received it). A notice still queued for someone else is left to be delivered, and
 * goes with the outbox's retention.
 */
export function deleteMessagesNaming(db: Writer, addresses: string[]): Promise<number> {
  if (addresses.length === 0) return Promise.resolve(0);
  return deleteRows(db, or(inArray(outbox.recipient, addresses), and(ne(outbox.status, 'queued'), naming(addresses))));
}

/** Deletes the rows written more than OUTBOX_RETENTION_DAYS before `now` that are no longer queued. */
export function purgeOldOutbox(db: Writer, now: Date): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 24 * 3600 * 1000);
  return deleteRows(db, and(lt(outbox.createdAt, before), ne(outbox.status, 'queued')));
}

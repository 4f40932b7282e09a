import type { Database } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { sendJob, type JobExecutor } from '@/lib/jobs/boss';
import type { SmsMeta } from './deliver';
import { SMS_QUEUE, type SmsJob } from './queue';

/** An SMS before it is stored: the number with its plus, the text, and what it is (e.g. 'account.register'). */
export type OutgoingSms = { kind: string; to: string; text: string };

/**
 * Stores the SMS in the outbox and adds its sms.send job, both on the caller's transaction
 * (lib/mail inMailTransaction gives `db` and `jobs`): the code and its SMS are committed
 * together or not at all, and the answer never waits for the gateway.
 */
export async function queueSms(db: Database, jobs: JobExecutor, sms: OutgoingSms, meta: Record<string, unknown> = {}): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ channel: 'sms', recipient: sms.to, subject: null, body: sms.text, meta: { ...meta, kind: sms.kind, attempts: 0 } satisfies SmsMeta, status: 'queued' })
    .returning({ id: outbox.id });
  const job: SmsJob = { outboxId: row.id };
  await sendJob(SMS_QUEUE, job, jobs);
  return row.id;
}

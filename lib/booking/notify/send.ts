import type { Database } from '@/lib/db/client';
import type { JobExecutor } from '@/lib/jobs/boss';
import type { QueueMail } from '@/lib/mail/outbox';
import { queueSms } from '@/lib/sms/outbox';
import type { NoticeTarget } from './context';
import { visitMail, visitSms, type VisitNoticeKind } from './messages';

/** The transaction a visit's change runs in (lib/mail inMailTransaction): its messages commit with it or not at all. */
export type NoticeTx = { db: Database; queueMail: QueueMail; jobs: JobExecutor };

/** Queues the patient's SMS (the phone is confirmed, so always) and, when the visit has an e-mail, the mail, on the caller's transaction. */
export async function queueNotice(tx: NoticeTx, target: NoticeTarget, kind: VisitNoticeKind, now: Date): Promise<void> {
  const meta = { visitId: target.visitId, version: target.version };
  if (target.phone) await queueSms(tx.db, tx.jobs, { kind: `booking.${kind}`, to: target.phone, text: visitSms(kind, target.notice, now) }, meta);
  if (target.email) await tx.queueMail(visitMail(kind, target.email, target.notice, now), meta);
}

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_RETENTION_HOURS } from '@/lib/auth/codes/service';
import { closeDb, getDb, getPool } from '@/lib/db/client';
import { confirmationCodes, outbox } from '@/lib/db/schema';
import { getBoss } from '@/lib/jobs/boss';
import { offerPeriodicJob, stopWorker } from '@/lib/jobs/worker';
import { OUTBOX_RETENTION_DAYS } from '@/lib/mail/outbox-cleanup';
import { purgeExpiredPersonalData } from '@/lib/privacy/purge';
import { PURGE_QUEUE } from '@/lib/privacy/purge-queue';
import { startJobWorker } from '@/lib/server/job-queues';
import { newEmail, newPhone } from '../helpers/accounts';
import { waitFor } from '../helpers/wait';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

async function code(target: string, expiresAt: Date, values: Partial<typeof confirmationCodes.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(confirmationCodes)
    .values({ purpose: 'register', target, codeHash: 'x', expiresAt, createdAt: new Date(expiresAt.getTime() - 10 * 60 * 1000), payload: { name: 'Айгерим', passwordHash: '$argon2id$…' }, ...values })
    .returning({ id: confirmationCodes.id });
  return row.id;
}

async function message(createdAt: Date, status: 'queued' | 'sent' | 'outbox' | 'failed') {
  const [row] = await getDb().insert(outbox).values({ channel: 'email', recipient: newEmail('purge'), subject: 'Код', body: 'Ваш код 123456', status, createdAt }).returning({ id: outbox.id });
  return row.id;
}

describe('the purge of personal data past its retention', () => {
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'purge-outbox-'));
    process.env.OUTBOX_DIR = outboxDir;
  });
  afterAll(async () => {
    await stopWorker();
    await rm(outboxDir, { recursive: true, force: true });
    await closeDb();
  });

  it('deletes codes a day after they expired (unconfirmed registrations with names and password hashes) and outbox rows after 30 days unless queued; fresh ones stay', async () => {
    const now = new Date();
    const longDead = await code(newEmail('unconfirmed'), new Date(now.getTime() - (CODE_RETENTION_HOURS + 1) * HOUR));
    const usedLongAgo = await code(newPhone(), new Date(now.getTime() - 3 * DAY), { purpose: 'restore', usedAt: new Date(now.getTime() - 3 * DAY) });
    const recentlyDead = await code(newEmail('recent'), new Date(now.getTime() - (CODE_RETENTION_HOURS - 1) * HOUR));
    const open = await code(newEmail('open'), new Date(now.getTime() + 5 * 60 * 1000));

    const old = await message(new Date(now.getTime() - (OUTBOX_RETENTION_DAYS + 1) * DAY), 'sent');
    const oldFailed = await message(new Date(now.getTime() - (OUTBOX_RETENTION_DAYS + 2) * DAY), 'failed');
    const oldQueued = await message(new Date(now.getTime() - (OUTBOX_RETENTION_DAYS + 1) * DAY), 'queued');
    const recent = await message(new Date(now.getTime() - (OUTBOX_RETENTION_DAYS - 1) * DAY), 'outbox');
    // The dev outbox's copy of the old mail goes with its row.
    await mkdir(outboxDir, { recursive: true });
    for (const name of [`${old}.eml`, `${old}.txt`, `${recent}.eml`]) await writeFile(path.join(outboxDir, name), 'To: someone');

    const purged = await purgeExpiredPersonalData(now);
    expect(purged.codes).toBeGreaterThanOrEqual(2);
    expect(purged.outbox).toBeGreaterThanOrEqual(2);

    const codesLeft = await getDb().select({ id: confirmationCodes.id }).from(confirmationCodes).where(inArray(confirmationCodes.id, [longDead, usedLongAgo, recentlyDead, open]));
    expect(codesLeft.map((row) => row.id).sort()).toEqual([recentlyDead, open].sort());
    const messagesLeft = await getDb().select({ id: outbox.id }).from(outbox).where(inArray(outbox.id, [old, oldFailed, oldQueued, recent]));
    expect(messagesLeft.map((row) => row.id).sort()).toEqual([oldQueued, recent].sort());
    expect(existsSync(path.join(outboxDir, `${old}.eml`))).toBe(false);
    expect(existsSync(path.join(outboxDir, `${old}.txt`))).toBe(false);
    expect(existsSync(path.join(outboxDir, `${recent}.eml`))).toBe(true);

    // Again: nothing more to do.
    const again = await purgeExpiredPersonalData(now);
    expect(await getDb().select({ id: confirmationCodes.id }).from(confirmationCodes).where(inArray(confirmationCodes.id, [recentlyDead, open]))).toHaveLength(2);
    expect(again.outbox).toBe(0);
  });

  it('the job worker queues data.purge when it starts, once per hour however often it is offered, and the job purges', async () => {
    await startJobWorker();
    // The jobs of the newest hour's slot: another file's worker may have offered one in the previous clock hour.
    const jobs = () =>
      getPool().query<{ id: string }>(`select id from pgboss.job where name = $1 and singleton_on = (select max(singleton_on) from pgboss.job where name = $1 and created_on > now() - interval '1 hour')`, [PURGE_QUEUE.name]);
    const offered = await waitFor(jobs, (result) => result.rows.length > 0);
    expect(offered.rows.length).toBe(1);
    // A second worker's offer (or the next tick) within the hour adds none.
    expect(await offerPeriodicJob(await getBoss(), PURGE_QUEUE)).toBeNull();
    expect((await jobs()).rows).toHaveLength(1);

    const dead = await code(newEmail('job'), new Date(Date.now() - (CODE_RETENTION_HOURS + 1) * HOUR));
    await PURGE_QUEUE.handle({ data: {}, retryCount: 0, retryLimit: 2 });
    expect(await getDb().select().from(confirmationCodes).where(inArray(confirmationCodes.id, [dead]))).toEqual([]);
  });
});

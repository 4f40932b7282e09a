import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { JOBS_SCHEMA } from '@/lib/jobs/boss';
import { stopWorker } from '@/lib/jobs/worker';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { startJobWorker } from '@/lib/server/job-queues';
import { SMS_QUEUE } from '@/lib/sms/queue';
import { accountClient, lastMessage, newPhone } from '../helpers/accounts';
import { startFakeMobizon } from '../helpers/mobizon';
import { waitFor } from '../helpers/wait';

const app = createApiApp();
const api = accountClient(app);
const ENV = ['SMS_GATEWAY', 'MOBIZON_API_KEY', 'MOBIZON_API_URL', 'SMS_FROM', 'SMS_RETRY_DELAY_SECONDS', 'JOBS_POLL_SECONDS'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let mobizon: Awaited<ReturnType<typeof startFakeMobizon>>;

type Meta = { attempts?: number; lastError?: string; gateway?: string; providerId?: string };

describe('registration codes by SMS through the Mobizon gateway (sms.send job: nothing is lost while the gateway refuses)', () => {
  beforeAll(async () => {
    await seedDemoData();
    mobizon = await startFakeMobizon();
    Object.assign(process.env, { SMS_GATEWAY: 'mobizon', MOBIZON_API_KEY: 'kz-integration-key', MOBIZON_API_URL: mobizon.url, SMS_FROM: 'KLINIKA', SMS_RETRY_DELAY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' });
    await startJobWorker();
  });

  afterAll(async () => {
    await stopWorker();
    await mobizon.close();
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await closeDb();
  });

  it('sends the code as Mobizon documents it, retries while Mobizon answers an error, and delivers once it accepts', async () => {
    mobizon.state.failing = true;
    const phone = newPhone();
    const res = await api.post('/api/api-front2/{locale}/v1/user/register/phone', { tel: phone, password: 'Sms-password-1', name: 'Ержан', consent: true }, { locale: 'ru' });
    // The answer never waits for the gateway.
    expect(res.status).toBe(200);
    const row = (await lastMessage(phone, 'sms'))!;
    const read = async () => (await getDb().select().from(outbox).where(eq(outbox.id, row.id)))[0];

    const failing = await waitFor(read, (r) => ((r.meta as Meta).attempts ?? 0) >= 2, 30_000);
    expect(failing.status).toBe('queued');
    expect((failing.meta as Meta).lastError).toMatch(/code 7/);
    const jobs = await getDb().execute<{ state: string }>(sql`SELECT state FROM ${sql.identifier(JOBS_SCHEMA)}.job WHERE name = ${SMS_QUEUE.name} AND data->>'outboxId' = ${String(row.id)}`);
    expect(jobs.rows.map((job) => job.state)).toEqual([expect.stringMatching(/retry|active|created/)]);

    mobizon.state.failing = false;
    const delivered = await waitFor(read, (r) => r.status === 'sent', 30_000);
    expect(delivered.status).toBe('sent');
    expect(delivered.meta as Meta).toMatchObject({ gateway: 'mobizon', providerId: expect.stringMatching(/^\d+$/) });
    expect(delivered.sentAt).not.toBeNull();

    const requests = mobizon.state.received.filter((request) => request.form.recipient === phone.slice(1));
    expect(requests.length).toBeGreaterThanOrEqual(3);
    for (const request of requests) {
      expect(request).toMatchObject({ method: 'POST', path: '/service/message/sendsmsmessage', query: { apiKey: 'kz-integration-key', output: 'json', api: 'v1' }, form: { recipient: phone.slice(1), from: 'KLINIKA' } });
      expect(request.form.text).toMatch(/^Код регистрации: \d{6}\./);
    }
  }, 90_000);
});

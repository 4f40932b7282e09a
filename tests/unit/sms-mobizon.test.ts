import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobizonRequest, mobizonSender } from '@/lib/sms/mobizon';
import { smsSender } from '@/lib/sms/sender';
import { startFakeMobizon } from '../helpers/mobizon';

let mobizon: Awaited<ReturnType<typeof startFakeMobizon>>;

describe('the Mobizon SMS adapter sends as Mobizon documents (Message/SendSmsMessage)', () => {
  beforeAll(async () => {
    mobizon = await startFakeMobizon();
  });
  afterAll(async () => {
    await mobizon.close();
  });

  it('POSTs to /service/message/sendsmsmessage with apiKey, output=json and api=v1 in the query, recipient (digits) and text as form fields', async () => {
    const sender = mobizonSender({ apiKey: 'kz-test-key', apiUrl: `${mobizon.url}/`, from: 'Clinics' });
    const result = await sender.send({ id: 1, to: '+77015551234', text: 'Код регистрации: 123456.' });
    expect(result.providerId).toMatch(/^\d+$/);
    const [request] = mobizon.state.received.slice(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/service/message/sendsmsmessage',
      query: { apiKey: 'kz-test-key', output: 'json', api: 'v1' },
      form: { recipient: '77015551234', text: 'Код регистрации: 123456.', from: 'Clinics' },
    });
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('leaves `from` out when SMS_FROM is not set, and uses the Kazakh API host by default', () => {
    const { url, body } = mobizonRequest({ apiKey: 'k' }, '+998901234567', 'x');
    expect(url).toBe('https://api.mobizon.kz/service/message/sendsmsmessage?output=json&api=v1&apiKey=k');
    expect(Object.fromEntries(body)).toEqual({ recipient: '998901234567', text: 'x' });
  });

  it('throws on a Mobizon error code, on an HTTP error and on an unreachable host, never showing the API key', async () => {
    const sender = mobizonSender({ apiKey: 'secret-key', apiUrl: mobizon.url });
    mobizon.state.failing = true;
    await expect(sender.send({ id: 2, to: '+77015551234', text: 'x' })).rejects.toThrow(/code 7.*Недостаточно средств/);
    mobizon.state.failing = false;
    mobizon.state.down = true;
    await expect(sender.send({ id: 3, to: '+77015551234', text: 'x' })).rejects.toThrow(/HTTP 503/);
    mobizon.state.down = false;
    const unreachable = mobizonSender({ apiKey: 'secret-key', apiUrl: 'http://127.0.0.1:9' });
    const error = await unreachable.send({ id: 4, to: '+77015551234', text: 'x' }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toContain('secret-key');
  });

  it('is chosen by SMS_GATEWAY=mobizon and needs MOBIZON_API_KEY; unset, the dev outbox', () => {
    const saved = { ...process.env };
    try {
      delete process.env.SMS_GATEWAY;
      expect(smsSender().kind).toBe('outbox');
      process.env.SMS_GATEWAY = 'mobizon';
      delete process.env.MOBIZON_API_KEY;
      expect(() => smsSender()).toThrow(/MOBIZON_API_KEY/);
      process.env.MOBIZON_API_KEY = 'k';
      expect(smsSender().kind).toBe('mobizon');
    } finally {
      process.env = saved;
    }
  });
});

import { mobizonSender } from './mobizon';
import { outboxSmsSender } from './outbox-sender';

/** One SMS as the outbox keeps it: the row's id, the number with its plus (+77015551234), the text. */
export type SmsMessage = { id: number; to: string; text: string };

/**
 * Sends one SMS or throws (the sms.send job then retries). `kind` is stored on the outbox row:
 * 'outbox' kept it in the dev outbox, anything else is a real gateway.
 */
export type SmsSender = {
  kind: 'outbox' | 'mobizon';
  send: (message: SmsMessage) => Promise<{ providerId?: string }>;
};

/**
 * The sender the environment names: SMS_GATEWAY=mobizon (with MOBIZON_API_KEY) sends through
 * Mobizon; unset, the dev outbox keeps every SMS (the outbox table and .data/outbox/).
 * Read on every send, so tests and operators can switch without a restart.
 */
export function smsSender(): SmsSender {
  const gateway = process.env.SMS_GATEWAY?.trim().toLowerCase();
  if (!gateway || gateway === 'outbox') return outboxSmsSender;
  if (gateway === 'mobizon') {
    const apiKey = process.env.MOBIZON_API_KEY;
    if (!apiKey) throw new Error('SMS_GATEWAY=mobizon needs MOBIZON_API_KEY');
    return mobizonSender({ apiKey, apiUrl: process.env.MOBIZON_API_URL, from: process.env.SMS_FROM });
  }
  throw new Error(`Unknown SMS_GATEWAY: ${gateway.slice(0, 32)} (use mobizon, or leave it unset for the dev outbox)`);
}

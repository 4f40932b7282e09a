import type { SmsSender } from './sender';

/** Mobizon's API host for Kazakhstan; another account region (or a test server) via MOBIZON_API_URL. */
export const MOBIZON_DEFAULT_URL = 'https://api.mobizon.kz';

/** How long one send may take before the job fails and is retried. */
const TIMEOUT_MS = 10_000;

export type MobizonOptions = { apiKey: string; apiUrl?: string; from?: string };

/** The request Mobizon documents for one SMS: POST /service/message/sendsmsmessage?output=json&api=v1&apiKey=… with form fields. */
export function mobizonRequest(options: MobizonOptions, to: string, text: string): { url: string; body: URLSearchParams } {
  const base = (options.apiUrl?.trim() || MOBIZON_DEFAULT_URL).replace(/\/+$/, '');
  const url = new URL(`${base}/service/message/sendsmsmessage`);
  url.searchParams.set('output', 'json');
  url.searchParams.set('api', 'v1');
  url.searchParams.set('apiKey', options.apiKey);
  // Mobizon takes the number as digits in international form, without the plus.
  const body = new URLSearchParams({ recipient: to.replace(/\D/g, ''), text });
  if (options.from?.trim()) body.set('from', options.from.trim());
  return { url: url.toString(), body };
}

type MobizonAnswer = { code?: unknown; data?: { messageId?: unknown } | null; message?: unknown };

/**
 * Mobizon (https://help.mobizon.com/help/api-docs, Message/SendSmsMessage): answers HTTP 200 with `{ code, data, message }`;
 * code 0 is accepted (data.messageId), any other code is a refusal whose `message` says why.
 * Every failure throws, so the sms.send job retries; the API key never appears in an error.
 */
export function mobizonSender(options: MobizonOptions): SmsSender {
  return {
    kind: 'mobizon',
    async send(message) {
      const { url, body } = mobizonRequest(options, message.to, message.text);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`Mobizon unreachable: ${error instanceof Error ? error.name : 'error'}`);
      }
      const text = await response.text();
      let answer: MobizonAnswer | undefined;
      try {
        answer = JSON.parse(text) as MobizonAnswer;
      } catch {
        answer = undefined;
      }
      if (!response.ok || !answer) throw new Error(`Mobizon answered HTTP ${response.status}: ${text.slice(0, 200)}`);
      if (answer.code !== 0) throw new Error(`Mobizon refused the SMS (code ${String(answer.code)}): ${String(answer.message ?? '').slice(0, 200)}`);
      const providerId = answer.data?.messageId;
      return { providerId: providerId === undefined || providerId === null ? undefined : String(providerId) };
    },
  };
}

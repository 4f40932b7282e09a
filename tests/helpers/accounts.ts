import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import type { ApiApp } from '@/lib/http/api-base';
import { apiHeaders, sessionCookie } from './api';

/** The account tests' clients: 100.64.0.0/10 (shared address space), which no other test file uses. */
let counter = randomInt(0, 60_000);
export function nextAccountAddress(): string {
  counter += 1;
  return `100.${64 + ((counter >> 16) & 63)}.${(counter >> 8) & 255}.${counter & 255}`;
}

export const newEmail = (prefix = 'acct') => `${prefix}-${randomUUID()}@example.test`;

/** A Kazakh mobile number nobody else in the tests has: +7 747 xxx xx xx. */
export const newPhone = () => `+7747${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

export type Call = { cookies?: string[]; address?: string; locale?: string; userAgent?: string; host?: string };

export function accountClient(app: ApiApp) {
  const url = (path: string, locale = 'ru') => path.replace('{locale}', locale);
  return {
    async post(path: string, payload: unknown, call: Call = {}) {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const headers: Record<string, string> = { ...apiHeaders({ body, cookies: call.cookies }), 'x-client-address': call.address ?? nextAccountAddress() };
      if (call.userAgent) headers['user-agent'] = call.userAgent;
      if (call.host) headers.host = call.host;
      return app.request(url(path, call.locale), { method: 'POST', body, headers });
    },
    async get(path: string, call: Call = {}) {
      const headers: Record<string, string> = { ...apiHeaders({ cookies: call.cookies }), 'x-client-address': call.address ?? nextAccountAddress() };
      if (call.userAgent) headers['user-agent'] = call.userAgent;
      return app.request(url(path, call.locale), { headers });
    },
  };
}

/** The newest message the outbox holds for a recipient (an e-mail, or a phone with its plus). */
export async function lastMessage(recipient: string, channel: 'email' | 'sms' = recipient.includes('@') ? 'email' : 'sms') {
  const [row] = await getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row ?? null;
}

/** The 6-digit code of the newest message to a recipient. */
export async function lastCode(recipient: string): Promise<string> {
  const row = await lastMessage(recipient);
  const code = row ? /\b(\d{6})\b/.exec(row.body)?.[1] : undefined;
  if (!code) throw new Error(`no code in the outbox for ${recipient}: ${row?.body ?? 'no message'}`);
  return code;
}

export { sessionCookie };

import type { createApiApp } from '@/lib/server/api-app';
import { apiHeaders } from './api';

/** A booking API refusal as the tests read it. */
export type BookingErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]>; fieldMessages?: Record<string, string>; next?: { start: string; end: string }[] } };

// Every write from its own address: the booking limit counts per address, and counters outlive a run.
let addressCounter = Math.floor(Math.random() * 60_000);
const nextAddress = () => {
  addressCounter += 1;
  return `10.${100 + ((addressCounter >> 16) & 127)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** The public booking API of `app`: `post('hold', body, { locale })` to /api/w-front/{locale}/v1/booking/hold, `get('DEMO/doctors/1/slots?...')`. */
export function bookingApi(app: ReturnType<typeof createApiApp>) {
  const post = (path: string, body: unknown, options: { cookies?: string[]; locale?: string } = {}) => {
    const raw = JSON.stringify(body);
    return app.request(`/api/w-front/${options.locale ?? 'ru'}/v1/booking/${path}`, { method: 'POST', body: raw, headers: { ...apiHeaders({ body: raw, cookies: options.cookies }), 'x-client-address': nextAddress() } });
  };
  const get = (path: string, locale = 'ru') => app.request(`/api/front/${locale}/v1/booking/${path}`, { headers: apiHeaders() });
  return { post, get };
}

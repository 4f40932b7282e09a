/**
 * Signed-in visitors for the bench's "app" row: the seed's demo manager and demo patient sign
 * in through the real API (SPEC 7.1: Basic authorization, the CSRF cookie and the request token
 * of the exact body), and the patient gets appointment requests through the public form API
 * when the seed gave none, so /profile/requests has a list to show.
 */
import { DEMO_ACCOUNTS } from '../lib/seed/accounts';
import { apiAuth } from '../lib/http/config';
import { computeRequestToken } from '../lib/http/request-token-server';

export type Cookie = { name: string; value: string };

const CSRF = 'bench-csrf-app-row';
/** The requests the patient's list shows in the bench: a few cards, as a patient who has used the site has. */
export const BENCH_REQUESTS = 3;

function basic(): string {
  const { username, password } = apiAuth();
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

export const cookieHeader = (cookies: readonly Cookie[]) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/** A call as the site's own client makes it; `form` sends the body URL-encoded (the sign-in form). The topology row's edits use it too. */
export async function apiCall(origin: string, method: 'GET' | 'POST' | 'PUT', path: string, options: { payload?: Record<string, unknown>; form?: boolean; cookies?: readonly Cookie[] } = {}) {
  const body = options.payload === undefined ? undefined : options.form ? new URLSearchParams(options.payload as Record<string, string>).toString() : JSON.stringify(options.payload);
  const headers: Record<string, string> = { authorization: basic(), accept: 'application/json', cookie: cookieHeader([{ name: 'csrf_token', value: CSRF }, ...(options.cookies ?? [])]) };
  if (body !== undefined) {
    headers['content-type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
    headers['x-token'] = computeRequestToken(CSRF, body);
  }
  const res = await fetch(`${origin}${path}`, { method, body, headers });
  const text = await res.text();
  const cookies = res.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0];
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  return { status: res.status, text, cookies };
}

function account(role: string) {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`the seed has no demo ${role}`);
  return found;
}

/** Signs a demo account in through the API; the cookies the answer sets (the session and the signed-in hint). */
export async function signIn(origin: string, role: 'patient' | 'business user'): Promise<Cookie[]> {
  const { login, password } = account(role);
  const res = await apiCall(origin, 'POST', '/api/api-front2/ru/v1/user/authorize', { payload: { login, password }, form: true });
  const session = res.cookies.find((c) => c.name === 'session' && c.value);
  if (res.status !== 200 || !session) throw new Error(`signing in ${login} answered ${res.status}: ${res.text.slice(0, 200)}`);
  return res.cookies.filter((c) => c.value);
}

/** How many appointment requests the signed-in patient's list holds (GET …/user/requests, as /profile/requests reads it). */
export async function countAppointments(origin: string, cookies: readonly Cookie[]): Promise<number> {
  const res = await apiCall(origin, 'GET', '/api/api-front2/ru/v1/user/requests', { cookies });
  if (res.status !== 200) throw new Error(`the patient's requests answered ${res.status}: ${res.text.slice(0, 200)}`);
  return (JSON.parse(res.text) as { data: { appointments: unknown[] } }).data.appointments.length;
}

/**
 * Gives the signed-in patient at least BENCH_REQUESTS appointment requests to the clinic, sent
 * through the public form API as the site's form sends them (so the database keeps growing by
 * nothing on later runs); the number the list then holds.
 */
export async function ensurePatientRequests(origin: string, cookies: readonly Cookie[], companyCode: string): Promise<number> {
  let count = await countAppointments(origin, cookies);
  while (count < BENCH_REQUESTS) {
    const res = await apiCall(origin, 'POST', '/api/w-front/ru/v1/appointment', {
      cookies,
      payload: { COMPANY_CODE: companyCode, name: 'Динара Ахметова', phone: '+7 701 123 45 67', comment: 'Заявка для замера скорости (npm run bench)', consent: true, website: '' },
    });
    if (res.status !== 201) throw new Error(`an appointment request for the patient answered ${res.status}: ${res.text.slice(0, 200)}`);
    count += 1;
  }
  return countAppointments(origin, cookies);
}

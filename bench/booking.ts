/**
 * The "booking" row of `npm run bench` (issue 30), on the bench's server (seeded demo, every
 * demo doctor in `slots` mode with hours):
 *
 * - slots read at one instance (no edge): GET …/booking/DEMO/doctors/{id}/slots for the next 30
 *   days (the first visit type), 50 connections, against a bare Node server returning the same
 *   JSON (bareYardstick, medianThroughput as the page rows), reported against the budget but not
 *   judged by it: the budget (at least 0.05x, p99 at most 3x its median) is the read as a visitor
 *   gets it, through the edge cache, in the topology section ("slots via Varnish",
 *   bench/topology.ts; docs/decisions.md "Booking: the free slots at the edge").
 * - booking write: POST …/booking/book at 20 connections, as the signed-in demo patient, each
 *   request a different free slot (every free slot of the slots doctors for 30 days, taken in
 *   order, one request each: `amount`), each from its own client address (the per-address booking
 *   limit is a patient's, not the bench's). 201s and 409s (a slot taken meanwhile) are counted
 *   apart; reported with rps, p50 and p99. Every visit booked is cancelled afterwards through its
 *   manage token, so the demo calendars are as before.
 */
import autocannon from 'autocannon';
import { computeRequestToken } from '../lib/http/request-token-server';
import { addWallDays, instantToWallDate } from '../lib/dates/wall-time';
import { apiCall, cookieHeader, signIn, type Cookie } from './app-sessions';
import { bareYardstick, fetchText, medianThroughput, throughput } from './measure';
import { benchAddress, bookingOutcome, slotsFailures } from './booking-budget';
import { apiAuth } from '../lib/http/config';

const CSRF = 'bench-csrf-booking-row';
const COMPANY = 'DEMO';
export const ZONE = 'Asia/Almaty';

type Slot = { specialist_id: number; visit_type_id: number; start: string };

export function basic(): string {
  const { username, password } = apiAuth();
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

async function json<T>(origin: string, path: string, cookies: readonly Cookie[] = []): Promise<T> {
  const res = await apiCall(origin, 'GET', path, { cookies });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
  return (JSON.parse(res.text) as { data: T }).data;
}

/** The demo clinic's doctors booked by free slots, each with its first visit type (the manager reads the schedule list). */
export async function slotsDoctors(origin: string): Promise<{ id: number; visitTypeId: number }[]> {
  const manager = await signIn(origin, 'business user');
  const doctors = await json<{ ID: number; MODE: string }[]>(origin, `/api/business-api-front2/ru/${COMPANY}/0/business/schedule`, manager);
  const found: { id: number; visitTypeId: number }[] = [];
  for (const doctor of doctors.filter((d) => d.MODE === 'slots')) {
    const info = await json<{ visit_types: { id: number }[] }>(origin, `/api/front/ru/v1/booking/${COMPANY}/doctors/${doctor.ID}`);
    if (info.visit_types[0]) found.push({ id: doctor.ID, visitTypeId: info.visit_types[0].id });
  }
  if (found.length === 0) throw new Error('the demo clinic has no doctor booked by free slots');
  return found;
}

export const slotsPath = (doctor: { id: number; visitTypeId: number }, from: string, to: string) =>
  `/api/front/ru/v1/booking/${COMPANY}/doctors/${doctor.id}/slots?visit_type_id=${doctor.visitTypeId}&from=${from}&to=${to}`;

export async function runBookingRow(origin: string): Promise<boolean> {
  const doctors = await slotsDoctors(origin);
  const from = instantToWallDate(new Date(), ZONE);
  const to = addWallDays(from, 30);
  const headers = { authorization: basic(), accept: 'application/json' };

  // (a) The slots read, against the bare server returning the same bytes.
  const url = `${origin}${slotsPath(doctors[0], from, to)}`;
  const page = await fetchText(url, headers);
  if (page.status !== 200) throw new Error(`the slots read answered ${page.status}: ${page.body.slice(0, 200)}`);
  const count = (JSON.parse(page.body) as { data: { slots: unknown[] } }).data.slots.length;
  const bare = await bareYardstick(page, { headers });
  await throughput(url, headers, 3);
  const read = await medianThroughput(url, headers);
  // Informational: the budget is the read as visitors get it, through the edge (bench/topology.ts).
  const failures = slotsFailures(read, bare);
  console.log(`\nbooking (issue 30)`);
  console.log('row                                   rps   p50 ms   p99 ms   bare rps   ratio');
  console.log(
    `${`slots, 30 days (${count} slots), 50 conn`.padEnd(36)}${read.rps.toFixed(0).padStart(6)}${String(read.p50).padStart(9)}${String(read.p99).padStart(9)}${bare.rps.toFixed(0).padStart(11)}${(read.rps / bare.rps).toFixed(3).padStart(8)}  one instance, no edge: informational (${failures.length === 0 ? 'within' : `outside: ${failures.join('; ')}`}); the budget row is "slots via Varnish" (topology)`,
  );

  // (b) The booking write: every free slot of the slots doctors for 30 days, one request each.
  const slots: Slot[] = [];
  for (const doctor of doctors) {
    const data = await json<{ slots: { start: string }[] }>(origin, slotsPath(doctor, from, to));
    for (const slot of data.slots) slots.push({ specialist_id: doctor.id, visit_type_id: doctor.visitTypeId, start: slot.start });
  }
  const patient = await signIn(origin, 'patient');
  const cookie = cookieHeader([{ name: 'csrf_token', value: CSRF }, ...patient]);
  const tokens: string[] = [];
  let next = 0;
  const result = await autocannon({
    url: `${origin}/api/w-front/ru/v1/booking/book`,
    connections: 20,
    amount: slots.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = next++;
          const body = JSON.stringify({ COMPANY_CODE: COMPANY, ...slots[n % slots.length] });
          return {
            ...request,
            body,
            headers: { ...headers, cookie, 'content-type': 'application/json', 'x-token': computeRequestToken(CSRF, body), 'x-forwarded-for': benchAddress(n) },
          };
        },
        onResponse: (status, body) => {
          if (status === 201) tokens.push((JSON.parse(body) as { data: { manage_token: string } }).data.manage_token);
        },
      },
    ],
  });
  const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, (stat as { count: number }).count]));
  const outcome = bookingOutcome(statusCounts);
  console.log(
    `${'book (signed in), 20 conn'.padEnd(36)}${result.requests.average.toFixed(0).padStart(6)}${String(result.latency.p50).padStart(9)}${String(result.latency.p99).padStart(9)}  ` +
      `${slots.length} requests, each a different free slot: ${outcome.booked} booked (201), ${outcome.taken} taken meanwhile (409, counted apart), ${outcome.other} other${outcome.other ? ` ${JSON.stringify(statusCounts)}` : ''}`,
  );

  // The demo calendars as before: every visit booked here is cancelled with its manage token.
  for (const token of tokens) {
    const res = await apiCall(origin, 'POST', '/api/w-front/ru/v1/booking/cancel', { payload: { token } });
    if (res.status !== 200) console.log(`cancelling a bench visit answered ${res.status}: ${res.text.slice(0, 120)}`);
  }
  return outcome.other === 0;
}

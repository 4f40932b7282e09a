import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkIin } from './iin';

/**
 * A local OSMS status provider for development and tests, speaking the contract of
 * docs/osms-provider.md. It knows nobody: its answers follow a rule on the IIN's digits,
 * so a developer can try every outcome. Never point a production site at it.
 *
 *   digits 8-9 are 99                      -> 404, no record
 *   under 18 or 63 and over                -> insured, the state pays (a child until the day before turning 18)
 *   otherwise, digit 11 odd                -> not insured
 *   digit 11 is 0, 2 or 4                  -> insured employee, until the end of next month
 *   digit 11 is 6 or 8                     -> insured, self-employed, until the end of next month
 */
export const DEV_PROVIDER_PATH = '/v1/osms/status';

type Answer = { status: number; body: unknown };

const error = (status: number, code: string, message: string): Answer => ({ status, body: { error: { code, message } } });

/** Whole years from a birth date to a day, both YYYY-MM-DD. */
function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** The last day of the month after `day` (YYYY-MM-DD). */
function endOfNextMonth(day: string): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) + 1, 0));
  return date.toISOString().slice(0, 10);
}

function dayBefore18th(birthDate: string): string {
  const date = new Date(`${Number(birthDate.slice(0, 4)) + 18}${birthDate.slice(4)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The dev provider's answer for an IIN on a given day (YYYY-MM-DD). */
export function devOsmsAnswer(iin: string, today: string): Answer {
  const check = checkIin(iin, today);
  if (!check.ok || iin.length !== 12) return error(400, 'invalid_iin', 'Not a valid IIN');
  if (iin.slice(7, 9) === '99') return error(404, 'not_found', 'No record of this IIN');
  const age = ageOn(check.birthDate, today);
  if (age < 18) return { status: 200, body: { insured: true, category: 'state_funded', validUntil: dayBefore18th(check.birthDate) } };
  if (age >= 63) return { status: 200, body: { insured: true, category: 'state_funded', validUntil: null } };
  const digit = Number(iin[10]);
  if (digit % 2 === 1) return { status: 200, body: { insured: false, category: null, validUntil: null } };
  return { status: 200, body: { insured: true, category: digit >= 6 ? 'self_employed' : 'employee', validUntil: endOfNextMonth(today) } };
}

export type DevOsmsProviderOptions = {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /** When set, calls must carry `Authorization: Bearer {apiKey}`. */
  apiKey?: string | null;
  /** Waits this long before answering (to try timeouts). */
  delayMs?: number;
  /** Answers every status call with this HTTP status (to try a failing provider). */
  failWith?: number;
};

export type DevOsmsProvider = {
  url: string;
  port: number;
  /** How many status calls reached it (tests check that an invalid IIN never does). */
  readonly calls: number;
  close(): Promise<void>;
};

const MAX_BODY = 4096;

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, answer: Answer) {
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(answer.body));
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function handle(request: IncomingMessage, response: ServerResponse, options: DevOsmsProviderOptions, counter: { calls: number }) {
  const path = (request.url ?? '/').split('?')[0];
  if (request.method === 'GET' && path === '/healthz') return send(response, { status: 200, body: { ok: true } });
  if (path !== DEV_PROVIDER_PATH) return send(response, error(404, 'no_route', 'No such endpoint'));
  counter.calls += 1;
  if (request.method !== 'POST') return send(response, error(405, 'method_not_allowed', 'Use POST'));
  if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) return send(response, error(401, 'unauthorized', 'Wrong or missing API key'));
  const raw = await readBody(request);
  let iin: unknown;
  try {
    iin = raw === null ? undefined : (JSON.parse(raw) as { iin?: unknown }).iin;
  } catch {
    iin = undefined;
  }
  if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  if (options.failWith) return send(response, error(options.failWith, 'failure', 'Failing on purpose'));
  if (typeof iin !== 'string') return send(response, error(400, 'invalid_iin', 'Send { "iin": "<12 digits>" }'));
  send(response, devOsmsAnswer(iin, todayUtc()));
}

/** Starts the dev provider; its `url` is what OSMS_PROVIDER_URL takes. */
export function startDevOsmsProvider(options: DevOsmsProviderOptions = {}): Promise<DevOsmsProvider> {
  const host = options.host ?? '127.0.0.1';
  const counter = { calls: 0 };
  const server = createServer((request, response) => {
    handle(request, response, options, counter).catch(() => {
      if (!response.headersSent) send(response, error(500, 'internal', 'Dev provider failure'));
      else response.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}${DEV_PROVIDER_PATH}`,
        port,
        get calls() {
          return counter.calls;
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

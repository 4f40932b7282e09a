import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getPool } from '@/lib/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/db/migrate';
import { getBoss, sendJob, stopBoss } from '@/lib/jobs/boss';
import { readQueueDepths } from '@/lib/jobs/depth';
import type { JobQueue } from '@/lib/jobs/queue';
import { parseTrustedProxies } from '@/lib/http/client-address';
import { listenFrontDoor, type FrontDoorServer } from '@/lib/server/front-door';
import { createMetrics, type Metrics } from '@/lib/server/metrics';
import { metricsAllowed } from '@/lib/server/ops-endpoints';
import { createReadinessCheck } from '@/lib/server/readiness';

/**
 * The front door's own endpoints (/healthz, /readyz, /metrics), its request log lines and its
 * metrics, on a real socket around a stub of Next's handler, against the test database (migrated
 * by `npm test`).
 */

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
const log = pino({ level: 'debug' }, sink);

const TEST_QUEUE: JobQueue<{ n: number }> = { name: 'ops.depth-test', options: () => ({ retryLimit: 0 }), handle: async () => undefined };

let releaseSlow: () => void = () => {};
function stubNext(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/';
  if (url.startsWith('/l/demo-clinic/news')) {
    // A page from Next's cache: the verdict set as a header before the answer.
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('content-type', 'text/plain');
    res.end('news');
    return;
  }
  if (url.startsWith('/kk/l/demo-clinic')) {
    // The verdict among writeHead's own headers, as a flat list.
    res.writeHead(200, ['content-type', 'text/plain', 'X-Nextjs-Cache', 'STALE']);
    res.end('home');
    return;
  }
  if (url.startsWith('/api/')) {
    res.writeHead(201, { 'content-type': 'application/json', 'x-nextjs-cache': 'MISS' });
    res.end('{}');
    return;
  }
  if (url.startsWith('/profile/requests/')) throw new Error('a handler bug');
  if (url === '/slow') {
    res.setHeader('content-type', 'text/plain');
    res.write('partial');
    return new Promise<void>((resolve) => {
      releaseSlow = () => {
        res.end();
        resolve();
      };
    });
  }
  res.setHeader('content-type', 'text/plain');
  res.end('ok');
}

type Door = { door: FrontDoorServer; base: string; metrics: Metrics };
const doors: FrontDoorServer[] = [];

async function startDoor(options: { readiness?: () => ReturnType<ReturnType<typeof createReadinessCheck>>; metricsToken?: string; metrics?: Metrics } = {}): Promise<Door> {
  const metrics = options.metrics ?? createMetrics({ queueDepths: () => readQueueDepths((text) => getPool().query(text)), processMetrics: true });
  const door = await listenFrontDoor({ port: 0, hostname: '127.0.0.1', dev: false, trustedProxies: parseTrustedProxies('127.0.0.1'), handle: stubNext, log, metrics, readiness: options.readiness, metricsToken: options.metricsToken });
  doors.push(door);
  return { door, base: `http://127.0.0.1:${(door.server.address() as AddressInfo).port}`, metrics };
}

/** One sample of a metric from the text format, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

let main: Door;
let tmp = '';

beforeAll(async () => {
  await closeDb();
  tmp = mkdtempSync(path.join(tmpdir(), 'ops-endpoints-'));
  main = await startDoor({ readiness: createReadinessCheck({ reuseMs: 0 }) });
});

afterAll(async () => {
  for (const door of doors) await door.close({ timeoutMs: 1000 });
  const boss = await getBoss().catch(() => undefined);
  await boss?.deleteQueue(TEST_QUEUE.name).catch(() => undefined);
  await stopBoss();
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

describe('/healthz', () => {
  it('answers 200 ok, not stored, and HEAD without a body; other methods get a JSON 405', async () => {
    const res = await fetch(`${main.base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok\n');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await fetch(`${main.base}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${main.base}/healthz?x=1`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
  });
});

describe('/readyz', () => {
  it('answers 200 with the count of migrations when PostgreSQL answers and every migration is applied', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const res = await fetch(`${main.base}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready', migrations: journal.entries.length });
  });

  it('answers 503 not_ready while a migration of the folder is not applied', async () => {
    const folder = path.join(tmp, 'migrations');
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries[journal.entries.length - 1];
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_not_applied' });
    writeFileSync(journalPath, JSON.stringify(journal));
    writeFileSync(path.join(folder, '9999_not_applied.sql'), 'SELECT 1;');
    const { base } = await startDoor({ readiness: createReadinessCheck({ migrationsFolder: folder, reuseMs: 0 }) });
    const res = await fetch(`${base}/readyz`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'not_ready', message: `1 of ${journal.entries.length} migrations are not applied`, reason: 'migrations_pending' } });
  });

  it('answers 503 when the migrations folder cannot be read (a deployment without lib/db/migrations)', async () => {
    const { base } = await startDoor({ readiness: createReadinessCheck({ migrationsFolder: path.join(tmp, 'missing'), reuseMs: 0 }) });
    const res = await fetch(`${base}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: 'not_ready', reason: 'migrations_pending', message: expect.stringMatching(/^the migrations cannot be read/) } });
  });

  it('answers 503 draining from the moment the door drains, while answers in flight finish', async () => {
    const { door, base } = await startDoor({ readiness: createReadinessCheck({ reuseMs: 0 }) });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const get = (target: string) =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        http
          .get(`${base}${target}`, { agent }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    expect((await get('/readyz')).status).toBe(200);
    const slow = get('/slow');
    await expect.poll(() => door.lifecycle.inFlight.size).toBe(1);
    // Draining with a delay: the listener still takes connections, and /readyz says 503 on them.
    const drained = door.close({ delayMs: 60_000, timeoutMs: 60_000 });
    const during = await get('/readyz');
    expect(during.status).toBe(503);
    expect(JSON.parse(during.body)).toMatchObject({ error: { code: 'not_ready', reason: 'draining' } });
    expect(during.connection).toBe('close');
    releaseSlow();
    expect(await slow).toMatchObject({ status: 200, body: 'partial' });
    agent.destroy();
    door.server.closeAllConnections();
    door.server.close();
    void drained;
  });
});

describe('draining', () => {
  it('answers a request that arrives on a kept-alive connection as the drain begins (Connection: close), instead of resetting it', async () => {
    const { door } = await startDoor();
    const port = (door.server.address() as AddressInfo).port;
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<boolean>((resolve) => socket.once('close', (hadError) => resolve(hadError)));
    const ask = (id: string) => socket.write(`GET /l/demo-clinic HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: ${id}\r\n\r\n`);
    ask('keep-alive-0001');
    await waitForText(() => received, /\r\n\r\nok$/);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/\r\nConnection: keep-alive\r\n/i);
    // The connection is idle; the drain begins and, in the same moment, the client sends its next request on it.
    received = '';
    const drained = door.close({ timeoutMs: 60_000, idleMs: 60_000 });
    ask('keep-alive-0002');
    await waitForText(() => received, /\r\n\r\nok$/);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(await closed).toBe(false);
    expect(await drained).toBe(true);
  });
});

async function waitForText(read: () => string, pattern: RegExp) {
  await expect.poll(read, { timeout: 10_000 }).toMatch(pattern);
}

describe('/metrics', () => {
  it('counts answers by route kind and status, their durations, and the cache verdicts, under no path', async () => {
    await fetch(`${main.base}/l/demo-clinic/news?page=2`);
    await fetch(`${main.base}/l/demo-clinic/news`);
    await fetch(`${main.base}/kk/l/demo-clinic`);
    await fetch(`${main.base}/api/front/ru/v1/company/demo`, { method: 'POST', body: '{}' });
    await fetch(`${main.base}/_next/static/chunks/app.js`);
    await fetch(`${main.base}/kk/pro/DEMO/0`);
    expect((await fetch(`${main.base}/profile/requests/7`)).status).toBe(500);
    const res = await fetch(`${main.base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(sample(text, 'http_requests_total', { kind: 'page', status: '200' })).toBe(3);
    expect(sample(text, 'http_requests_total', { kind: 'api', status: '201' })).toBe(1);
    expect(sample(text, 'http_requests_total', { kind: 'asset', status: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { kind: 'pro', status: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { kind: 'profile', status: '500' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { kind: 'page' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { kind: 'page', le: '+Inf' })).toBe(3);
    expect(sample(text, 'http_cache_responses_total', { kind: 'page', cache: 'hit' })).toBe(2);
    expect(sample(text, 'http_cache_responses_total', { kind: 'page', cache: 'stale' })).toBe(1);
    expect(sample(text, 'http_cache_responses_total', { kind: 'api', cache: 'miss' })).toBe(1);
    // This scrape is in flight while it is written.
    expect(sample(text, 'http_requests_in_flight')).toBe(1);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).not.toContain('demo-clinic');
    expect(text).not.toContain('/profile');
  });

  it('reports the job queues by state on every scrape', async () => {
    await sendJob(TEST_QUEUE, { n: 1 });
    await sendJob(TEST_QUEUE, { n: 2 });
    await sendJob(TEST_QUEUE, { n: 3 }, undefined, { startAfter: new Date(Date.now() + 3_600_000) });
    const text = await (await fetch(`${main.base}/metrics`)).text();
    expect(sample(text, 'jobs_queue_depth', { queue: TEST_QUEUE.name, state: 'queued' })).toBe(2);
    expect(sample(text, 'jobs_queue_depth', { queue: TEST_QUEUE.name, state: 'deferred' })).toBe(1);
    expect(sample(text, 'jobs_queue_depth', { queue: TEST_QUEUE.name, state: 'active' })).toBe(0);
    // Every queue pg-boss knows is listed, also an empty one.
    const boss = await getBoss();
    const known = (await boss.getQueues()).map((queue) => queue.name);
    for (const name of known) expect(sample(text, 'jobs_queue_depth', { queue: name, state: 'queued' }), name).toBeGreaterThanOrEqual(0);
  });

  it('still answers when the queue read hangs: the gauge is left out and the failure counted', async () => {
    const { base } = await startDoor({ metrics: createMetrics({ queueDepths: () => new Promise(() => {}), queueTimeoutMs: 50, processMetrics: false }) });
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(sample(text, 'jobs_queue_depth_errors_total')).toBe(1);
    expect(text).not.toMatch(/^jobs_queue_depth\{/m);
    expect(sample(text, 'http_requests_in_flight')).toBe(1);
  });

  it('is refused to a relayed request and, with METRICS_TOKEN, to anyone without the bearer token', async () => {
    const relayed = await fetch(`${main.base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(relayed.status).toBe(403);
    expect(((await relayed.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    expect((await fetch(`${main.base}/metrics`, { headers: { forwarded: 'for=203.0.113.7' } })).status).toBe(403);
    expect((await fetch(`${main.base}/metrics`, { headers: { via: '1.1 varnish' } })).status).toBe(403);

    const { base } = await startDoor({ metricsToken: 's3cret-token' });
    expect((await fetch(`${base}/metrics`)).status).toBe(403);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token!' } })).status).toBe(403);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Basic czNjcmV0LXRva2Vu' } })).status).toBe(403);
    const allowed = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer s3cret-token', 'x-forwarded-for': '203.0.113.7' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('http_requests_total');
  });

  // Issue 27: only six relay headers refused before; a proxy on this machine sending any other one got the metrics.
  it('is refused from loopback when any forwarding header of a proxy, balancer or CDN is present, and served with the token', async () => {
    const RELAY_HEADERS: Record<string, string> = {
      forwarded: 'for=203.0.113.7',
      via: '1.1 caddy',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'metrics.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      'x-forwarded-server': 'edge-1',
      'x-real-ip': '203.0.113.7',
      'x-client-ip': '203.0.113.7',
      'true-client-ip': '203.0.113.7',
      'cf-connecting-ip': '203.0.113.7',
      'cf-connecting-ipv6': '2001:db8::7',
      'fastly-client-ip': '203.0.113.7',
      'x-cluster-client-ip': '203.0.113.7',
      'client-ip': '203.0.113.7',
      'x-originating-ip': '203.0.113.7',
      'x-remote-ip': '203.0.113.7',
      'x-remote-addr': '203.0.113.7',
      'x-proxyuser-ip': '203.0.113.7',
      'x-azure-clientip': '203.0.113.7',
      'akamai-client-ip': '203.0.113.7',
      'x-original-forwarded-for': '203.0.113.7',
      'x-envoy-external-address': '203.0.113.7',
      'x-appengine-user-ip': '203.0.113.7',
      'cdn-loop': 'cloudflare',
    };
    // The same request without a relay header is served: each refusal below is the header's doing.
    expect((await fetch(`${main.base}/metrics`, { headers: { 'x-request-id': 'direct' } })).status).toBe(200);
    for (const [name, value] of Object.entries(RELAY_HEADERS)) {
      const res = await fetch(`${main.base}/metrics`, { headers: { [name]: value } });
      expect(res.status, name).toBe(403);
      expect(await res.text(), name).not.toContain('http_requests_total');
    }
    const { base } = await startDoor({ metricsToken: 'relay-token-1' });
    for (const [name, value] of Object.entries(RELAY_HEADERS)) {
      expect((await fetch(`${base}/metrics`, { headers: { [name]: value, authorization: 'Bearer relay-token-1' } })).status, name).toBe(200);
    }
  });

  it('lets a direct loopback peer in without a token, and no other address', () => {
    const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
    expect(metricsAllowed(request('127.0.0.1'), undefined)).toBe(true);
    expect(metricsAllowed(request('::ffff:127.0.0.1'), undefined)).toBe(true);
    expect(metricsAllowed(request('::1'), undefined)).toBe(true);
    expect(metricsAllowed(request('10.0.0.5'), undefined)).toBe(false);
    expect(metricsAllowed(request('192.168.1.10'), undefined)).toBe(false);
    expect(metricsAllowed(request('127.0.0.1', { 'x-real-ip': '1.2.3.4' }), undefined)).toBe(false);
    expect(metricsAllowed(request('127.0.0.1'), 'token')).toBe(false);
    expect(metricsAllowed(request('10.0.0.5', { authorization: 'Bearer token' }), 'token')).toBe(true);
  });
});

describe('request log', () => {
  it('writes one JSON line per answer: request id, method, route kind, status, duration, cache verdict, and no path', async () => {
    lines.length = 0;
    await fetch(`${main.base}/l/demo-clinic/news?phone=77011234567`, { headers: { 'x-request-id': 'trace-0001-abcd' } });
    await fetch(`${main.base}/profile/requests/7`, { headers: { 'x-request-id': 'trace-0002-abcd' } });
    await fetch(`${main.base}/healthz`, { headers: { 'x-request-id': 'trace-0003-abcd' } });
    await fetch(`${main.base}/%ZZ`, { headers: { 'x-request-id': 'trace-0004-abcd' } });
    await expect.poll(() => lines.filter((line) => line.msg === 'request').length).toBe(4);
    const byId = (id: string) => lines.filter((line) => line.requestId === id);
    const [page] = byId('trace-0001-abcd');
    expect(page).toMatchObject({ level: 30, msg: 'request', method: 'GET', kind: 'page', status: 200, cache: 'HIT' });
    expect(typeof page.ms).toBe('number');
    const failed = byId('trace-0002-abcd');
    expect(failed.map((line) => [line.level, line.msg, line.kind])).toEqual([
      [50, 'front door: the request handler failed', 'profile'],
      [40, 'request', 'profile'],
    ]);
    expect((failed[0].err as { message: string }).message).toBe('a handler bug');
    expect(byId('trace-0003-abcd')).toMatchObject([{ level: 20, kind: 'health', status: 200 }]);
    expect(byId('trace-0004-abcd')).toMatchObject([{ level: 30, kind: 'page', status: 400 }]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('demo-clinic');
    expect(text).not.toContain('77011234567');
    expect(text).not.toContain('requests/7');
  });

  it('counts an answer the client abandoned as 499', async () => {
    lines.length = 0;
    const { base, metrics } = await startDoor({ metrics: createMetrics({ processMetrics: false }) });
    const controller = new AbortController();
    const answer = fetch(`${base}/slow`, { headers: { 'x-request-id': 'trace-0005-abcd' }, signal: controller.signal }).then((res) => res.text());
    await expect.poll(() => doors[doors.length - 1].lifecycle.inFlight.size).toBe(1);
    controller.abort();
    await expect(answer).rejects.toThrow();
    await expect.poll(() => lines.find((line) => line.requestId === 'trace-0005-abcd')).toMatchObject({ status: 499, aborted: true, kind: 'page' });
    expect(sample(await metrics.registry.metrics(), 'http_requests_total', { kind: 'page', status: '499' })).toBe(1);
    releaseSlow();
  });
});

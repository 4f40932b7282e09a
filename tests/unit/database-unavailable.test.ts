import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/db/availability';
import { closeDb, getPool } from '@/lib/db/client';
import { freePort } from '@/lib/db/embedded';
import { createApiBase } from '@/lib/http/api-base';
import { HttpError } from '@/lib/http/errors';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders } from '../helpers/api';

/** A PostgreSQL error as node-postgres builds it: a message and a SQLSTATE code. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });
/** Drizzle wraps the driver's error: `Failed query: …` with the original in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable: PostgreSQL away, as opposed to a faulty query', () => {
  it.each([
    ['nothing listens', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['the server shuts down (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['the server is starting (57P03)', pgError('57P03', 'the database system is starting up')],
    ['no connection slot left (53300)', pgError('53300', 'sorry, too many clients already')],
    ['a connection exception (08006)', pgError('08006', 'connection failure')],
    ['the connection was cut mid-query', new Error('Connection terminated unexpectedly')],
    ["the pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['wrapped by Drizzle', wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))],
    ['several addresses refused', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], '')],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', pgError('23505', 'duplicate key value violates unique constraint')],
    ['invalid text for a type (22P02)', wrapped(pgError('22P02', 'invalid input syntax for type integer'))],
    ['a NUL byte in text (22021)', pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')],
    ['a syntax error (42601)', pgError('42601', 'syntax error at or near "selec"')],
    ['our own bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a closed pool (our shutdown, not an outage)', new Error('Cannot use a pool after calling end on the pool')],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops following a cycle of causes', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = { message: 'b', cause: a };
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('the API answers a JSON 503 with Retry-After when PostgreSQL is unavailable, and a 500 for anything else', () => {
  const app = createApiBase();
  app.get('/api/test/refused', () => {
    throw wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  });
  app.get('/api/test/bug', () => {
    throw new TypeError('x is undefined');
  });
  app.get('/api/test/refusal', () => {
    throw new HttpError(409, 'questions_disabled', 'No e-mail for questions');
  });

  it('a refused connection is a 503 "unavailable" with Retry-After and the request id', async () => {
    const res = await app.request('/api/test/refused', { headers: { 'x-request-id': 'request-0001' } });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'unavailable', message: expect.stringMatching(/temporarily unavailable/), requestId: 'request-0001' } });
  });

  it('a bug stays a 500 "internal" without Retry-After; a refusal of ours keeps its status', async () => {
    const bug = await app.request('/api/test/bug');
    expect(bug.status).toBe(500);
    expect(bug.headers.get('retry-after')).toBeNull();
    expect((await bug.json()).error.code).toBe('internal');
    expect((await app.request('/api/test/refusal')).status).toBe(409);
  });
});

describe('a PostgreSQL that accepts the connection and never answers: the call fails after the connect timeout, no hang', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    await closeDb();
    const port = await freePort();
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    vi.stubEnv('DATABASE_URL', `postgres://postgres:postgres@127.0.0.1:${port}/silent`);
    vi.stubEnv('DATABASE_CONNECT_TIMEOUT_MS', '400');
  });

  afterEach(async () => {
    await closeDb();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('a query rejects with an unavailable error after about DATABASE_CONNECT_TIMEOUT_MS', async () => {
    const started = Date.now();
    const error = await getPool()
      .query('SELECT 1')
      .then(() => null, (caught: unknown) => caught);
    const elapsed = Date.now() - started;
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(350);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('a form sent then gets the JSON 503, within seconds', async () => {
    const body = JSON.stringify({ COMPANY_CODE: 'DEMO', name: 'Asel', email: 'asel@example.kz', text: 'Open on Sunday?', consent: true });
    const started = Date.now();
    const res = await createApiApp().request('/api/w-front/en/v1/questions', {
      method: 'POST',
      body,
      headers: { ...apiHeaders({ body }), 'x-client-address': '10.92.0.1', 'x-forwarded-for': '10.92.0.1' },
    });
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

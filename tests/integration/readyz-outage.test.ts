import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/db/availability';
import { closeDb, getPool } from '@/lib/db/client';
import { embeddedUrl, ensureDatabase, freePort, startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { runMigrations } from '@/lib/db/migrate';
import { parseTrustedProxies } from '@/lib/http/client-address';
import { stopWorker } from '@/lib/jobs/worker';
import { listenFrontDoor, type FrontDoorServer } from '@/lib/server/front-door';
import { createReadinessCheck } from '@/lib/server/readiness';
import { waitFor } from '../helpers/wait';

/**
 * Issue 21: /readyz answers 503 while PostgreSQL is down and 200 once it is back, and the
 * instance recovers by itself (the same pool serves requests again, nobody restarts anything).
 * The test runs its own PostgreSQL (a temp directory, a free port) and stops it.
 */

const DATABASE = 'clinic_readyz';
let root = '';
let pgPort = 0;
let pg: EmbeddedServer | undefined;
let door: FrontDoorServer | undefined;
let base = '';

/** A request that uses the database, as a page or the API would: 200 with a row, 503 while PostgreSQL is away. */
async function stubNext(_req: IncomingMessage, res: ServerResponse) {
  try {
    const { rows } = await getPool().query<{ answer: number }>('SELECT 41 + 1 AS answer');
    res.setHeader('content-type', 'text/plain');
    res.end(String(rows[0].answer));
  } catch (error) {
    res.statusCode = isDatabaseUnavailable(error) ? 503 : 500;
    res.end('unavailable');
  }
}

type Reading = { status: number; body: { status?: string; error?: { code: string; reason: string } } };
const readyz = async (): Promise<Reading> => {
  const res = await fetch(`${base}/readyz`);
  return { status: res.status, body: (await res.json()) as Reading['body'] };
};
const page = async () => {
  const res = await fetch(`${base}/l/demo-clinic`);
  return { status: res.status, body: await res.text() };
};

beforeAll(async () => {
  // A worker process reused from another file must not keep the shared database's pools.
  await stopWorker();
  await closeDb();
  root = mkdtempSync(path.join(tmpdir(), 'readyz-'));
  // PostgreSQL runs as the `postgres` user when the tests run as root: it must reach its directory.
  chmodSync(root, 0o755);
  pgPort = await freePort();
  pg = await startEmbeddedPostgres(root, () => undefined, { port: pgPort });
  await ensureDatabase(pgPort, DATABASE, true);
  process.env.DATABASE_URL = embeddedUrl(pgPort, DATABASE);
  process.env.DATABASE_CONNECT_TIMEOUT_MS = '1000';
  door = await listenFrontDoor({
    port: 0,
    hostname: '127.0.0.1',
    dev: false,
    trustedProxies: parseTrustedProxies(''),
    handle: stubNext,
    readiness: createReadinessCheck({ timeoutMs: 1500, reuseMs: 0 }),
  });
  base = `http://127.0.0.1:${(door.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await door?.close({ timeoutMs: 1000 });
  await closeDb();
  await pg?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('/readyz through an outage of PostgreSQL', () => {
  it('is 503 before the migrations ran and 200 after', async () => {
    expect(await readyz()).toMatchObject({ status: 503, body: { error: { code: 'not_ready', reason: 'migrations_pending' } } });
    await runMigrations();
    expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(await page()).toEqual({ status: 200, body: '42' });
  });

  it('is 503 while PostgreSQL is stopped, and 200 again once it is back, with the pool serving requests again', async () => {
    await pg!.stop();
    const down = await waitFor(readyz, (reading) => reading.status === 503, 30_000);
    expect(down).toMatchObject({ status: 503, body: { error: { code: 'not_ready', reason: 'database_unreachable' } } });
    expect((await page()).status).toBe(503);
    // /healthz says only that the process is up: it touches no database.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    pg = await startEmbeddedPostgres(root, () => undefined, { port: pgPort });
    const up = await waitFor(readyz, (reading) => reading.status === 200, 30_000);
    expect(up).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(await waitFor(page, (answer) => answer.status === 200, 30_000)).toEqual({ status: 200, body: '42' });
  });
});

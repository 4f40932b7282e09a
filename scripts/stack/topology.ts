/**
 * The whole topology on one machine, as deploy/docker-compose.yml runs it on servers:
 * PostgreSQL (the embedded one, or DATABASE_URL), Redis (Debian's redis-server), two web
 * instances of the production build (Next inside the front door, JOBS_IN_PROCESS=false), the job
 * worker, and Varnish (Debian's varnishd with varnish-modules' xkey) in front of the instances.
 * `npm run stack` (scripts/stack.ts) and the topology test (tests/topology) start it.
 *
 * Every process gets a free loopback port (or the one given) and listens on loopback only, writes
 * its log to a file in the run dir, and is awaited until it is ready; stop() ends, by PID, every
 * process this started. Redis wants a password and Varnish a purge token, both new secrets of the
 * run (or REDIS_PASSWORD and EDGE_PURGE_TOKEN): a local proxy relaying clients to either gains nothing.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { closeDb } from '../../lib/db/client';
import { embeddedUrl, ensureDatabase, freePort, startEmbeddedPostgres, type EmbeddedServer } from '../../lib/db/embedded';
import { migrateAndSeed } from '../../lib/seed/prepare';
import { backendsVcl } from './backends-vcl';

export type TopologyOptions = {
  /** The project (its production build in .next, deploy/); the current directory by default. */
  root?: string;
  /** PostgreSQL to use; else DATABASE_URL; else the embedded one (.data/pg, database `clinic`). */
  databaseUrl?: string;
  /** Migrate the database first (default true), as `npm start` does. */
  prepareDatabase?: boolean;
  /** Seed the demo data into an empty database while preparing it; by default only with SEED_DEMO=1 (lib/seed/prepare.ts). */
  seedDemo?: boolean;
  /** How many web instances (default 2). */
  instances?: number;
  /** Fixed ports; any left out is a free one. */
  ports?: { edge?: number; redis?: number; web?: readonly number[] };
  /** Where the logs go; a new temp dir by default (removed by stop() unless keepLogs). */
  runDir?: string;
  keepLogs?: boolean;
  /** The Varnish logic; deploy/varnish/default.vcl by default. */
  vclFile?: string;
  /** Extra environment of the web instances and the worker (e.g. DEV_OUTBOX, JOBS_POLL_SECONDS). */
  env?: Record<string, string | undefined>;
  /** Redis's password; REDIS_PASSWORD, else a new random one. The instances get it in REDIS_URL. */
  redisPassword?: string;
  /** The secret of the instances' purges (EDGE_PURGE_TOKEN, compared by deploy/varnish/default.vcl); else a new random one. */
  purgeToken?: string;
  /** Start the worker (default true). */
  worker?: boolean;
  /** How long a process may take to become ready (default 180 s: a cold Next on a busy machine). */
  readyTimeoutMs?: number;
  log?: (message: string) => void;
};

export type Topology = {
  /** Varnish: what visitors use. */
  edgeUrl: string;
  /** The web instances, directly (Varnish's backends web1, web2, …). */
  webUrls: string[];
  /** With the password: `redis://:<password>@127.0.0.1:<port>`. */
  redisUrl: string;
  /** The token Varnish wants with a PURGE (x-edge-purge-token). */
  purgeToken: string;
  databaseUrl: string;
  runDir: string;
  /** The log file of a process: 'postgres' is not one (the embedded server logs nowhere), 'redis', 'varnish', 'worker', 'web1', … */
  logFile: (name: string) => string;
  /** Sends `signal` (default SIGTERM) to web instance `index` (0-based) and waits until it has exited. */
  stopWeb: (index: number, signal?: NodeJS.Signals) => Promise<void>;
  /** Starts web instance `index` again on its port and waits until it is ready. */
  startWeb: (index: number) => Promise<void>;
  /** Ends every process this started (by PID), the embedded PostgreSQL if it started it, and removes its temp files. */
  stop: () => Promise<void>;
};

type Managed = { name: string; child: ChildProcess; exited: Promise<void>; done: boolean };

/** The front door's liveness answer (200, no database): the instances' readiness, and Varnish's probe in default.vcl. */
const HEALTH_PATH = '/healthz';

/**
 * Without deploy/redis.conf: a cache (no persistence, bounded memory). volatile-lru evicts only
 * keys with a TTL (the cached pages), never the cache handler's tag maps, which have none.
 */
const DEFAULT_REDIS_SETTINGS = ['save ""', 'appendonly no', 'maxmemory 256mb', 'maxmemory-policy volatile-lru'].join('\n');

/** Polls `check` until it answers true; fails with `what` after `timeoutMs`, or as soon as `failed` says why. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, failed: () => string | undefined = () => undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    const reason = failed();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** The status of a GET (no keep-alive), or undefined when nothing answers. */
export function httpStatus(url: string, headers: Record<string, string> = {}): Promise<number | undefined> {
  return new Promise((resolve) => {
    const request = http.get(url, { headers, agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', () => resolve(undefined));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
  });
}

/** A RESP command (an array of bulk strings): a password is sent as it is, whatever it holds. */
const respCommand = (...words: string[]) => `*${words.length}\r\n${words.map((word) => `$${Buffer.byteLength(word)}\r\n${word}\r\n`).join('')}`;

/** Redis takes the password (AUTH, when given) and answers PING with PONG. */
export function redisPing(port: number, password?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const lines = password === undefined ? 1 : 2;
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('connect', () => socket.write((password === undefined ? '' : respCommand('AUTH', password)) + respCommand('PING')));
    socket.on('data', (data) => {
      answer += data.toString();
      if (answer.split('\r\n').length > lines) {
        socket.end();
        resolve(answer === (password === undefined ? '+PONG\r\n' : '+OK\r\n+PONG\r\n'));
      }
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
  });
}

/** Whether Varnish's probe finds each named backend healthy (`varnishadm backend.list -j`; names are web1, web2, …). */
function edgeFindsHealthy(workdir: string, names: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('varnishadm', ['-n', workdir, 'backend.list', '-j'], { timeout: 10_000 }, (error, stdout) => {
      if (error) return resolve(false);
      try {
        const backends = (JSON.parse(stdout) as unknown[])[3] as Record<string, { probe_message?: [number, number, string] }>;
        resolve(names.every((name) => Object.entries(backends).some(([key, value]) => key.endsWith(`.${name}`) && value.probe_message?.[2] === 'healthy')));
      } catch {
        resolve(false);
      }
    });
  });
}

function tail(file: string, lines = 20): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

function productionServerArgs(root: string): string[] {
  const server = path.join(root, '.next', 'door', 'serve.cjs');
  if (!existsSync(server)) throw new Error('no production build (.next/door/serve.cjs): run `npm run build` first');
  // As `npm start` (scripts/launch.ts): a larger young generation, since Next allocates a lot per request.
  return ['--max-semi-space-size=64', '--enable-source-maps', server, 'start'];
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const root = path.resolve(options.root ?? process.cwd());
  const log = options.log ?? (() => {});
  const instances = options.instances ?? 2;
  const readyTimeout = options.readyTimeoutMs ?? 180_000;
  const runDir = options.runDir ? path.resolve(options.runDir) : mkdtempSync(path.join(os.tmpdir(), 'clinic-stack-'));
  mkdirSync(runDir, { recursive: true });
  // Varnish drops to its own user when started as root: its files live in a world-readable temp dir.
  const varnishDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-varnish-'));
  chmodSync(varnishDir, 0o755);
  // The run's secrets (Redis's configuration with its password): for this user only.
  const secretsDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-secrets-'));
  const logFile = (name: string) => path.join(runDir, `${name}.log`);

  const processes = new Map<string, Managed>();
  let database: EmbeddedServer | undefined;
  let stopped = false;

  const launch = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env, cwd = root): Managed => {
    const fd = openSync(logFile(name), 'a');
    // A process group of its own: a Ctrl-C in the terminal reaches the launcher alone, whose stop() ends them in order.
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true });
    closeSync(fd);
    const managed: Managed = { name, child, done: false, exited: Promise.resolve() };
    managed.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        managed.done = true;
        if (!stopped) log(`${name} (pid ${child.pid}) exited: ${signal ?? `code ${code}`}`);
        resolve();
      });
      child.once('error', (error: NodeJS.ErrnoException) => {
        managed.done = true;
        const hint = error.code === 'ENOENT' ? ` (${command} is not installed: .ci/run installs Debian's redis-server, varnish and varnish-modules)` : '';
        log(`${name}: ${error.message}${hint}`);
        writeFileSync(logFile(name), `${error.message}${hint}\n`, { flag: 'a' });
        resolve();
      });
    });
    processes.set(name, managed);
    log(`${name}: pid ${child.pid}, log ${logFile(name)}`);
    return managed;
  };

  const exitedEarly = (managed: Managed) => () => (managed.done ? `exited during start-up; its log ends:\n${tail(logFile(managed.name))}` : undefined);

  const end = async (managed: Managed, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) => {
    if (managed.done) return;
    managed.child.kill(signal);
    const timer = setTimeout(() => managed.done || managed.child.kill('SIGKILL'), graceMs);
    await managed.exited;
    clearTimeout(timer);
  };

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // The edge first (no new traffic), then the instances and the worker (they finish what they hold), then the stores.
    const webs = [...processes.keys()].filter((name) => name.startsWith('web'));
    try {
      for (const group of [['varnish'], [...webs, 'worker'], ['redis']]) {
        await Promise.all(group.map((name) => processes.get(name)).filter((m): m is Managed => !!m).map((m) => end(m)));
      }
      await closeDb().catch(() => undefined);
      if (database && !database.reused) await database.stop();
    } finally {
      // The temp dirs go even when something above failed: a stack leaves none behind.
      rmSync(varnishDir, { recursive: true, force: true });
      rmSync(secretsDir, { recursive: true, force: true });
      if (!options.keepLogs && !options.runDir) rmSync(runDir, { recursive: true, force: true });
    }
  };

  try {
    // PostgreSQL
    let databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
    if (!databaseUrl) {
      database = await startEmbeddedPostgres(root, log);
      const name = process.env.EMBEDDED_DATABASE ?? 'clinic';
      await ensureDatabase(database.port, name);
      databaseUrl = embeddedUrl(database.port, name);
      log(`postgres: embedded on 127.0.0.1:${database.port}, database ${name}${database.reused ? ' (already running)' : ''}`);
    } else log('postgres: the given DATABASE_URL');
    if (options.prepareDatabase ?? true) {
      // lib/db reads DATABASE_URL: point it at this database for the migration and seed.
      const previous = process.env.DATABASE_URL;
      process.env.DATABASE_URL = databaseUrl;
      try {
        const env = options.seedDemo === undefined ? process.env : { ...process.env, SEED_DEMO: options.seedDemo ? '1' : '0' };
        const { seeded } = await migrateAndSeed('stack', env);
        if (seeded) log('postgres: demo data seeded');
      } finally {
        if (previous === undefined) delete process.env.DATABASE_URL;
        else process.env.DATABASE_URL = previous;
      }
    }

    // Ports: all chosen before anything starts, since the instances name the edge and the edge the instances.
    const redisPort = options.ports?.redis ?? (await freePort());
    const edgePort = options.ports?.edge ?? (await freePort());
    const webPorts: number[] = [];
    for (let i = 0; i < instances; i++) webPorts.push(options.ports?.web?.[i] ?? (await freePort()));
    const redisPassword = options.redisPassword ?? (process.env.REDIS_PASSWORD?.trim() || randomBytes(24).toString('hex'));
    // Written into redis.conf between quotes and into REDIS_URL: no character that needs escaping there.
    if (!/^[A-Za-z0-9._~-]{16,}$/.test(redisPassword)) throw new Error('REDIS_PASSWORD: at least 16 letters, digits, dots, dashes, underscores or tildes');
    const purgeToken = options.purgeToken ?? (process.env.EDGE_PURGE_TOKEN?.trim() || randomBytes(24).toString('base64url'));
    const redisUrl = `redis://:${encodeURIComponent(redisPassword)}@127.0.0.1:${redisPort}`;
    const edgeUrl = `http://127.0.0.1:${edgePort}`;
    const webUrls = webPorts.map((port) => `http://127.0.0.1:${port}`);

    // Redis: deploy/redis.conf and the password in a file of the private temp dir (not on the command line, which `ps` shows).
    const redisConf = path.join(root, 'deploy', 'redis.conf');
    const runConf = path.join(secretsDir, 'redis.conf');
    writeFileSync(runConf, `${existsSync(redisConf) ? `include ${redisConf}` : DEFAULT_REDIS_SETTINGS}\nrequirepass "${redisPassword}"\n`, { mode: 0o600 });
    const redisArgs = [runConf, '--port', String(redisPort), '--bind', '127.0.0.1', '--daemonize', 'no', '--dir', runDir, '--logfile', ''];
    const redis = launch('redis', 'redis-server', redisArgs);
    await waitFor('redis', () => redisPing(redisPort, redisPassword), readyTimeout, exitedEarly(redis));
    log(`redis: redis://:***@127.0.0.1:${redisPort}${existsSync(redisConf) ? ' (deploy/redis.conf)' : ''}`);

    // Cached reads on disk may predate this database (as `npm start` does).
    rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
    const serverArgs = productionServerArgs(root);
    const appEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JOBS_IN_PROCESS: 'false',
      TRUSTED_PROXIES: '127.0.0.1,::1',
      EDGE_PURGE_URLS: edgeUrl,
      EDGE_PURGE_TOKEN: purgeToken,
      // Loopback only: the instances are reached through Varnish (or directly from this machine).
      LISTEN_HOST: '127.0.0.1',
      // Links, canonical URLs and the *.localhost demo domains point at the edge, not at one instance.
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? edgeUrl.replace('127.0.0.1', 'localhost'),
      ...options.env,
    };

    const varnishWorkdir = path.join(varnishDir, 'n');
    let edgeStarted = false;
    const startWeb = async (index: number) => {
      const name = `web${index + 1}`;
      const running = processes.get(name);
      if (running && !running.done) throw new Error(`${name} is running`);
      const web = launch(name, process.execPath, serverArgs, { ...appEnv, PORT: String(webPorts[index]) });
      await waitFor(`${name} ${webUrls[index]}${HEALTH_PATH}`, async () => (await httpStatus(`${webUrls[index]}${HEALTH_PATH}`)) === 200, readyTimeout, exitedEarly(web));
      // Started again behind a running edge: ready once Varnish's probe sends it traffic again.
      if (edgeStarted) await waitFor(`varnish finds ${name} healthy`, () => edgeFindsHealthy(varnishWorkdir, [name]), readyTimeout, exitedEarly(web));
      log(`${name}: ${webUrls[index]}`);
    };
    // One after the other: two cold Next servers starting at once on two shared cores start no faster.
    for (let i = 0; i < instances; i++) await startWeb(i);

    if (options.worker ?? true) {
      const worker = launch('worker', process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'worker.ts')], appEnv);
      await waitFor('worker', async () => readFileSync(logFile('worker'), 'utf8').includes('processing jobs'), readyTimeout, exitedEarly(worker));
      log('worker: processing jobs');
    }

    // Varnish
    const vclFile = path.resolve(options.vclFile ?? path.join(root, 'deploy', 'varnish', 'default.vcl'));
    if (!existsSync(vclFile)) throw new Error(`no Varnish configuration at ${vclFile}`);
    writeFileSync(path.join(varnishDir, 'backends.vcl'), backendsVcl({ backends: webPorts.map((port) => ({ host: '127.0.0.1', port })) }));
    chmodSync(path.join(varnishDir, 'backends.vcl'), 0o644);
    const varnish = launch('varnish', 'varnishd', [
      '-F',
      '-f', vclFile,
      '-p', `vcl_path=${varnishDir}:${path.dirname(vclFile)}`,
      '-a', `127.0.0.1:${edgePort}`,
      // The management CLI on a free loopback port, found through the workdir by varnishadm -n.
      '-T', '127.0.0.1:0',
      '-n', varnishWorkdir,
      '-s', 'malloc,256m',
    ], { ...process.env, EDGE_PURGE_TOKEN: purgeToken });
    // Ready when its probes find every instance healthy and a page comes back through it.
    const webNames = webPorts.map((_, i) => `web${i + 1}`);
    await waitFor(
      `varnish ${edgeUrl}`,
      async () => (await edgeFindsHealthy(varnishWorkdir, webNames)) && (await httpStatus(`${edgeUrl}/`)) === 200,
      readyTimeout,
      exitedEarly(varnish),
    );
    edgeStarted = true;
    log(`varnish: ${edgeUrl}`);

    return {
      edgeUrl,
      webUrls,
      redisUrl,
      purgeToken,
      databaseUrl,
      runDir,
      logFile,
      stopWeb: async (index, signal = 'SIGTERM') => {
        const web = processes.get(`web${index + 1}`);
        if (!web) throw new Error(`no web instance ${index}`);
        await end(web, signal);
      },
      startWeb,
      stop,
    };
  } catch (error) {
    await stop().catch((stopError) => log(`stopping after a failed start: ${stopError}`));
    throw error;
  }
}

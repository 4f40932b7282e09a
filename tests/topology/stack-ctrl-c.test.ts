import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive } from '../helpers/processes';
import { waitFor } from '../helpers/wait';

/**
 * Issue 28: Ctrl-C on `npm run stack` stops everything in order and leaves no temporary folder.
 * The real command (scripts/stack.ts, on the existing build) runs in a process group of its own, as
 * a terminal's foreground job; its temp dirs go to a TMPDIR of this test and its embedded
 * PostgreSQL to EMBEDDED_PG_DIR, so what is left behind is this run's alone.
 */


const root = mkdtempSync(path.join(os.tmpdir(), 'stack-test-'));
const tmp = path.join(root, 'tmp');
const pgDir = path.join(root, 'pg');
let stack: ChildProcess | undefined;
// tsx keeps its compile cache in TMPDIR too (tsx-<uid>, shared by every run, by design): not the stack's.
const ownTemp = () => readdirSync(tmp).filter((name) => !name.startsWith('tsx-'));
const started: number[] = [];

afterAll(() => {
  // Only when the test failed half-way: what it started goes, by PID.
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
  if (stack?.pid && alive(stack.pid)) process.kill(stack.pid, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('Ctrl-C on `npm run stack` (scripts/stack.ts)', () => {
  it('SIGINT to its process group stops Varnish, the instances, the worker, Redis, then PostgreSQL, and leaves no temp dir', async () => {
    mkdirSync(tmp);
    // As root, Varnish and PostgreSQL drop to users of their own, who must reach their dirs in here.
    for (const dir of [root, tmp]) chmodSync(dir, 0o755);
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, EMBEDDED_PG_DIR: pgDir, STACK_BUILD: '0' };
    delete env.DATABASE_URL;
    stack = spawn(process.execPath, ['--import', 'tsx', 'scripts/stack.ts'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    stack.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    stack.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => stack!.once('exit', (code, signal) => resolve({ code, signal })));

    await waitFor(async () => output, (text) => text.includes('Ctrl-C stops everything') || stack!.exitCode !== null, 540_000);
    expect(output, output).toContain('[stack] Ctrl-C stops everything');
    const processes = [...output.matchAll(/\[stack\] (\w+): pid (\d+),/g)].map(([, name, pid]) => ({ name, pid: Number(pid) }));
    expect(processes.map((p) => p.name).sort()).toEqual(['redis', 'varnish', 'web1', 'web2', 'worker']);
    const postgres = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    started.push(...processes.map((p) => p.pid), postgres);
    // Varnish's files and the run's secrets (the Redis password's config) live in temp dirs while it runs.
    expect(ownTemp().sort(), 'the stack keeps its Varnish files and its secrets in temp dirs while it runs').toEqual([expect.stringMatching(/^clinic-secrets-/), expect.stringMatching(/^clinic-varnish-/)]);

    const signalled = Date.now();
    process.kill(-stack.pid!, 'SIGINT');
    const gone = new Map<number, number>();
    while (Date.now() - signalled < 120_000) {
      for (const pid of started) if (!gone.has(pid) && !alive(pid)) gone.set(pid, Date.now() - signalled);
      if (gone.size === started.length && stack.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const took = Date.now() - signalled;
    console.log(`[stack test] stopped ${took} ms after SIGINT; ${[...processes, { name: 'postgres', pid: postgres }].map(({ name, pid }) => `${name} ${gone.get(pid)} ms`).join(', ')}`);

    expect(started.filter(alive), `still running ${took} ms after SIGINT:\n${output}`).toEqual([]);
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output).toContain('[stack] stopped');
    // PostgreSQL last, after everything that used it; a clean shutdown removes postmaster.pid.
    for (const { pid } of processes) expect(gone.get(postgres)!).toBeGreaterThanOrEqual(gone.get(pid)!);
    expect(existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false);
    expect(ownTemp(), 'no temp dir left behind').toEqual([]);
  });
});

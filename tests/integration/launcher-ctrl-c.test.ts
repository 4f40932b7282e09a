import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@/lib/db/embedded';
import { alive } from '../helpers/processes';
import { waitFor } from '../helpers/wait';

/**
 * Issue 28: Ctrl-C on `npm run dev` stops everything in order. The real launcher
 * (scripts/launch.ts dev) starts its own embedded PostgreSQL (EMBEDDED_PG_DIR, a temp dir) and
 * Next inside the front door, in a process group of its own as a terminal's foreground job is.
 * A terminal's Ctrl-C is SIGINT to that whole group: the launcher and Next stop, and PostgreSQL,
 * in a group of its own, is not hit by it but stopped by the launcher after Next has exited.
 */


/** The PIDs of a process group (ps), empty once every member has exited. */
const groupMembers = (pgid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '-g', String(pgid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter(Boolean);
  } catch {
    return []; // ps exits 1 when it lists nothing
  }
};

const processGroup = (pid: number) => Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).trim());

const temp = mkdtempSync(path.join(os.tmpdir(), 'launcher-test-'));
// As root the embedded server runs as `postgres`, which must reach its data dir inside this one.
chmodSync(temp, 0o755);
let launcher: ChildProcess | undefined;

afterAll(() => {
  // Only when the test failed half-way: what it started goes, by PID.
  if (launcher?.pid && groupMembers(launcher.pid).length > 0) process.kill(-launcher.pid, 'SIGKILL');
  const pidFile = path.join(temp, 'pg', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(temp, { recursive: true, force: true });
});

describe('Ctrl-C on `npm run dev` (scripts/launch.ts)', () => {
  it('prints the URLs once the server answers; SIGINT to its process group stops Next, then PostgreSQL (in a group of its own), and the launcher exits 0', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), EMBEDDED_PG_DIR: path.join(temp, 'pg'), NODE_ENV: 'development' };
    delete env.DATABASE_URL;
    delete env.PUBLIC_BASE_URL;
    launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts', 'dev'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    launcher.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    launcher.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => launcher!.once('exit', (code, signal) => resolve({ code, signal })));

    // initdb, migrations, the seed and Next's dev server on a busy machine: generous.
    await waitFor(async () => output, (text) => text.includes('platform:') || launcher!.exitCode !== null, 240_000);
    expect(output, output).toContain(`[launch] platform:            http://localhost:${port}/`);
    // Printed once the server answered, not before: the server's own ready line comes first.
    expect(output.indexOf('[serve] ready on')).toBeGreaterThan(-1);
    expect(output.indexOf('[serve] ready on')).toBeLessThan(output.indexOf('[launch] platform:'));
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    const pgid = launcher.pid!;
    const postgres = Number(readFileSync(path.join(temp, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(alive(postgres)).toBe(true);
    expect(processGroup(postgres), 'PostgreSQL runs in a process group of its own').not.toBe(pgid);
    const server = groupMembers(pgid).filter((pid) => pid !== pgid);
    expect(server.length, 'the launcher runs the server in its group').toBeGreaterThan(0);

    // Ctrl-C in a terminal: SIGINT to the foreground process group. Each process's end is noted as it happens.
    const started = Date.now();
    process.kill(-pgid, 'SIGINT');
    const gone = new Map<number, number>();
    while (Date.now() - started < 60_000) {
      for (const pid of [...server, postgres]) if (!gone.has(pid) && !alive(pid)) gone.set(pid, Date.now() - started);
      if (groupMembers(pgid).length === 0 && !alive(postgres)) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    for (const pid of [...server, postgres]) if (!gone.has(pid) && !alive(pid)) gone.set(pid, Date.now() - started);
    const took = Date.now() - started;
    console.log(`[launcher test] everything stopped ${took} ms after SIGINT; ${[...gone].map(([pid, ms]) => `${pid === postgres ? 'postgres' : pid}: ${ms} ms`).join(', ')}`);

    expect(groupMembers(pgid), `still running ${took} ms after SIGINT:\n${output}`).toEqual([]);
    expect(alive(postgres), 'PostgreSQL stopped').toBe(false);
    expect(await exited).toEqual({ code: 0, signal: null });
    // In order: PostgreSQL went last, after every process of the server, and shut down cleanly.
    for (const pid of server) expect(gone.get(postgres)!).toBeGreaterThanOrEqual(gone.get(pid)!);
    expect(existsSync(path.join(temp, 'pg', 'postmaster.pid')), 'a clean shutdown removes postmaster.pid').toBe(false);
    expect(output).toMatch(/\[launch\] SIGINT: stopping the server, then the embedded PostgreSQL[\s\S]*\[launch\] stopped/);
  }, 360_000);
});

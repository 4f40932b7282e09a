import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../helpers/wait';

/**
 * Issue 21: SIGTERM during a 50-connection load ends with no failed request. A real front door
 * process (tests/helpers/door-process.ts: listenFrontDoor and drainOnSignals, as scripts/serve.ts
 * runs them) answers a stub handler that takes some time; 50 keep-alive clients send request
 * after request. On SIGTERM the instance says 503 on /readyz, asks every client to close its
 * connection, stops taking connections, answers what is in flight and exits 0. A client whose
 * next connection is refused stops, as a balancer takes the instance out: a refused connection
 * was never a request (any proxy retries it elsewhere); a reset or an unanswered request would be one.
 */

const CONNECTIONS = 50;
const DELAY_MS = 2000;

type Outcome = { started: number; status?: number; complete?: boolean; closing?: boolean; afterDrain: boolean; error?: string };

let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('SIGTERM during load', () => {
  it('answers every request in flight, refuses new connections only after draining, and exits 0', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'helpers', 'door-process.ts')], {
      env: { ...process.env, NODE_ENV: 'test', SHUTDOWN_DELAY_MS: String(DELAY_MS), SHUTDOWN_TIMEOUT_MS: '30000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child!.once('exit', (code, signal) => resolve({ code, signal })));
    const listening = await waitFor(async () => /listening (\d+)/.exec(output), Boolean, 60_000);
    expect(listening, output).not.toBeNull();
    const port = Number(listening![1]);

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const outcomes: Outcome[] = [];
    let draining = false;
    let sent = 0;
    const request = (): Promise<Outcome> => {
      sent += 1;
      const id = sent;
      const stream = id % 5 === 0;
      const ms = 20 + ((id * 37) % 100);
      const outcome: Outcome = { started: Date.now(), afterDrain: draining };
      const expected = `answer to ${id}\n`.repeat(50);
      return new Promise((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: `/${stream ? 'stream' : 'work'}?ms=${ms}&id=${id}`, agent, headers: { 'accept-encoding': id % 3 === 0 ? 'gzip' : 'identity' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            outcome.status = res.statusCode;
            outcome.closing = res.headers.connection === 'close';
            const raw = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
            outcome.complete = body === expected;
            resolve(outcome);
          });
          res.on('error', (error: NodeJS.ErrnoException) => {
            outcome.error = error.code ?? error.message;
            resolve(outcome);
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          outcome.error = error.code ?? error.message;
          resolve(outcome);
        });
      });
    };
    const loop = async () => {
      for (;;) {
        const outcome = await request();
        outcomes.push(outcome);
        if (outcome.error) return;
      }
    };
    const loops = Array.from({ length: CONNECTIONS }, loop);

    // Under load: every connection busy, a few hundred answers given.
    await waitFor(async () => outcomes.length, (count) => count >= 300, 60_000);
    const beforeSignal = outcomes.length;
    child.kill('SIGTERM');
    await waitFor(async () => output.includes('SIGTERM: draining'), Boolean, 30_000);
    draining = true;
    // While draining (SHUTDOWN_DELAY_MS), the listener still takes connections: /readyz tells a balancer to stop sending.
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: { code: 'not_ready', reason: 'draining' } });

    await Promise.all(loops);
    const { code, signal } = await exited;
    agent.destroy();

    const errors = outcomes.filter((outcome) => outcome.error);
    const answered = outcomes.filter((outcome) => !outcome.error);
    // Each client stopped at its first refused connection, and no request failed otherwise.
    expect(errors.map((outcome) => outcome.error)).toEqual(Array(CONNECTIONS).fill('ECONNREFUSED'));
    expect(answered.filter((outcome) => outcome.status !== 200 || !outcome.complete)).toEqual([]);
    // Answers kept coming after the signal, and every request sent while draining was answered with Connection: close.
    expect(answered.length).toBeGreaterThan(beforeSignal);
    const whileDraining = answered.filter((outcome) => outcome.afterDrain);
    expect(whileDraining.length).toBeGreaterThan(0);
    expect(whileDraining.filter((outcome) => !outcome.closing)).toEqual([]);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).toContain('drained: every request in flight was answered');
  }, 180_000);
});

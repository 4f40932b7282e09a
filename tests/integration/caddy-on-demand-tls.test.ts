import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { freePort } from '@/lib/db/embedded';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { waitFor } from '../helpers/wait';

/*
 * Issue 19: Caddy's on-demand TLS asks the app (GET /api/domains/ask) before it issues a
 * certificate. Caddy runs here with its internal CA on free ports, asking a small server that
 * passes the question to the app's own handler: a verified domain gets a certificate for its
 * name, an unverified one none (the TLS handshake fails). Needs the `caddy` binary (.ci/run
 * installs Debian's); without it the test is skipped and says so.
 */

const hasCaddy = spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;
if (!hasCaddy) console.warn('caddy-on-demand-tls: no caddy binary, skipped (apt-get install caddy)');

const app = createApiApp();
const VERIFIED = 'caddy-verified.example.kz';
const UNVERIFIED = 'caddy-unverified.example.kz';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = netConnect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

type Handshake = { ok: true; subject: string; altNames: string; body: string } | { ok: false; error: string };

/** A TLS connection to Caddy with SNI = host; the answer to GET / when the handshake succeeds. */
function handshake(port: number, host: string): Promise<Handshake> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, servername: host, rejectUnauthorized: false });
    let body = '';
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      socket.on('data', (chunk) => (body += chunk.toString()));
      socket.once('end', () => resolve({ ok: true, subject: String(cert.subject?.CN ?? ''), altNames: cert.subjectaltname ?? '', body }));
    });
    socket.once('error', (error) => resolve(body ? { ok: true, subject: '', altNames: '', body } : { ok: false, error: error.message }));
  });
}

describe.skipIf(!hasCaddy)("Caddy's on-demand TLS asks the app", () => {
  let dir = '';
  let caddy: ChildProcess | undefined;
  let ask: Server | undefined;
  let httpsPort = 0;
  const asked: string[] = [];

  beforeAll(async () => {
    await seedDemoData();
    const [demo] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    await getDb().insert(s.companyDomains).values([
      { companyId: demo.id, host: VERIFIED, verificationToken: 'a', verifiedAt: new Date() },
      { companyId: demo.id, host: UNVERIFIED, verificationToken: 'b' },
    ]);

    // The ask endpoint as Caddy reaches it: the app's handler behind a plain HTTP server.
    ask = createServer((req, res) => {
      asked.push(req.url ?? '');
      void Promise.resolve(app.request(req.url ?? '/')).then((answer) => {
        res.writeHead(answer.status);
        res.end();
      });
    });
    await new Promise<void>((resolve) => ask!.listen(0, '127.0.0.1', resolve));
    const askPort = (ask.address() as { port: number }).port;

    dir = await mkdtemp(path.join(tmpdir(), 'caddy-test-'));
    httpsPort = await freePort();
    const httpPort = await freePort();
    const config = [
      '{',
      '  admin off',
      `  storage file_system ${path.join(dir, 'storage')}`,
      '  local_certs',
      '  skip_install_trust',
      `  http_port ${httpPort}`,
      `  https_port ${httpsPort}`,
      '  on_demand_tls {',
      `    ask http://127.0.0.1:${askPort}/api/domains/ask`,
      '  }',
      '}',
      'https:// {',
      '  tls internal {',
      '    on_demand',
      '  }',
      '  respond "served {host}" 200',
      '}',
    ].join('\n');
    const file = path.join(dir, 'Caddyfile');
    await writeFile(file, config);
    caddy = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
      env: { ...process.env, XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config'), HOME: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    caddy.stderr!.on('data', (chunk) => (log += chunk.toString()));
    const up = await waitFor(() => accepts(httpsPort), Boolean, 30_000);
    if (!up) throw new Error(`caddy did not start: ${log.slice(-2000)}`);
  }, 60_000);

  afterAll(async () => {
    if (caddy?.pid && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy!.once('exit', resolve));
      process.kill(caddy.pid, 'SIGTERM');
      await exited;
    }
    await new Promise((resolve) => (ask ? ask.close(resolve) : resolve(undefined)));
    if (dir) await rm(dir, { recursive: true, force: true });
    await closeDb();
  });

  it('serves a verified domain over HTTPS with a certificate for its name', async () => {
    const answer = await handshake(httpsPort, VERIFIED);
    expect(answer).toMatchObject({ ok: true });
    if (!answer.ok) return;
    expect(answer.altNames).toContain(`DNS:${VERIFIED}`);
    expect(answer.body).toContain(`served ${VERIFIED}`);
    expect(asked).toContain(`/api/domains/ask?domain=${VERIFIED}`);
  }, 30_000);

  it('gives an unverified domain and an unknown host no certificate: the handshake fails', async () => {
    for (const host of [UNVERIFIED, 'nobody.example.org']) {
      const answer = await handshake(httpsPort, host);
      expect(answer.ok, host).toBe(false);
      expect(asked).toContain(`/api/domains/ask?domain=${host}`);
    }
  }, 30_000);
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect as netConnect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect as tlsConnect } from 'node:tls';

/** Whether Debian's caddy is installed (.ci/run installs it). */
export const hasCaddy = () => spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = netConnect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export type RunningCaddy = { httpsPort: number; rootCa: () => Promise<string>; stop: () => Promise<void>; log: () => string };

/**
 * Caddy as a deployment runs it (docs/decisions.md "Custom domains"), on free ports: its internal
 * CA issues a certificate on demand for a host `ask` approves (the app's /api/domains/ask: a
 * verified clinic domain), and the site block's `handler` lines answer (the e2e walk proxies to the
 * app with the Host kept; the integration test answers itself). The caller stops it (only this
 * process, by its PID).
 */
export async function startCaddy({ ask, handler }: { ask: string; handler: string }): Promise<RunningCaddy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'caddy-e2e-'));
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const config = [
    '{',
    '  admin off',
    `  storage file_system ${path.join(dir, 'storage')}`,
    '  local_certs',
    '  skip_install_trust',
    `  http_port ${httpPort}`,
    `  https_port ${httpsPort}`,
    '  on_demand_tls {',
    `    ask ${ask}`,
    '  }',
    '}',
    'https:// {',
    '  tls internal {',
    '    on_demand',
    '  }',
    `  ${handler}`,
    '}',
  ].join('\n');
  const file = path.join(dir, 'Caddyfile');
  await writeFile(file, config);
  const caddy: ChildProcess = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config'), HOME: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const stop = async () => {
    if (caddy.pid && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      process.kill(caddy.pid, 'SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let tries = 0; !(await accepts(httpsPort)); tries += 1) {
    if (caddy.exitCode !== null || tries > 300) {
      await stop();
      throw new Error(`caddy did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const rootCa = () => readFile(path.join(dir, 'storage', 'pki', 'authorities', 'local', 'root.crt'), 'utf8');
  return { httpsPort, rootCa, stop, log: () => log };
}

/**
 * A TLS connection to Caddy as a browser of `host` makes it, trusting only Caddy's internal root:
 * the certificate must chain to that root and name the host (Node's checkServerIdentity), or the
 * promise rejects. Answers the certificate's names and the status and body of GET `pathname`.
 */
export function fetchOverTls(port: number, host: string, ca: string, pathname = '/'): Promise<{ altNames: string; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, servername: host, ca, rejectUnauthorized: true });
    const chunks: Buffer[] = [];
    socket.once('secureConnect', () => {
      const altNames = socket.getPeerCertificate().subjectaltname ?? '';
      // HTTP/1.0: the whole body at once, never in chunks, so a text cannot be cut by a chunk's size line.
      socket.write(`GET ${pathname} HTTP/1.0\r\nHost: ${host}\r\nAccept-Language: ru\r\nConnection: close\r\n\r\n`);
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.once('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        resolve({ altNames, status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1] ?? 0), body: raw });
      });
    });
    socket.once('error', reject);
  });
}

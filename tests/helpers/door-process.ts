/**
 * A web instance for the shutdown tests: the real front door (listenFrontDoor) and the real
 * signal handling of scripts/serve.ts (drainOnSignals, SHUTDOWN_DELAY_MS / SHUTDOWN_TIMEOUT_MS
 * through opsConfig), around a stub of Next's handler that takes some time:
 *   /work?ms=N    waits N ms, then answers 200 with a body that names the request
 *   /stream?ms=N  sends its headers at once, then the body over N ms
 * Prints `listening <port>` once it takes connections.
 *   node --import tsx tests/helpers/door-process.ts
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTrustedProxies } from '../../lib/http/client-address';
import { listenFrontDoor } from '../../lib/server/front-door';
import { opsConfig } from '../../lib/server/ops-config';
import { drainOnSignals } from '../../lib/server/shutdown';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://door');
  const ms = Number(url.searchParams.get('ms') ?? 0);
  const body = `answer to ${url.searchParams.get('id') ?? '?'}\n`.repeat(50);
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  if (url.pathname === '/stream') {
    res.flushHeaders();
    const half = Math.floor(body.length / 2);
    res.write(body.slice(0, half));
    await wait(ms);
    res.end(body.slice(half));
    return;
  }
  await wait(ms);
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

async function main() {
  const ops = opsConfig();
  const door = await listenFrontDoor({ port: 0, hostname: '127.0.0.1', dev: false, trustedProxies: parseTrustedProxies(''), handle, compress: true });
  drainOnSignals(door, { delayMs: ops.shutdownDelayMs, timeoutMs: ops.shutdownTimeoutMs, say: (message) => console.log(message) });
  console.log(`listening ${(door.server.address() as AddressInfo).port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

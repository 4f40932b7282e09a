import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * The yardstick: a bare Node server that returns the same bytes as the page under test.
 * It runs in its own process, as `next start` does, so it does not share a thread with autocannon.
 */
export async function startBareServer(body: string, contentType: string, options: { gzip?: boolean } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  child.send({ body, contentType, gzip: options.gzip === true });
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve((m as { port: number }).port)));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** With gzip, the body is compressed once and sent as `content-encoding: gzip`, as an edge answers a browser. */
function serve({ body, contentType, gzip }: { body: string; contentType: string; gzip?: boolean }) {
  const bytes = gzip ? gzipSync(body) : Buffer.from(body);
  const headers: Record<string, string | number> = { 'content-type': contentType, 'content-length': bytes.length };
  if (gzip) headers['content-encoding'] = 'gzip';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
}

if (process.argv.includes('--serve')) process.once('message', (m) => serve(m as { body: string; contentType: string; gzip?: boolean }));

/**
 * What hashing a page's inline scripts for its CSP costs (docs/decisions.md, "CSP with script hashes").
 *   node --import tsx bench/script-hashes.ts <url of a page, or an HTML file>
 * 1. inlineScriptHashes on that HTML, timed over many runs.
 * 2. The front door around a stub that answers that HTML as Next answers a cached page (one
 *    `end`, Content-Length set), under autocannon: as text/html (held and hashed) and, the same
 *    bytes, as text/plain (streamed through untouched). The difference is the door's cost.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { parseTrustedProxies } from '../lib/http/client-address';
import { inlineScriptHashes } from '../lib/http/script-hashes';
import { createFrontDoor } from '../lib/server/front-door';

async function loadHtml(source: string): Promise<string> {
  if (/^https?:/.test(source)) return (await fetch(source)).text();
  return readFileSync(source, 'utf8');
}

function timeFunction(html: string) {
  const bytes = Buffer.from(html);
  for (let i = 0; i < 200; i++) inlineScriptHashes(bytes);
  const runs = 2000;
  const started = process.hrtime.bigint();
  let count = 0;
  for (let i = 0; i < runs; i++) count += inlineScriptHashes(bytes).length;
  const micros = Number(process.hrtime.bigint() - started) / 1000 / runs;
  const encodeStarted = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) Buffer.from(html);
  const encodeMicros = Number(process.hrtime.bigint() - encodeStarted) / 1000 / runs;
  console.log(`html: ${bytes.length} bytes, ${count / runs} inline scripts hashed`);
  console.log(`inlineScriptHashes: ${micros.toFixed(1)} µs per page; encoding the string to UTF-8 (Node does it anyway): ${encodeMicros.toFixed(1)} µs`);
}

async function throughput(html: string, contentType: string): Promise<{ rps: number; p99: number; latency: number }> {
  const server = http.createServer(
    createFrontDoor({
      trustedProxies: parseTrustedProxies(undefined),
      dev: false,
      handle: (_req, res) => {
        res.setHeader('content-type', contentType);
        res.setHeader('content-length', Buffer.byteLength(html));
        res.end(html);
      },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 10, duration: 8 });
  await new Promise((resolve) => server.close(resolve));
  return { rps: result.requests.average, p99: result.latency.p99, latency: result.latency.average };
}

async function main() {
  const source = process.argv[2];
  if (!source) throw new Error('usage: node --import tsx bench/script-hashes.ts <url or file>');
  const html = await loadHtml(source);
  timeFunction(html);
  for (const type of ['text/plain; charset=utf-8', 'text/html; charset=utf-8', 'text/plain; charset=utf-8', 'text/html; charset=utf-8']) {
    const { rps, p99, latency } = await throughput(html, type);
    console.log(`door + stub, ${type.split(';')[0].padEnd(10)}: ${rps.toFixed(0)} req/s, latency avg ${latency.toFixed(2)} ms, p99 ${p99} ms`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

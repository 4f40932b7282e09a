/**
 * What hashing a page's inline scripts for its CSP costs (docs/decisions.md, "CSP with script hashes").
 *   node --import tsx bench/script-hashes.ts <url of a page, or an HTML file>
 * 1. inlineScriptHashes on that HTML, timed over many runs.
 * 2. The front door around a stub that answers that HTML as Next answers a cached page (one
 *    `end` of the same string, Content-Length set), under autocannon (its own process, 10
 *    connections): as text/plain (streamed through untouched), as text/html (held, hashes from
 *    the cache), and as text/html in a new string each time (the cache compares the text) and
 *    in two writes (no cache: scanned and hashed every time, as a streamed page is).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
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

type Mode = 'plain' | 'html' | 'html-new-string' | 'html-streamed';

/** autocannon in a child process, so that it does not share the door's event loop. */
function autocannon(url: string, seconds: number): Promise<{ rps: number; latency: number; p99: number; total: number }> {
  return new Promise((resolve, reject) => {
    const bin = path.join(process.cwd(), 'node_modules', '.bin', 'autocannon');
    const child = spawn(bin, ['-j', '-c', '10', '-d', String(seconds), url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => {
      const result = JSON.parse(out);
      resolve({ rps: result.requests.average, latency: result.latency.average, p99: result.latency.p99, total: result.requests.total });
    });
  });
}

async function throughput(html: string, mode: Mode) {
  const half = Math.floor(html.length / 2);
  const server = http.createServer(
    createFrontDoor({
      trustedProxies: parseTrustedProxies(undefined),
      dev: false,
      handle: (_req, res) => {
        res.setHeader('content-type', mode === 'plain' ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8');
        res.setHeader('content-length', Buffer.byteLength(html));
        if (mode === 'html-streamed') {
          res.write(html.slice(0, half));
          res.end(html.slice(half));
        } else res.end(mode === 'html-new-string' ? ` ${html}`.slice(1) : html);
      },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  await autocannon(url, 2);
  // CPU time of this process (the door and the stub) per answer: steadier than req/s on a shared machine.
  const before = process.cpuUsage();
  const result = await autocannon(url, 8);
  const used = process.cpuUsage(before);
  await new Promise((resolve) => server.close(resolve));
  return { ...result, cpuMicros: (used.user + used.system) / result.total };
}

async function main() {
  const source = process.argv[2];
  if (!source) throw new Error('usage: node --import tsx bench/script-hashes.ts <url or file>');
  const html = await loadHtml(source);
  timeFunction(html);
  for (const round of [1, 2]) {
    for (const mode of ['plain', 'html', 'html-new-string', 'html-streamed'] as const) {
      const { rps, p99, latency, cpuMicros } = await throughput(html, mode);
      console.log(`round ${round}, door + stub, ${mode.padEnd(15)}: ${cpuMicros.toFixed(0)} µs CPU per answer, ${rps.toFixed(0)} req/s, latency avg ${latency.toFixed(2)} ms, p99 ${p99} ms`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

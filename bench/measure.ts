import autocannon from 'autocannon';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { startBareServer } from './bare-server';

export type Throughput = { rps: number; p50: number; p99: number; non2xx: number };

/** 50 connections for a fixed time; requests per second, median and p99 latency in ms. */
export async function throughput(url: string, headers: Record<string, string> = {}, duration = Number(process.env.BENCH_SECONDS ?? 10)): Promise<Throughput> {
  const result = await autocannon({ url, connections: 50, duration, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

/**
 * One GET with exactly these headers. Not fetch(): it drops a Host header, and the custom
 * domain's page would silently be the platform's.
 */
export function fetchText(url: string, headers: Record<string, string> = {}): Promise<{ body: string; contentType: string; status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8'), contentType: res.headers['content-type'] ?? 'text/html', status: res.statusCode ?? 0 }));
      })
      .on('error', reject);
  });
}

export const gzipSize = (text: string | Buffer) => gzipSync(text).length;

/** The gzipped bytes of every script a modern browser loads (noModule polyfills are skipped by it). */
export async function pageScriptsGzip(origin: string, html: string): Promise<{ total: number; files: number }> {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]));
  return scriptsGzip([...new Set(tags.map((m) => new URL(m[1].replace(/&amp;/g, '&'), origin).href))]);
}

/** The gzipped bytes of these scripts (absolute URLs, each counted once), fetched again here. */
export async function scriptsGzip(urls: readonly string[]): Promise<{ total: number; files: number }> {
  const unique = new Set(urls);
  let total = 0;
  for (const url of unique) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    total += gzipSize(Buffer.from(await res.arrayBuffer()));
  }
  return { total, files: unique.size };
}

/**
 * 50 connections (or `connections`) for a fixed time, each request to a path drawn at random
 * from `paths` (the tenants bench: random clinics' homes) on the origin of `url`.
 */
export async function throughputOfPaths(url: string, paths: readonly string[], duration = Number(process.env.BENCH_SECONDS ?? 10), headers: Record<string, string> = {}, connections = 50): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)] }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

/** `count` GETs of `url`, one after another: the median time in ms and the size of the last answer in bytes. */
export async function sequentialTimes(url: string, count: number, headers: Record<string, string> = {}): Promise<{ medianMs: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const page = await fetchText(url, headers);
    times.push(performance.now() - start);
    if (page.status !== 200) throw new Error(`${url} answered ${page.status}`);
    bytes = Buffer.byteLength(page.body);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], bytes };
}

/**
 * The yardstick of a page: a bare Node server returning the same bytes (gzipped with `gzip`, asked
 * for with `headers`), warmed, then at its best of two runs: a run disturbed by the machine would
 * flatter the page measured against it. Measured first, on a quiet machine.
 */
export async function bareYardstick(page: { body: string; contentType: string }, options: { gzip?: boolean; headers?: Record<string, string> } = {}): Promise<Throughput> {
  const bare = await startBareServer(page.body, page.contentType, { gzip: options.gzip });
  try {
    await throughput(bare.url, options.headers, 2);
    return [await throughput(bare.url, options.headers), await throughput(bare.url, options.headers)].reduce((a, b) => (b.rps > a.rps ? b : a));
  } finally {
    await bare.close();
  }
}

/** The median of three runs: one run on this shared machine moves by 15% either way. */
export async function medianThroughput(url: string, headers: Record<string, string> = {}): Promise<Throughput> {
  const runs = [await throughput(url, headers), await throughput(url, headers), await throughput(url, headers)];
  return runs.sort((a, b) => a.rps - b.rps)[1];
}

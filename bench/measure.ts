import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';

export type Throughput = { rps: number; p99: number; non2xx: number };

/** 50 connections for a fixed time; requests per second and p99 latency in ms. */
export async function throughput(url: string, headers: Record<string, string> = {}, duration = Number(process.env.BENCH_SECONDS ?? 10)): Promise<Throughput> {
  const result = await autocannon({ url, connections: 50, duration, headers });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

export async function fetchText(url: string, headers: Record<string, string> = {}): Promise<{ body: string; contentType: string; status: number }> {
  const res = await fetch(url, { headers, redirect: 'manual' });
  return { body: await res.text(), contentType: res.headers.get('content-type') ?? 'text/html', status: res.status };
}

export const gzipSize = (text: string | Buffer) => gzipSync(text).length;

/** The gzipped bytes of every script a modern browser loads (noModule polyfills are skipped by it). */
export async function pageScriptsGzip(origin: string, html: string): Promise<{ total: number; files: number }> {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]));
  const sources = new Set(tags.map((m) => m[1]));
  let total = 0;
  for (const src of sources) {
    const res = await fetch(new URL(src.replace(/&amp;/g, '&'), origin));
    total += gzipSize(Buffer.from(await res.arrayBuffer()));
  }
  return { total, files: sources.size };
}

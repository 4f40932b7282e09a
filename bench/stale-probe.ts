/**
 * The stale-read probe of the topology row (issue 21): while 50 connections read a page through
 * the edge, the bench edits what that page shows, one edit after another, each carrying the next
 * number. A read that started after an edit's answer had arrived, yet shows an older number, is a
 * stale read: the edge (or an instance behind it) answered from before the edit. The target is 0.
 */
import http from 'node:http';

/** One read: when it was sent (ms, performance clock) and the number the page showed (null: none found). */
export type ProbeRead = { sentAt: number; marker: number | null };
/** One edit: the number it wrote and when its answer arrived (the edit is committed and purged by then). */
export type ProbeEdit = { marker: number; answeredAt: number };

/**
 * The reads that were sent after some edit had been answered but show an older number than that
 * edit's (or no number at all). Pure, so tests/unit/bench-stale-probe.test.ts checks it.
 */
export function staleReads(reads: readonly ProbeRead[], edits: readonly ProbeEdit[]): ProbeRead[] {
  const answered = [...edits].sort((a, b) => a.answeredAt - b.answeredAt);
  return reads.filter((read) => {
    let newest: number | null = null;
    for (const edit of answered) {
      if (edit.answeredAt > read.sentAt) break;
      newest = newest === null ? edit.marker : Math.max(newest, edit.marker);
    }
    return newest !== null && (read.marker === null || read.marker < newest);
  });
}

/** GETs a URL as fast as it answers on one keep-alive connection until stopped; each answer's marker. */
function readLoop(url: URL, headers: Record<string, string>, agent: http.Agent, markerOf: (html: string) => number | null, shouldStop: () => boolean, reads: ProbeRead[]): Promise<number> {
  let failures = 0;
  return new Promise((resolve) => {
    const next = () => {
      if (shouldStop()) return resolve(failures);
      const sentAt = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode === 200) reads.push({ sentAt, marker: markerOf(Buffer.concat(chunks).toString('utf8')) });
          else failures += 1;
          next();
        });
      });
      req.on('error', () => {
        failures += 1;
        next();
      });
    };
    next();
  });
}

/**
 * Runs `edit(marker)` for markers 1..edits, one after another with `pauseMs` between them, while
 * `connections` loops read `url`. Returns every read, every edit and the reads that failed.
 */
export async function probeStaleReads(options: {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  edits: number;
  pauseMs: number;
  markerOf: (html: string) => number | null;
  edit: (marker: number) => Promise<void>;
}): Promise<{ reads: ProbeRead[]; edits: ProbeEdit[]; failures: number; stale: ProbeRead[] }> {
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 50 });
  const reads: ProbeRead[] = [];
  const edits: ProbeEdit[] = [];
  let stop = false;
  const loops = Array.from({ length: options.connections ?? 50 }, () => readLoop(url, options.headers ?? {}, agent, options.markerOf, () => stop, reads));
  try {
    for (let marker = 1; marker <= options.edits; marker += 1) {
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      await options.edit(marker);
      edits.push({ marker, answeredAt: performance.now() });
    }
    // Reads go on a little after the last edit: the moment a stale answer would show.
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  } finally {
    stop = true;
  }
  const failures = (await Promise.all(loops)).reduce((a, b) => a + b, 0);
  agent.destroy();
  return { reads, edits, failures, stale: staleReads(reads, edits) };
}

/**
 * The bench's "topology" row (issue 21): the whole topology of `npm run stack` (two web
 * instances with the shared Redis cache, the worker, Varnish in front; scripts/stack/topology.ts)
 * on this machine. The clinic home through Varnish against a bare Node server returning the same
 * bytes (at least 0.9x its requests per second, p99 at most 2x its p99: bench/throughput-budget.ts
 * 'edge'), and the stale-read probe (bench/stale-probe.ts): edits made through the instances, in
 * turn, while 50 connections read the home through the edge; every answer older than an edit
 * already answered is counted (target 0). Issue 30's budget row too: a doctor's free slots for
 * 30 days through Varnish, at least 0.05x the bare server and p99 at most 3x its median
 * (bench/booking-budget.ts).
 */
import { addWallDays, instantToWallDate } from '../lib/dates/wall-time';
import { startTopology } from '../scripts/stack/topology';
import { basic, slotsDoctors, slotsPath, ZONE } from './booking';
import { slotsFailures } from './booking-budget';
import { headlineEdits, headlineMarker } from './home-edits';
import { bareYardstick, fetchText, medianThroughput, throughput } from './measure';
import { probeStaleReads } from './stale-probe';
import { throughputFailures } from './throughput-budget';

/** Edits of the probe and the pause before each: long enough for the edge to cache the page again in between. */
const PROBE_EDITS = Number(process.env.BENCH_PROBE_EDITS ?? 20);
const PROBE_PAUSE_MS = Number(process.env.BENCH_PROBE_PAUSE_MS ?? 500);

/** Reads through the edge until it answers from its cache (X-Cache: HIT), at most `tries` reads. */
async function untilEdgeHit(url: string, headers: Record<string, string>, tries = 50): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.headers.get('x-cache')?.toUpperCase().startsWith('HIT')) return;
  }
  throw new Error(`${url} never became an edge hit in ${tries} reads`);
}

export async function runTopologyRow(): Promise<boolean> {
  console.log('\ntopology: two instances + Redis + the worker behind Varnish (scripts/stack/topology.ts)');
  const topology = await startTopology({ seedDemo: true, log: () => {} });
  let ok = true;
  try {
    const url = `${topology.edgeUrl}/l/demo-clinic`;
    await untilEdgeHit(url, {});
    const page = await fetchText(url);
    if (page.status !== 200) throw new Error(`the home through the edge answered ${page.status}`);
    // As browsers ask (gzip): the edge keeps the page compressed, the yardstick sends the same page gzipped once.
    const gzip = { 'accept-encoding': 'gzip' };
    const base = await bareYardstick(page, { gzip: true, headers: gzip });
    await throughput(url, gzip, 3);
    const edge = await medianThroughput(url, gzip);
    const failures = throughputFailures(edge, base, 'edge');
    ok &&= failures.length === 0;
    console.log('page                          edge rps   p50 ms   p99 ms   bare rps   ratio   bare p99');
    console.log(
      `${'home via Varnish'.padEnd(30)}${edge.rps.toFixed(0).padStart(8)}${String(edge.p50).padStart(9)}${String(edge.p99).padStart(9)}${base.rps.toFixed(0).padStart(11)}${(edge.rps / base.rps).toFixed(3).padStart(8)}${String(base.p99).padStart(11)}  ${failures.length === 0 ? 'ok' : `OVER BUDGET: ${failures.join('; ')}`}`,
    );

    // Issue 30: a doctor's free slots for 30 days as a visitor's phone reads them, through the edge.
    const doctor = (await slotsDoctors(topology.webUrls[0]))[0];
    const from = instantToWallDate(new Date(), ZONE);
    const slotsUrl = `${topology.edgeUrl}${slotsPath(doctor, from, addWallDays(from, 30))}`;
    const plain = { authorization: basic(), accept: 'application/json' };
    const api = { ...plain, 'accept-encoding': 'gzip' };
    await untilEdgeHit(slotsUrl, api);
    const slots = await fetchText(slotsUrl, plain);
    if (slots.status !== 200) throw new Error(`the slots through the edge answered ${slots.status}`);
    const slotsBase = await bareYardstick(slots, { gzip: true, headers: api });
    await throughput(slotsUrl, api, 3);
    const slotsRead = await medianThroughput(slotsUrl, api);
    const slotsMissed = slotsFailures(slotsRead, slotsBase);
    ok &&= slotsMissed.length === 0;
    console.log(
      `${'slots 30 days via Varnish'.padEnd(30)}${slotsRead.rps.toFixed(0).padStart(8)}${String(slotsRead.p50).padStart(9)}${String(slotsRead.p99).padStart(9)}${slotsBase.rps.toFixed(0).padStart(11)}${(slotsRead.rps / slotsBase.rps).toFixed(3).padStart(8)}${String(slotsBase.p99).padStart(11)}  ${slotsMissed.length === 0 ? 'ok (>= 0.05x, p99 <= 3x its median)' : `OVER BUDGET: ${slotsMissed.join('; ')}`}`,
    );

    const edits = await headlineEdits(topology.webUrls);
    try {
      const probe = await probeStaleReads({ url, connections: 50, edits: PROBE_EDITS, pauseMs: PROBE_PAUSE_MS, markerOf: headlineMarker, edit: edits.set });
      const seen = new Set(probe.reads.map((read) => read.marker)).size;
      ok &&= probe.stale.length === 0 && probe.failures === 0;
      console.log(
        `stale-read probe: ${PROBE_EDITS} edits (through each instance in turn) under 50 connections through the edge: ${probe.reads.length} reads, ${seen} distinct headlines seen, ${probe.stale.length} stale, ${probe.failures} failed  ${probe.stale.length === 0 && probe.failures === 0 ? 'ok' : 'OVER BUDGET (target 0)'}`,
      );
    } finally {
      await edits.restore();
    }
  } finally {
    await topology.stop();
  }
  return ok;
}

/**
 * `npm run bench`: starts the production server (embedded PostgreSQL unless DATABASE_URL),
 * measures the demo-clinic home under /l/demo-clinic and on its custom domain, and a
 * specialist page (DESIGN "Budgets"), against a bare Node server returning the same bytes,
 * and the gzipped JavaScript of the home against the framework floor (the platform home,
 * which has no client components of ours); then Lighthouse on the public pages, and the "app" row
 * (bench/app.ts): the signed-in /pro dashboard and /profile/requests on Lighthouse's mobile
 * profile against the clinic home's LCP, and /pro's JavaScript above the floor.
 *
 * Last, once that server has stopped, the "topology" row (bench/topology.ts): the home through
 * Varnish in front of two instances with the shared Redis cache, and the stale-read probe.
 *
 * BENCH_ONLY runs some parts only, for quick iteration: a comma list of throughput, nginx, js,
 * booking (bench/booking.ts: a doctor's free slots read, the booking write), lighthouse, app, topology (e.g. `BENCH_ONLY=app npm run bench`); unset, everything runs. Other knobs:
 * BENCH_PORT (3200), BENCH_BUILD=1 (build first), BENCH_SECONDS, BENCH_WARM_SECONDS,
 * LIGHTHOUSE_RUNS (5), APP_RUNS (3), BENCH_APP_TIMEOUT_MS (90000, per state awaited).
 * A bench, never a test: nothing here runs under vitest or Playwright's runner.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startBareServer } from './bare-server';
import { bareYardstick, fetchText, gzipSize, medianThroughput, pageScriptsGzip, throughput } from './measure';
import { runAppRow } from './app';
import { benchSections } from './app-budget';
import { lighthousePages, runLighthouse } from './lighthouse';
import { throughputFailures } from './throughput-budget';
import { nginxAvailable, startNginx } from './nginx';
import { runTopologyRow } from './topology';
import { runBookingRow } from './booking';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const ORIGIN = `http://localhost:${PORT}`;
// DESIGN "Budgets": throughput against the bare server (bench/throughput-budget.ts); JS at most the floor + 25 KiB, home HTML 30 KiB.
const BUDGET = { jsAboveFloor: 25 * 1024, homeHtml: 30 * 1024 };

async function waitForServer(url: string, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not start at ${url}`);
}

/**
 * A fresh server speeds up for a while (V8 optimising the render path, caches filling): 3 s
 * bursts until two in a row are within 10% of each other (at most 8), so the first page
 * measured is not judged on a cold process.
 */
async function warmUntilSettled(url: string, headers: Record<string, string>) {
  let previous = 0;
  for (let burst = 0; burst < 8; burst++) {
    const { rps } = await throughput(url, headers, 3);
    if (previous > 0 && Math.abs(rps - previous) / previous < 0.1) return;
    previous = rps;
  }
}

/** Seconds of load on each page before any is measured. */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 15);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const only = benchSections(process.env.BENCH_ONLY);
  if (!existsSync('.next/BUILD_ID') || process.env.BENCH_BUILD === '1') {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('next build failed');
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts', 'start'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // Loopback is trusted to forward a client address: the booking row plays many patients, each from its own.
    env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: '1', TRUSTED_PROXIES: '127.0.0.1,::1' },
  });
  let failed = false;
  try {
    await waitForServer(`${ORIGIN}/l/demo-clinic`);
    // The server's first seconds go to its job worker starting up; measure a settled machine.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    if (only.has('throughput')) {
      const specialist = lighthousePages(ORIGIN)[1];
      const targets = [
        { name: 'home /l/demo-clinic', url: `${ORIGIN}/l/demo-clinic`, headers: {} as Record<string, string> },
        { name: 'home demo-clinic.localhost', url: `${ORIGIN}/`, headers: { host: `demo-clinic.localhost:${PORT}` } },
        { name: 'specialist page', url: specialist.url, headers: {} as Record<string, string> },
      ];
      // One process serves every page: each route's code is optimised by V8 only under its own
      // load, so all of them are warmed before any is measured (a server in use has long been warm).
      for (const target of targets) await throughput(target.url, target.headers, WARM_SECONDS);
      console.log(`\nthroughput, 50 connections, ${process.env.BENCH_SECONDS ?? 10} s each`);
      console.log('page                          next rps   p50 ms   p99 ms   bare rps   ratio');
      for (const target of targets) {
        const page = await fetchText(target.url, target.headers);
        if (page.status !== 200) throw new Error(`${target.name} answered ${page.status}`);
        // The yardstick first, on a quiet machine; then Next, its cache warmed.
        const base = await bareYardstick(page);
        await warmUntilSettled(target.url, target.headers);
        const next = await medianThroughput(target.url, target.headers);
        const ratio = next.rps / base.rps;
        const failures = throughputFailures(next, base, 'next');
        failed ||= failures.length > 0;
        console.log(
          `${target.name.padEnd(30)}${next.rps.toFixed(0).padStart(8)}${String(next.p50).padStart(9)}${String(next.p99).padStart(9)}${base.rps.toFixed(0).padStart(11)}${ratio.toFixed(3).padStart(8)}  ${failures.length === 0 ? 'ok' : `OVER BUDGET: ${failures.join('; ')}`}`,
        );
      }
    }

    if (only.has('nginx')) {
      if (nginxAvailable()) {
        const nginxPort = PORT + 1;
        const nginx = await startNginx(PORT, nginxPort);
        try {
          const url = `http://127.0.0.1:${nginxPort}/l/demo-clinic`;
          const page = await fetchText(url);
          const bare = await startBareServer(page.body, page.contentType);
          const base = await throughput(bare.url);
          await bare.close();
          await throughput(url, {}, 2);
          const viaNginx = await throughput(url);
          const ratio = viaNginx.rps / base.rps;
          const failures = throughputFailures(viaNginx, base, 'edge');
          failed ||= failures.length > 0;
          console.log(
            `${'home via deploy/nginx.conf'.padEnd(30)}${viaNginx.rps.toFixed(0).padStart(8)}${String(viaNginx.p50).padStart(9)}${String(viaNginx.p99).padStart(9)}${base.rps.toFixed(0).padStart(11)}${ratio.toFixed(3).padStart(8)}  ${failures.length === 0 ? 'ok' : `OVER BUDGET: ${failures.join('; ')}`}`,
          );
        } finally {
          await nginx.stop();
        }
      } else {
        console.log('home via deploy/nginx.conf     skipped: nginx is not installed (apt-get install nginx-light)');
      }
    }

    if (only.has('js')) {
      const home = await fetchText(`${ORIGIN}/l/demo-clinic`);
      const floor = await fetchText(`${ORIGIN}/`);
      const homeJs = await pageScriptsGzip(ORIGIN, home.body);
      const floorJs = await pageScriptsGzip(ORIGIN, floor.body);
      const above = homeJs.total - floorJs.total;
      const htmlGzip = gzipSize(home.body);
      console.log('\njavascript (gzipped)');
      console.log(`framework floor (platform home): ${kib(floorJs.total)} in ${floorJs.files} files`);
      console.log(`demo-clinic home:                ${kib(homeJs.total)} in ${homeJs.files} files`);
      console.log(`above the floor:                 ${kib(above)}  ${above <= BUDGET.jsAboveFloor ? 'ok' : `OVER BUDGET (${kib(BUDGET.jsAboveFloor)})`}`);
      console.log(`home HTML:                       ${kib(htmlGzip)}  ${htmlGzip <= BUDGET.homeHtml ? 'ok' : `OVER BUDGET (${kib(BUDGET.homeHtml)})`}`);
      failed ||= above > BUDGET.jsAboveFloor || htmlGzip > BUDGET.homeHtml;
    }

    if (only.has('booking')) {
      const bookingOk = await runBookingRow(ORIGIN);
      failed ||= !bookingOk;
    }

    // After the load tests the machine needs a moment: Lighthouse and the app row time the page's main thread.
    if (only.has('throughput') || only.has('nginx') || only.has('booking')) await new Promise((resolve) => setTimeout(resolve, 5000));
    // Run first, then combine: `failed ||= await …` would skip Lighthouse once anything failed.
    if (only.has('lighthouse')) {
      const lighthouseOk = await runLighthouse(ORIGIN);
      failed ||= !lighthouseOk;
    }
    if (only.has('app')) {
      const appOk = await runAppRow(ORIGIN);
      failed ||= !appOk;
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  // Its own PostgreSQL database, instances, Redis and Varnish: after the single server has gone.
  if (only.has('topology')) {
    const topologyOk = await runTopologyRow();
    failed ||= !topologyOk;
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * The bench's "app" row (issue 20, DESIGN "Budgets"): how soon the signed-in pages show what
 * their visitor came for, next to the clinic home's LCP, on Lighthouse's mobile profile.
 *
 * Chromium (Playwright, /usr/bin/chromium) gets the profile Lighthouse applies with
 * `throttlingMethod: 'devtools'`, its constants read from lighthouse/core/config/constants.js
 * (4x CPU; 150 ms RTT and 1.6 Mbit/s down, 750 kbit/s up, which DevTools applies per request as
 * 562.5 ms latency, 1474.6 and 675 kbit/s; the Moto G Power screen, 412x823 at 1.75; its user
 * agent), through the DevTools protocol: Network.emulateNetworkConditions and
 * Emulation.setCPUThrottlingRate. Every run is a fresh browser context (empty cache, as
 * Lighthouse loads a page), the session cookie of a sign-in through the real API given to it.
 *
 * Measured, median of APP_RUNS (3) runs each, in rounds so the machine's noise falls on all:
 * - the clinic home's LCP (PerformanceObserver largest-contentful-paint, once it has settled);
 * - /pro/DEMO/0: until the dashboard's numbers (`[data-testid^="open-"]`, each with a digit) are visible;
 * - /profile/requests: until the patient's requests (`[data-testid="appointment-request"]`) are visible;
 * - the first entry /pro (the way to the cabinet, then its numbers): informational.
 * "Visible" is the first animation frame after the elements are in the page and shown, and
 * never before the first contentful paint; every time counts from the navigation's start.
 * Each signed-in page must show within 1.5x the home's LCP. And /pro's JavaScript: the gzipped
 * scripts the browser loads for the dashboard above those of the framework floor (the platform
 * home), at most 150 KiB.
 */
import type { Browser, CDPSession } from '@playwright/test';
import { APP_BUDGET, jsVerdict, ratioVerdict, summarize, type Runs, type Summary } from './app-budget';
import { probeScript, type Wait } from './app-probe';
import { cookieHeader, ensurePatientRequests, signIn, type Cookie } from './app-sessions';
import { fetchText, pageScriptsGzip, scriptsGzip } from './measure';

const CLINIC_SLUG = 'demo-clinic';
const COMPANY_CODE = 'DEMO';
const CABINET_CODE = 0;
/** A state not reached in this long is a failed run (a loaded 2-core machine, a throttled phone: generous on purpose). */
const STATE_TIMEOUT_MS = Number(process.env.BENCH_APP_TIMEOUT_MS ?? 90_000);
const RUNS = Math.max(1, Number(process.env.APP_RUNS ?? 3));

const NUMBERS = '[data-testid^="open-"]';
const REQUESTS = '[data-testid="appointment-request"]';
const CABINET_PATH = String.raw`/pro/[^/]+/\d+/?$`;

type Target = { name: string; path: string; cookies: readonly Cookie[] | null; wait: Wait };

export type MobileProfile = {
  network: { offline: false; latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuRate: number;
  screen: { width: number; height: number; deviceScaleFactor: number };
  userAgent: string;
  description: string;
};

/** Lighthouse's mobile profile, as its `devtools` throttling applies it (core/lib/emulation.js). */
export async function lighthouseMobileProfile(): Promise<MobileProfile> {
  const { throttling, screenEmulationMetrics, userAgents } = await import('lighthouse/core/config/constants.js');
  const slow4g = throttling.mobileSlow4G;
  const screen = screenEmulationMetrics.mobile;
  const network = {
    offline: false as const,
    latency: slow4g.requestLatencyMs,
    // DevTools takes bytes per second; Lighthouse floors kbit/s * 1024 / 8.
    downloadThroughput: Math.floor((slow4g.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((slow4g.uploadThroughputKbps * 1024) / 8),
  };
  return {
    network,
    cpuRate: slow4g.cpuSlowdownMultiplier,
    screen: { width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor },
    userAgent: userAgents.mobile,
    description:
      `${slow4g.cpuSlowdownMultiplier}x CPU, RTT ${slow4g.rttMs} ms and ${(slow4g.throughputKbps / 1024).toFixed(1)} Mbit/s down ` +
      `(as DevTools: ${slow4g.requestLatencyMs} ms per request, ${slow4g.downloadThroughputKbps.toFixed(0)}/${slow4g.uploadThroughputKbps.toFixed(0)} kbit/s), ` +
      `${screen.width}x${screen.height} at ${screen.deviceScaleFactor}`,
  };
}

/**
 * A page expression's value through the DevTools protocol (Runtime.evaluate): the pages' CSP
 * refuses the string evaluation Playwright's waitForFunction would use, and does not apply here.
 */
async function evaluate(cdp: CDPSession, expression: string): Promise<unknown> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  return exceptionDetails ? undefined : result.value;
}

/** Polls `expression` (4 times a second) until it is true; false when `timeoutMs` passed first. */
async function waitUntil(cdp: CDPSession, expression: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // A navigation under way destroys the context being asked: that is "not yet".
    if ((await evaluate(cdp, expression).catch(() => undefined)) === true) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const LCP_SETTLED = '!!window.__bench && window.__bench.lcp !== null && document.readyState === "complete" && performance.now() - window.__bench.lcpSeenAt > 3000';
const VISIBLE = '!!window.__bench && window.__bench.visible !== null';

/** One cold load of a target on the mobile profile; the ms until its state, or an error saying where it stopped. */
async function measureOnce(browser: Browser, origin: string, profile: MobileProfile, target: Target): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: profile.screen.width, height: profile.screen.height },
    deviceScaleFactor: profile.screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: profile.userAgent,
    locale: 'ru-RU',
  });
  try {
    if (target.cookies) await context.addCookies(target.cookies.map(({ name, value }) => ({ name, value, url: origin })));
    await context.addInitScript({ content: probeScript(target.wait) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
    const response = await page.goto(`${origin}${target.path}`, { waitUntil: 'commit', timeout: STATE_TIMEOUT_MS });
    const status = response?.status() ?? 0;
    if (status >= 400) throw new Error(`answered HTTP ${status}`);
    if (!(await waitUntil(cdp, target.wait.kind === 'lcp' ? LCP_SETTLED : VISIBLE, STATE_TIMEOUT_MS))) {
      const what = target.wait.kind === 'lcp' ? 'no settled LCP' : `${target.wait.selector} not visible`;
      throw new Error(`${what} after ${STATE_TIMEOUT_MS / 1000} s (the page was at ${new URL(page.url()).pathname})`);
    }
    const value = await evaluate(cdp, target.wait.kind === 'lcp' ? 'window.__bench.lcp' : 'window.__bench.visible');
    if (typeof value !== 'number') throw new Error(`the probe gave ${String(value)}`);
    return value;
  } finally {
    await context.close();
  }
}

/**
 * The same-origin scripts the browser loads for a page (unthrottled): once it has shown
 * `selector` when given, and the network has gone quiet (late chunks and prefetches count too).
 */
async function loadedScripts(browser: Browser, origin: string, path: string, cookies: readonly Cookie[] | null, wait: Wait | null): Promise<string[]> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  try {
    if (cookies) await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: origin })));
    if (wait) await context.addInitScript({ content: probeScript(wait) });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.url().startsWith(origin)) scripts.add(res.url());
    });
    const cdp = await context.newCDPSession(page);
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: STATE_TIMEOUT_MS });
    if (wait && !(await waitUntil(cdp, VISIBLE, STATE_TIMEOUT_MS))) throw new Error(`${path}: the awaited elements were not visible after ${STATE_TIMEOUT_MS / 1000} s`);
    await page.waitForLoadState('networkidle', { timeout: STATE_TIMEOUT_MS }).catch(() => undefined);
    return [...scripts];
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Runs the row against `origin`, printing through `log`; true when every budget is met. A failure is a line, never a crash. */
export async function runAppRow(origin: string, log: (line: string) => void = console.log): Promise<boolean> {
  try {
    return await appRow(origin, log);
  } catch (error) {
    log(`  app row FAILED: ${(error as Error).message.split('\n')[0]}`);
    return false;
  }
}

async function appRow(origin: string, log: (line: string) => void): Promise<boolean> {
  const profile = await lighthouseMobileProfile();
  log(`\napp (signed in), Lighthouse's mobile profile: ${profile.description}; median of ${RUNS}`);
  let manager: Cookie[];
  let patient: Cookie[];
  try {
    manager = await signIn(origin, 'business user');
    patient = await signIn(origin, 'patient');
  } catch (error) {
    log(`  FAILED signing in the demo manager and patient: ${(error as Error).message.split('\n')[0]}`);
    return false;
  }
  let requestsWait: Wait = { kind: 'element', selector: REQUESTS, digit: false };
  try {
    const count = await ensurePatientRequests(origin, patient, COMPANY_CODE);
    log(`  the demo patient has ${count} appointment requests`);
  } catch (error) {
    // Without requests the list is its empty state: still the page's content, but say so.
    log(`  could not give the patient requests (${(error as Error).message}); timing the empty list instead`);
    requestsWait = { kind: 'element', selector: 'section[aria-labelledby="requests-appointments"] > p', digit: false };
  }

  const cabinet = `/pro/${COMPANY_CODE}/${CABINET_CODE}`;
  const numbers: Wait = { kind: 'element', selector: NUMBERS, digit: true };
  const home: Target = { name: `clinic home LCP /l/${CLINIC_SLUG}`, path: `/l/${CLINIC_SLUG}`, cookies: null, wait: { kind: 'lcp' } };
  const rows: Target[] = [
    { name: `${cabinet} dashboard numbers`, path: cabinet, cookies: manager, wait: numbers },
    { name: '/profile/requests list', path: '/profile/requests', cookies: patient, wait: requestsWait },
  ];
  const entry: Target = { name: 'first entry /pro -> numbers', path: '/pro', cookies: manager, wait: { ...numbers, path: CABINET_PATH } };

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  let ok = true;
  try {
    // JavaScript first: unthrottled loads that also warm each route of the server.
    try {
      const floor = await scriptsGzip(await loadedScripts(browser, origin, '/', null, null));
      const dashboard = await scriptsGzip(await loadedScripts(browser, origin, cabinet, manager, numbers));
      const inHtml = await pageScriptsGzip(origin, (await fetchText(`${origin}${cabinet}`, { cookie: cookieHeader(manager) })).body);
      const verdict = jsVerdict(dashboard.total, floor.total);
      ok &&= verdict.ok;
      log(`  /pro JavaScript (gzipped, loaded by the browser for the dashboard): ${kib(dashboard.total)} in ${dashboard.files} files (its HTML names ${kib(inHtml.total)} in ${inHtml.files});`);
      log(`    framework floor ${kib(floor.total)} in ${floor.files} files; above the floor ${kib(verdict.above)}  ${verdict.ok ? 'ok' : `OVER BUDGET (${kib(APP_BUDGET.jsAboveFloor)})`}`);
    } catch (error) {
      ok = false;
      log(`  /pro JavaScript  FAILED: ${(error as Error).message.split('\n')[0]}`);
    }
    // The other routes warmed too; a page that fails here fails below, in its timed runs.
    await loadedScripts(browser, origin, '/profile/requests', patient, requestsWait).catch(() => undefined);
    await loadedScripts(browser, origin, `/l/${CLINIC_SLUG}`, null, null).catch(() => undefined);

    const targets = [home, ...rows, entry];
    const runs = new Map<Target, Runs>(targets.map((t) => [t, { times: [], errors: [] }]));
    for (let round = 0; round < RUNS; round += 1) {
      for (const target of targets) {
        const into = runs.get(target)!;
        // One failed run already fails the target: the later ones would only wait out their timeouts.
        if (into.errors.length > 0) continue;
        try {
          into.times.push(await measureOnce(browser, origin, profile, target));
        } catch (error) {
          into.errors.push((error as Error).message.split('\n')[0]);
        }
      }
    }

    const line = (name: string, summary: Summary, verdict: string) =>
      log(`  ${name.padEnd(34)}${summary.times.map((t) => String(Math.round(t)).padStart(6)).join('').padEnd(6 * RUNS + 2)}${summary.ok ? seconds(summary.median).padStart(8) : '       -'}  ${verdict}`);
    log(`  ${'page'.padEnd(34)}${'runs ms'.padEnd(6 * RUNS + 2)}  median  vs the home's LCP (at most ${APP_BUDGET.ratioToHomeLcp}x)`);
    const homeSummary = summarize(runs.get(home)!, RUNS);
    line(home.name, homeSummary, homeSummary.ok ? 'the yardstick' : `FAILED: ${homeSummary.error}`);
    if (!homeSummary.ok) ok = false;
    for (const target of [...rows, entry]) {
      const summary = summarize(runs.get(target)!, RUNS);
      const informational = target === entry;
      if (!summary.ok) {
        line(target.name, summary, `FAILED: ${summary.error}`);
        if (!informational) ok = false;
        continue;
      }
      if (!homeSummary.ok) {
        line(target.name, summary, 'no ratio without the home');
        continue;
      }
      const verdict = ratioVerdict(summary.median, homeSummary.median);
      line(target.name, summary, informational ? `${verdict.ratio.toFixed(2)}x  informational` : verdict.text);
      if (!informational) ok &&= verdict.ok;
    }
  } catch (error) {
    ok = false;
    log(`  FAILED: ${(error as Error).message}`);
  } finally {
    await browser.close();
  }
  return ok;
}

// Alone, against a running server: `node --import tsx bench/app.ts http://localhost:3290`.
if (process.argv[1]?.endsWith('app.ts')) {
  runAppRow(process.argv[2] ?? 'http://localhost:3000').then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

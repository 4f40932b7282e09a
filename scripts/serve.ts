/**
 * The web server of `npm start` and `npm run dev` (scripts/launch.ts spawns it with DATABASE_URL
 * set) and of the browser tests: Next inside the front door (lib/server/front-door/), on PORT.
 *   node --import tsx scripts/serve.ts start   # production build in .next
 *   node --import tsx scripts/serve.ts dev     # development, hot reload
 */
const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const env = process.env as Record<string, string | undefined>;
// As `next dev` and `next start` do, before Next (and React) load: they read it once.
env.NODE_ENV = mode === 'dev' ? 'development' : env.NODE_ENV || 'production';

const log = (message: string) => console.log(`[serve] ${message}`);

async function main() {
  const { parseTrustedProxies } = await import('../lib/http/client-address');
  const { startFrontDoor } = await import('../lib/server/front-door');
  const { opsConfig } = await import('../lib/server/ops-config');
  const { drainOnSignals } = await import('../lib/server/shutdown');
  const { stopWorker } = await import('../lib/jobs/worker');
  const { closeDb } = await import('../lib/db/client');
  const port = Number(env.PORT ?? 3000);
  // LISTEN_HOST: the address to listen on (`127.0.0.1` behind a proxy on this machine, as `npm run stack` runs it); every interface when unset.
  const hostname = env.LISTEN_HOST?.trim() || undefined;
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  const ops = opsConfig();
  // Next's server actions and dev tools read the origin `next start` would have set: localhost, whatever LISTEN_HOST says
  // (Next answers a request for / with a redirect to / when it is 127.0.0.1).
  env.__NEXT_PRIVATE_ORIGIN = `http://localhost:${port}`;
  const door = await startFrontDoor({ dev: mode === 'dev', dir: process.cwd(), port, hostname, trustedProxies, ops });
  log(`ready on http://localhost:${port} (${mode}${hostname ? `, listening on ${hostname} only` : ''}); trusted proxies: ${env.TRUSTED_PROXIES?.trim() || 'none'}`);

  // SIGTERM: /readyz says 503, no new connections, requests in flight finish, and so do the
  // jobs of the in-process worker (instrumentation.ts; none with JOBS_IN_PROCESS=false); exit 0.
  drainOnSignals(door, {
    delayMs: ops.shutdownDelayMs,
    timeoutMs: ops.shutdownTimeoutMs,
    then: async () => {
      await stopWorker(ops.shutdownTimeoutMs);
      await closeDb();
    },
    say: log,
  });
}

main().catch((error) => {
  console.error('[serve] failed:', error);
  process.exit(1);
});

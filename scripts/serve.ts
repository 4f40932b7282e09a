/**
 * The web server of `npm start` and `npm run dev` (scripts/launch.ts spawns it with DATABASE_URL
 * set) and of the browser tests: Next inside the front door (lib/server/front-door.ts), on PORT.
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
  const port = Number(env.PORT ?? 3000);
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  // Next's server actions and dev tools read the origin `next start` would have set.
  env.__NEXT_PRIVATE_ORIGIN = `http://localhost:${port}`;
  const door = await startFrontDoor({ dev: mode === 'dev', dir: process.cwd(), port, trustedProxies });
  log(`ready on http://localhost:${port} (${mode}); trusted proxies: ${env.TRUSTED_PROXIES?.trim() || 'none'}`);

  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    // Requests still running after 10 s are cut off.
    setTimeout(() => process.exit(1), 10_000).unref();
    door.close().then(
      () => process.exit(signal === 'SIGINT' ? 130 : 143),
      (error: unknown) => {
        console.error('[serve] shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('[serve] failed:', error);
  process.exit(1);
});

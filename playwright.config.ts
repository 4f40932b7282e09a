import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The local OSMS status provider (scripts/osms-dev-provider.ts) the site asks on /determine.
const OSMS_PORT = Number(process.env.E2E_OSMS_PORT ?? PORT + 1000);
const OSMS_API_KEY = 'e2e-osms-key';

/**
 * Browser tests drive Debian's Chromium (no browser download is possible here) against
 * the production server (Next inside the front door). The test runner (scripts/test.ts)
 * builds first and sets DATABASE_URL.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ru-RU',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'ru-RU' } }],
  webServer: [
    {
      command: 'node --import tsx scripts/osms-dev-provider.ts',
      url: `http://127.0.0.1:${OSMS_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OSMS_DEV_PROVIDER_PORT: String(OSMS_PORT), OSMS_PROVIDER_API_KEY: OSMS_API_KEY },
    },
    {
      // Next inside the front door, as `npm start` runs it (scripts/serve.ts, compiled by `npm run build`).
      command: 'node --enable-source-maps .next/door/serve.cjs start',
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The dev outbox page lets the tests read the mail; jobs poll fast so mail arrives quickly.
      env: {
        PORT: String(PORT),
        // As behind nginx on the same machine: the tests' X-Forwarded-For from loopback names the
        // client, so each test can be its own visitor; 127.0.0.2 and up stay clients of their own.
        TRUSTED_PROXIES: '127.0.0.1,::1',
        TENANT_CACHE_TTL_MS: '0',
        DEV_OUTBOX: '1',
        JOBS_POLL_SECONDS: '0.5',
        OSMS_PROVIDER_URL: `http://127.0.0.1:${OSMS_PORT}/v1/osms/status`,
        OSMS_PROVIDER_API_KEY: OSMS_API_KEY,
        // The TXT records tests/e2e/pro-domains.spec.ts writes (lib/domains/resolver.ts; never on a real server).
        DNS_TXT_OVERRIDES_FILE: path.resolve('.data/e2e-dns-txt.json'),
        DNS_TXT_OVERRIDES_ALLOWED: '1',
      },
    },
  ],
});

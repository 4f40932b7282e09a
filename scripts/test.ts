/**
 * `npm test`: lint, typecheck, unit + integration + component tests (vitest), a production
 * build, then browser tests (Playwright, system Chromium) against the production server (scripts/serve.ts, as the build compiled it),
 * then the topology test (tests/topology: that build twice behind Varnish, with Redis and the worker).
 * Without DATABASE_URL, the embedded PostgreSQL serves a fresh `clinic_test` database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { closeDb } from '../lib/db/client';
import { embeddedUrl, ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '../lib/db/embedded';
import { runMigrations } from '../lib/db/migrate';
import { seedDemoData, seedDemoPictures } from '../lib/seed';
import { chosenStep, type TestStep } from './test-steps';

const results = path.join(process.cwd(), '.data', 'test-results');
let only: TestStep | undefined; // e.g. `npm test -- unit` runs one step
try {
  only = chosenStep(process.argv[2]);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
// and what follows it narrows that step: `npm test -- unit tests/integration/forms.test.ts`, `npm test -- e2e tests/e2e/profile.spec.ts`
const filters = only ? process.argv.slice(3) : [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(status === 0 ? `✔ ${name}` : `✘ ${name} (exit ${status})`);
  return status === 0;
}

function counts(file: string, kind: 'vitest' | 'playwright'): { passed: number; failed: number } {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
  return { passed: report.stats?.expected ?? 0, failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0) };
}

async function prepareDatabase(): Promise<EmbeddedServer | undefined> {
  let server: EmbeddedServer | undefined;
  if (!process.env.DATABASE_URL) {
    server = await startEmbeddedPostgres(process.cwd(), (m) => console.log(`[test] ${m}`));
    await ensureDatabase(server.port, 'clinic_test', true);
    process.env.DATABASE_URL = embeddedUrl(server.port, 'clinic_test');
  }
  await runMigrations();
  await seedDemoData();
  await closeDb();
  return server;
}

async function main() {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  const bin = (name: string) => path.join('node_modules', '.bin', name);
  let ok = true;
  const step = (name: TestStep, fn: () => boolean) => {
    if (!only || only === name) ok = fn() && ok;
  };

  step('lint', () => run('lint', bin('eslint'), ['.', '--max-warnings=0']));
  step('typecheck', () => run('typecheck', bin('tsc'), ['--noEmit', '-p', '.']));

  const server = await prepareDatabase();
  const env = { ...process.env, NODE_ENV: 'test' as const };
  try {
    const vitestJson = path.join(results, 'vitest.json');
    step('unit', () => run('unit, integration and component tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`, ...filters], env));
    const playwrightJson = path.join(results, 'playwright.json');
    // The browser tests see the demo as the launcher seeds it: its home pictures stored as uploads
    // (after the unit step, whose tests expect the plain seed and may seed again).
    if (!only || only === 'e2e') {
      await seedDemoPictures();
      await closeDb();
    }
    const buildEnv = { ...process.env, NODE_ENV: 'production' as const };
    let built: boolean | undefined;
    const build = () => {
      // Cached reads of an earlier run would hide this run's data.
      rmSync('.next/cache/fetch-cache', { recursive: true, force: true });
      built = run('build', 'npm', ['run', 'build'], buildEnv);
      return built;
    };
    step('e2e', () => build() && run('browser tests', bin('playwright'), ['test', ...filters], { ...buildEnv, PLAYWRIGHT_JSON: playwrightJson }));
    // The whole topology (tests/topology, its own vitest config): two instances of the e2e step's
    // build behind Varnish, Redis and the worker. Alone (`npm test -- topology`) it builds only when there is no build.
    const topologyJson = path.join(results, 'topology.json');
    step('topology', () => {
      if (built === false) return false;
      if (built === undefined && !(existsSync('.next/BUILD_ID') && existsSync('.next/door/serve.cjs')) && !build()) return false;
      if (only === 'topology' && built === undefined) console.log('topology: on the existing build in .next (delete it, or run `npm run build`, to test a newer one)');
      return run('topology test', bin('vitest'), ['run', '-c', 'vitest.topology.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${topologyJson}`, ...filters], env);
    });

    const unit = counts(vitestJson, 'vitest');
    const e2e = counts(playwrightJson, 'playwright');
    const topology = counts(topologyJson, 'vitest');
    console.log(`\nvitest: ${unit.passed} passed, ${unit.failed} failed`);
    console.log(`playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
    console.log(`topology: ${topology.passed} passed, ${topology.failed} failed`);
    console.log(`total: ${unit.passed + e2e.passed + topology.passed} passed, ${unit.failed + e2e.failed + topology.failed} failed`);
  } finally {
    if (server && !server.reused) await server.stop();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

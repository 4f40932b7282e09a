import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The topology test (tests/topology): `npm test -- topology` runs it after a production build,
 * apart from the unit step (vitest.config.ts), since it starts PostgreSQL, Redis, two instances,
 * the worker and Varnish itself.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    include: ['tests/topology/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});

/**
 * One "Next instance" of the shared cache for tests/integration/next-shared-cache.test.ts: a
 * process of its own that loads cache-handler.mjs as Next does (its own module instance, its own
 * Redis client) and creates the handler with the context Next gives it. The test sends it the
 * calls Next makes (get, set, revalidateTag) over IPC (advanced serialization: Buffers and Maps
 * pass as they are) and gets the answers back.
 *   argv[2]: the build's server dist dir (its ../BUILD_ID names the build)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const { default: CacheHandler } = await import(pathToFileURL(path.join(root, 'cache-handler.mjs')).href);
const handler = new CacheHandler({ serverDistDir: process.argv[2], dev: false, revalidatedTags: [], _requestHeaders: {} });

process.on('message', async ({ id, op, args }) => {
  const started = performance.now();
  try {
    const result = await handler[op](...args);
    process.send({ id, ok: true, result: result ?? null, ms: performance.now() - started });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.stack ?? error), ms: performance.now() - started });
  }
});
process.send({ ready: true });

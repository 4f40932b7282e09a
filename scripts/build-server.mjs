/**
 * Run by `npm run build` after `next build`: compiles the web server (scripts/serve.ts and the
 * front door it imports from lib/server) to one CommonJS file, .next/door/serve.cjs, which
 * `npm start` and the browser tests run with plain Node. Without it the server ran under tsx,
 * whose module hooks cost every `require()` Next makes while answering (it reads its
 * manifests with require on each request): about 5% of a cached page's CPU (docs/decisions.md).
 * Packages stay outside the file (Next, pino … load from node_modules as before).
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_BUNDLE = '.next/door/serve.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  absWorkingDir: root,
  entryPoints: ['scripts/serve.ts'],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  alias: { '@': '.' },
  sourcemap: 'linked',
  logLevel: 'warning',
});

// The gzipped JavaScript a route's first load fetches, read from a `next build`'s manifests (no server needed):
// the root main files plus the client chunks of the route's layouts and page (the polyfills are noModule and
// skipped, as bench/measure.ts pageScriptsGzip skips them). Lazy chunks (next/dynamic, import()) are not counted.
//   node scripts/route-js.mjs [distDir] '/[locale]/pro/[companyCode]/[cabinetCode]/page' …
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dist = '.next', ...routes] = process.argv.slice(2);
const build = JSON.parse(readFileSync(join(dist, 'build-manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file.replace(/^\/_next\//, ''))), { level: 9 }).length;

function routeFiles(route) {
  globalThis.__RSC_MANIFEST = {};
  new Function(readFileSync(join(dist, 'server/app', `${route}_client-reference-manifest.js`), 'utf8'))();
  const manifest = globalThis.__RSC_MANIFEST[route];
  const files = new Set(build.rootMainFiles);
  for (const [entry, chunks] of Object.entries(manifest.entryJSFiles)) {
    if (/not-found|global-error|\/error$/.test(entry)) continue;
    for (const chunk of chunks) files.add(chunk);
  }
  return [...files];
}

for (const route of routes.length ? routes : ['/[locale]/(platform)/page', '/[locale]/pro/[companyCode]/[cabinetCode]/page']) {
  const files = routeFiles(route);
  const sizes = files.map((file) => [file, gz(file)]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(`${route}: ${(total / 1024).toFixed(1)} KiB gzipped in ${files.length} files`);
  for (const [file, size] of sizes) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} ${file}`);
}

/**
 * Run after `next build`: publishes the build id for the browser's version check (SPEC 4, 7.2).
 *   public/builds/meta/{buildId}.json  { id, timestamp }  the build manifest
 *   public/builds/latest.json          { id, timestamp }  written last, so it never names a build without its meta
 * Reads .next/BUILD_ID; public/builds/ is git-ignored. Usage: node scripts/write-build-meta.mjs
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// A temporary file, then a rename: a poll during the write never reads half a file.
function writeJsonAtomic(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value)}\n`);
  renameSync(tmp, file);
}

export function writeBuildMeta({ root = process.cwd(), now = Date.now() } = {}) {
  const id = readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  if (!/^[\w-]+$/.test(id)) throw new Error(`write-build-meta: unexpected build id ${JSON.stringify(id)} in .next/BUILD_ID`);
  const meta = { id, timestamp: now };
  const dir = path.join(root, 'public', 'builds');
  writeJsonAtomic(path.join(dir, 'meta', `${id}.json`), meta);
  writeJsonAtomic(path.join(dir, 'latest.json'), meta);
  return meta;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { id } = writeBuildMeta();
  console.log(`write-build-meta: public/builds/latest.json -> ${id}`);
}

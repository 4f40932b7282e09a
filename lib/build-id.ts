import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | null | undefined;

/**
 * The id of the build this server runs (`.next/BUILD_ID`, written before Next prerenders
 * pages), for the version check to compare with builds/latest.json. Null in development
 * before any build.
 */
export function readBuildId(): string | null {
  if (cached !== undefined) return cached;
  try {
    cached = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || null;
  } catch {
    cached = null;
  }
  return cached;
}

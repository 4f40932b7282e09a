import type { Locale } from '@/lib/i18n/locales';

/** SPEC 7.1: paths whose first segment is one of these go to /api/{prefix}/{locale}. */
export const API_PREFIXES = [
  'w-front',
  'front',
  'api-front2',
  'web',
  'api-business',
  'business-api-front2',
  'w-business',
  'business',
] as const;
export type ApiPrefix = (typeof API_PREFIXES)[number];

/** SPEC 7.1: these prefixes also send X-Integrator-Key: front. */
export const INTEGRATOR_KEY_PREFIXES: readonly ApiPrefix[] = ['web', 'api-business'];
export const INTEGRATOR_KEY = 'front';

// The whole first segment, so '/business-api-front2/...' is never taken for 'business'.
const FIRST_SEGMENT = /^\/?([^/?#]+)(.*)$/s;

/** The API prefix a path starts with: '/front/v1/auth' -> 'front', '/api/x' -> null. */
export function apiPrefixOf(path: string): ApiPrefix | null {
  const segment = FIRST_SEGMENT.exec(path)?.[1];
  return (API_PREFIXES as readonly string[]).includes(segment ?? '') ? (segment as ApiPrefix) : null;
}

/**
 * '/front/v1/company/x?a=1' with kk -> '/api/front/kk/v1/company/x?a=1';
 * '/w-business/C1/K1/business/user/request_access' -> '/api/w-business/kk/C1/K1/...'.
 * Other paths (already rewritten ones, absolute URLs) are returned unchanged.
 */
export function rewritePath(path: string, locale: Locale): string {
  const match = FIRST_SEGMENT.exec(path);
  const prefix = apiPrefixOf(path);
  if (!match || !prefix) return path;
  return `/api/${prefix}/${locale}${match[2]}`;
}

export function needsIntegratorKey(path: string): boolean {
  const prefix = apiPrefixOf(path);
  return prefix !== null && INTEGRATOR_KEY_PREFIXES.includes(prefix);
}

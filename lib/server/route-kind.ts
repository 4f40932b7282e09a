/**
 * What kind of route a request is for, as the logs and metrics name it: never the raw path
 * (a patient's /profile/requests/123, a clinic's slug, a query), only these few words, so a
 * log line holds no personal data and a metric's labels stay few.
 *
 *   health   /healthz, /readyz (the front door's own answers)
 *   metrics  /metrics
 *   asset    Next's files (/_next/…), public files (/demo/, /wasm/, /favicon.*), uploads (/uploads/, /builds/)
 *   api      /api/…
 *   pro      the business area: /pro…, /kk/pro…
 *   profile  the patient's account: /profile…, /kk/profile…
 *   page     everything else: the platform's and the clinics' public pages (also robots.txt, sitemaps)
 */
export type RouteKind = 'health' | 'metrics' | 'asset' | 'api' | 'pro' | 'profile' | 'page';

export const ROUTE_KINDS: readonly RouteKind[] = ['health', 'metrics', 'asset', 'api', 'pro', 'profile', 'page'];

const ASSET_PREFIXES = ['/_next/', '/demo/', '/uploads/', '/builds/', '/wasm/'];
const ASSET_FILES = new Set(['/favicon.ico', '/favicon.svg']);
const LOCALE_PREFIX = /^\/(?:kk|uz|en|ru)(?=\/|$)/;

/** The path part of a request target (`/a/b?c` -> `/a/b`). */
export function targetPath(target: string): string {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

function under(path: string, area: string): boolean {
  return path === area || path.startsWith(`${area}/`);
}

/** The kind of a request path (without its query). */
export function routeKind(path: string): RouteKind {
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (ASSET_FILES.has(path) || ASSET_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'asset';
  const rest = path.replace(LOCALE_PREFIX, '') || '/';
  if (under(rest, '/pro')) return 'pro';
  if (under(rest, '/profile')) return 'profile';
  return 'page';
}

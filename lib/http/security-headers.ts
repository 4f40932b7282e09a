/**
 * The headers the front door puts on every answer (pages, API, static files, redirects,
 * Next's own errors), and the internal headers it keeps from leaving the server.
 * The values are the same for every visitor, so cached pages stay cacheable.
 */

/**
 * Scripts: our origin, and inline scripts only by their SHA-256 (no 'unsafe-inline'). Every App
 * Router page carries inline scripts (the bootstrap and `self.__next_f.push(…)`, the flight
 * data, different on every page); the front door hashes those of each HTML answer
 * (`inlineScriptHashes`, lib/http/script-hashes.ts) and passes them here. The hashes follow
 * the body, so a cached page and its header stay the same for every visitor; nonces would
 * differ per request and defeat the page cache (docs/decisions.md, "CSP with script hashes").
 * Development adds 'unsafe-eval' (React rebuilds server error stacks with eval).
 */
export function contentSecurityPolicy({ https, dev, scriptHashes = [] }: { https: boolean; dev: boolean; scriptHashes?: readonly string[] }): string {
  let scripts = "script-src 'self'";
  for (const hash of scriptHashes) scripts += ` '${hash}'`;
  return [
    "default-src 'self'",
    `${scripts}${dev ? " 'unsafe-eval'" : ''}`,
    // React and Radix set style attributes; Next inlines critical CSS.
    "style-src 'self' 'unsafe-inline'",
    // Clinics' own images may live on other hosts.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

export type SecurityHeaders = readonly (readonly [name: string, value: string])[];

/** The headers of every answer; HSTS only over HTTPS (a browser ignores it over HTTP, and on localhost it would stick). */
export function securityHeaders({ https, dev }: { https: boolean; dev: boolean }): SecurityHeaders {
  return [
    ['content-security-policy', contentSecurityPolicy({ https, dev })],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
    ...(https ? ([['strict-transport-security', 'max-age=31536000; includeSubDomains']] as const) : []),
  ];
}

/**
 * The `x-nextjs-*` headers that leave the server: what Next's browser router reads on its
 * own requests (stale time, postponed and prerender flags, the rendered path and query of a
 * rewritten RSC request), and `x-nextjs-cache` (HIT, MISS, STALE), which tells an operator
 * and the browser tests whether Next's page cache answered. Every other `x-nextjs-*` header
 * (`x-nextjs-matched-path`, `x-nextjs-rewrite`, `x-nextjs-redirect`, …) and every
 * `x-middleware-*` header (`x-middleware-rewrite` names the internal route) stays inside.
 */
export const PUBLIC_NEXT_HEADERS: ReadonlySet<string> = new Set([
  'x-nextjs-cache',
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  'x-nextjs-prerender',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-action-not-found',
]);

/** A response header that must not leave the server (names in lowercase). */
export function isInternalResponseHeader(name: string): boolean {
  if (name.startsWith('x-middleware-')) return true;
  // A page's cache tags: the front door sends ours as surrogate keys (lib/edge/surrogate-keys.ts).
  if (name === 'x-next-cache-tags') return true;
  return name.startsWith('x-nextjs-') && !PUBLIC_NEXT_HEADERS.has(name);
}

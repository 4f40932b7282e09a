import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isInternalResponseHeader, securityHeaders } from '@/lib/http/security-headers';

const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const));

describe('security headers', () => {
  it('every answer: CSP, nosniff, Referrer-Policy, Permissions-Policy; no HSTS over HTTP', () => {
    const names = securityHeaders({ https: false, dev: false }).map(([name]) => name);
    expect(names).toEqual(['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy']);
    const headers = new Map(securityHeaders({ https: false, dev: false }));
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('permissions-policy')).toContain('microphone=()');
    expect(headers.get('permissions-policy')).toContain('geolocation=()');
    expect(headers.get('permissions-policy')).toContain('payment=()');
  });

  it('HSTS and upgrade-insecure-requests only over HTTPS', () => {
    const headers = new Map(securityHeaders({ https: true, dev: false }));
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(headers.get('content-security-policy')!).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(contentSecurityPolicy({ https: false, dev: false })).has('upgrade-insecure-requests')).toBe(false);
  });

  it("the CSP is strict for everything but inline styles (no 'unsafe-inline' for scripts), and frames only by the site itself", () => {
    const csp = directives(contentSecurityPolicy({ https: false, dev: false }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const [https, dev] of [[false, false], [true, false], [false, true], [true, true]]) {
      expect(directives(contentSecurityPolicy({ https, dev, scriptHashes: ['sha256-abc='] })).get('script-src'), `https ${https}, dev ${dev}`).not.toContain("'unsafe-inline'");
    }
  });

  it("script-src lists an HTML page's inline script hashes after 'self', each quoted", () => {
    const csp = directives(contentSecurityPolicy({ https: false, dev: false, scriptHashes: ['sha256-AAAA', 'sha256-BBBB'] }));
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it("allows eval only in development (React's error overlay)", () => {
    expect(directives(contentSecurityPolicy({ https: false, dev: true })).get('script-src')).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ https: false, dev: false })).not.toContain("'unsafe-eval'");
  });

  it('keeps x-middleware-* and internal x-nextjs-* headers inside, lets the router and cache ones out', () => {
    for (const name of ['x-middleware-rewrite', 'x-middleware-next', 'x-middleware-set-cookie', 'x-nextjs-matched-path', 'x-nextjs-rewrite', 'x-nextjs-redirect', 'x-nextjs-data', 'x-next-cache-tags']) {
      expect(isInternalResponseHeader(name), name).toBe(true);
    }
    for (const name of ['x-nextjs-cache', 'x-nextjs-stale-time', 'x-nextjs-postponed', 'x-nextjs-prerender', 'x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'content-type', 'x-request-id', 'vary', 'xkey', 'surrogate-key']) {
      expect(isInternalResponseHeader(name), name).toBe(false);
    }
  });
});

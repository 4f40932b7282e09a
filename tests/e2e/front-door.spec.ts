import http from 'node:http';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { PORT, watchCspViolations } from './helpers';

/**
 * Issue 9 against the production server: every answer (pages, API, static files, redirects,
 * Next's own 404s, the door's 400s) carries the security headers and no internal header;
 * request targets Next would answer with a 500 get a 400; X-Request-Id only in a safe format.
 * The client-address rules are in tests/integration/front-door.test.ts (real sockets on 127.0.0.x).
 */

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A GET as sent (no URL normalisation), from this machine. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path, headers: { host: `localhost:${PORT}`, ...headers }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

/** A request line with bytes http.get refuses to send (a raw NUL); Node's parser answers it. */
function rawLine(target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`, 'latin1'));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('end', () => resolve(data.split('\r\n\r\n')[0].toLowerCase()));
    socket.on('error', reject);
  });
}

function expectSecurityHeaders(answer: Raw, label: string) {
  const csp = answer.headers['content-security-policy'] ?? '';
  expect(csp, label).toContain("default-src 'self'");
  expect(csp, label).toContain("frame-ancestors 'self'");
  expect(csp, label).toContain("object-src 'none'");
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  expect(answer.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy'], label).toContain('camera=()');
  // Plain HTTP from this machine: no HSTS.
  expect(answer.headers['strict-transport-security'], label).toBeUndefined();
  const internal = Object.keys(answer.headers).filter((name) => name.startsWith('x-middleware-') || name === 'x-nextjs-matched-path' || name === 'x-nextjs-rewrite');
  expect(internal, label).toEqual([]);
}

test.describe('issue 9: the front door', () => {
  test('pages, the API, static files, redirects and 404s all carry the security headers; no x-middleware-* header leaves', async () => {
    const home = await rawGet('/l/demo-clinic');
    expect(home.status).toBe(200);
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(chunk).toBeTruthy();
    const answers: [string, Raw, number][] = [
      ['page /l/demo-clinic (rewritten by the proxy)', home, 200],
      ['page /kk/l/demo-clinic/about', await rawGet('/kk/l/demo-clinic/about'), 200],
      ['page on the custom host', await rawGet('/', { host: `demo-clinic.localhost:${PORT}` }), 200],
      // Not /kk/l/family-med/state-symbols: redirect-headers.spec.ts needs its first request to be uncached.
      ['redirect of a form the company lacks', await rawGet('/l/family-med/ask-question'), 307],
      ["Next's 404 page", await rawGet('/l/no-such-clinic'), 404],
      ['static chunk', await rawGet(chunk!), 200],
      ['public file', await rawGet('/favicon.svg'), 200],
      ['API document', await rawGet('/api/openapi.json'), 200],
      ['API 401', await rawGet('/api/w-front/ru/v1/landing/demo-clinic/menu'), 401],
      ['API 404', await rawGet('/api/no-such-endpoint'), 404],
    ];
    for (const [label, answer, status] of answers) {
      expect(answer.status, label).toBe(status);
      expectSecurityHeaders(answer, label);
    }
    // Next's cache status stays visible (tests/e2e/redirect-headers.spec.ts reads it).
    expect(home.headers['x-nextjs-cache']).toMatch(/^(HIT|MISS|STALE)$/);
  });

  test('malformed percent-encoding, control characters and overlong paths get a 400, never a 500, on pages and the API', async () => {
    const pages = ['/%', '/%ZZ', '/l/demo-clinic/%FF%FE', '/l/demo-clinic/a%00', '/l/demo-clinic/a%0Ab', '/l/demo-clinic?q=%00', '/l/demo-clinic/news?page=%E0%A4', `/l/demo-clinic/${'b'.repeat(300)}`];
    for (const path of pages) {
      const answer = await rawGet(path);
      expect(answer.status, path.slice(0, 50)).toBe(400);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expectSecurityHeaders(answer, path);
    }
    const api = ['/api/%', '/api/w-front/ru/v1/news/%FF%FE', '/api/w-front/ru/v1/landing/demo-clinic/menu?x=%00', '/api/w-front/ru/v1/a%7F'];
    for (const path of api) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
      expectSecurityHeaders(answer, path);
    }
    const nul = await rawLine('/l/demo-clinic/a\u0000b');
    expect(nul).toMatch(/^http\/1\.1 400 /);
    expect(nul).toContain('x-content-type-options: nosniff');
  });

  test('the API echoes a safe X-Request-Id and replaces any other', async () => {
    const kept = await rawGet('/api/no-such-endpoint', { 'x-request-id': 'support-ticket-2026.42' });
    expect(kept.headers['x-request-id']).toBe('support-ticket-2026.42');
    for (const unsafe of ['<svg onload=alert(1)>', 'short', 'x'.repeat(65)]) {
      const replaced = await rawGet('/api/no-such-endpoint', { 'x-request-id': unsafe });
      expect(replaced.headers['x-request-id'], unsafe).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  test('the CSP blocks a script from another origin, and watchCspViolations (used by the page walks) reports it', async ({ page }) => {
    const expectNoCspViolations = await watchCspViolations(page);
    await page.goto('/l/demo-clinic');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://scripts.example.invalid/inject.js';
      document.head.append(script);
    });
    const reported = () => expectNoCspViolations().then(() => 'none', (error: Error) => error.message);
    await expect.poll(reported).toContain('script-src-elem blocked https://scripts.example.invalid/inject.js');
  });

  test('the home in a browser: no CSP violation, hydrated', async ({ page }) => {
    const expectNoCspViolations = await watchCspViolations(page);
    await page.goto('/l/demo-clinic');
    await page.locator('html[data-site-runtime="ready"]').waitFor({ state: 'attached' });
    await expectNoCspViolations();
  });
});

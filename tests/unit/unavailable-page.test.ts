import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '@/lib/db/embedded';
import { isRenderThrough, renderThrough, unavailableResponse, visitorLocale, type VisitorRequest } from '@/lib/proxy/unavailable';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';

const PERSON = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const visitor = (extra: Partial<VisitorRequest> = {}): VisitorRequest => ({ pathname: '/l/demo-clinic', search: '', cookieLocale: undefined, acceptLanguage: null, userAgent: PERSON, ...extra });

describe('the 503 page while PostgreSQL is down: in the visitor’s language', () => {
  it.each([
    ['the address prefix', visitor({ pathname: '/kk/l/demo-clinic/about', cookieLocale: 'en', acceptLanguage: 'uz' }), 'kk'],
    ['the locale cookie, on an address without a prefix', visitor({ cookieLocale: 'uz', acceptLanguage: 'en' }), 'uz'],
    ['the browser language', visitor({ acceptLanguage: 'en-GB,en;q=0.9' }), 'en'],
    ['Russian otherwise', visitor(), 'ru'],
  ])('chosen by %s', (_how, req, locale) => {
    expect(visitorLocale(req)).toBe(locale);
  });

  it('is a 503 HTML page with Retry-After, never cached, SPEC 2.8’s server texts and a reload link to the same address', async () => {
    const res = unavailableResponse(visitor({ pathname: '/kk/l/demo-clinic/specialists', search: '?page=2&x="<y>"' }));
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<html lang="kk">');
    expect(html).toContain(`<h1 id="error-title">${kk.Errors.server.title}</h1>`);
    expect(html).toContain(kk.Errors.server.description);
    expect(html).toContain(`<a href="/kk/l/demo-clinic/specialists?page=2&amp;x=&quot;&lt;y&gt;&quot;">${kk.Errors.common.reloadPage}</a>`);
    expect(html).not.toContain('<script');
  });

  it.each([
    ['ru', ru],
    ['uz', uz],
    ['en', en],
  ] as const)('reads in %s', async (locale, messages) => {
    const html = await unavailableResponse(visitor({ pathname: `/${locale}/l/demo-clinic` })).text();
    expect(html).toContain(messages.Errors.server.title);
    expect(html).toContain(messages.Errors.server.description);
  });

  it('a crawler gets the status and Retry-After without an error page (SPEC 2.8)', async () => {
    const res = unavailableResponse(visitor({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).not.toBeNull();
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await res.text()).toBe('Service Unavailable');
  });
});

describe('renderThrough: while PostgreSQL is down, the proxy asks its own server for the page', () => {
  const seen: http.IncomingHttpHeaders[] = [];
  let server: http.Server;
  let origin = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.headers);
      if (req.url === '/ru/l/demo-clinic') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=86400' });
        return res.end('<html>the cached page</html>');
      }
      if (req.url === '/ru/l/demo-clinic/old') return res.writeHead(308, { location: '/l/demo-clinic/new' }).end();
      if (req.url === '/ru/l/nobody') return res.writeHead(404, { 'content-type': 'text/html' }).end('<html>not found</html>');
      if (req.url === '/ru/l/demo-clinic/slow') return setTimeout(() => res.writeHead(200).end('late'), 2_000);
      res.writeHead(500, { 'content-type': 'text/html' }).end('<html>error</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    seen.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const fallback = () => new Response('fallback', { status: 503 });
  const through = (internalUrl: string, options: { origin?: string; timeoutMs?: number; method?: string } = {}) =>
    renderThrough({ method: options.method ?? 'GET', headers: new Headers({ host: 'demo-clinic.kz', 'accept-language': 'ru', 'accept-encoding': 'gzip' }), internalUrl }, fallback, {
      origin: options.origin ?? origin,
      timeoutMs: options.timeoutMs,
    });

  it('a page Next has cached comes back as it is, and the request carried the process’s secret', async () => {
    const res = await through('/ru/l/demo-clinic');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await res.text()).toBe('<html>the cached page</html>');
    expect(seen[0]['accept-language']).toBe('ru');
    expect(seen[0]['accept-encoding']).not.toBe('gzip');
    expect(isRenderThrough(new Headers(seen[0] as Record<string, string>))).toBe(true);
    expect(isRenderThrough(new Headers({ 'x-clinic-render-through': 'guessed' }))).toBe(false);
  });

  it('a redirect and a 404 pass as they are', async () => {
    const moved = await through('/ru/l/demo-clinic/old');
    expect([moved.status, moved.headers.get('location')]).toEqual([308, '/l/demo-clinic/new']);
    expect((await through('/ru/l/nobody')).status).toBe(404);
  });

  it('a failed render (5xx), a server that does not answer in time, or none at all become the 503 page', async () => {
    expect(await (await through('/ru/l/demo-clinic/broken')).text()).toBe('fallback');
    expect(await (await through('/ru/l/demo-clinic/slow', { timeoutMs: 300 })).text()).toBe('fallback');
    expect(await (await through('/ru/l/demo-clinic', { origin: `http://127.0.0.1:${await freePort()}` })).text()).toBe('fallback');
  });

  it('HEAD gets the status and headers without a body', async () => {
    const res = await through('/ru/l/demo-clinic', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('proxy: the 503 page when the tenant lookup fails, the page through the server while PostgreSQL is down', () => {
  const state = vi.hoisted(() => ({ lookupFails: true, reachable: true }));
  vi.mock('@/lib/tenants/tenant-lookup', () => ({
    lookupTenant: async () => {
      if (state.lookupFails) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return { code: 'DEMO', slug: 'demo-clinic', locales: ['ru', 'kk', 'uz', 'en'] };
    },
  }));
  vi.mock('@/lib/db/client', () => ({ databaseReachable: async () => state.reachable }));

  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/kk/l/demo-clinic/about') return res.writeHead(200, { 'content-type': 'text/html' }).end('cached about');
      res.writeHead(500).end('render failed');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const request = async (url: string, headers: Record<string, string> = {}) => {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('@/proxy');
    return proxy(new NextRequest(url, { headers: { host: new URL(url).host, 'user-agent': PERSON, ...headers } }));
  };

  it('the tenant lookup fails: a 503 page in the address’s language, not a plain text', async () => {
    state.lookupFails = true;
    const res = await request('http://localhost/kk/l/demo-clinic/about');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain(kk.Errors.server.title);
  });

  it('PostgreSQL is down: a cached page is served, a page that must be rendered gets the 503 page', async () => {
    state.lookupFails = false;
    state.reachable = false;
    const cached = await request('http://localhost/kk/l/demo-clinic/about');
    expect([cached.status, await cached.text()]).toEqual([200, 'cached about']);
    const uncached = await request('http://localhost/l/demo-clinic/contacts', { 'accept-language': 'ru' });
    expect(uncached.status).toBe(503);
    expect(await uncached.text()).toContain(ru.Errors.server.title);
  });

  it('PostgreSQL is up: the usual rewrite, no request of its own', async () => {
    state.lookupFails = false;
    state.reachable = true;
    const res = await request('http://localhost/kk/l/demo-clinic/about');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-middleware-next') ?? res.headers.get('x-middleware-rewrite')).not.toBeNull();
  });
});

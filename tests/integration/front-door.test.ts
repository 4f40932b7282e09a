import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '@/lib/http/client-address';
import { answerClientError, createFrontDoor } from '@/lib/server/front-door';

/**
 * The real front door on a real socket, around a stub of Next's handler that shows what
 * reached it and answers the way Next does (headers set before writeHead, headers given to
 * writeHead, internal x-middleware-* and x-nextjs-* headers among them).
 */

type Seen = { url: string; headers: IncomingMessage['headers'] };
type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

let server: http.Server | undefined;
let seen: Seen[] = [];

function stubNext(req: IncomingMessage, res: ServerResponse) {
  seen.push({ url: req.url ?? '', headers: { ...req.headers } });
  const path = (req.url ?? '').split('?')[0];
  if (path === '/throws') throw new Error('a handler bug');
  if (path === '/rejects') return Promise.reject(new Error('an async handler bug'));
  if (path === '/redirect') {
    res.writeHead(307, { location: '/l/demo-clinic', 'x-middleware-rewrite': '/ru/l/demo-clinic', 'X-Nextjs-Matched-Path': '/[locale]' });
    res.end();
    return;
  }
  if (path === '/raw-list') {
    res.writeHead(200, ['content-type', 'text/plain', 'x-middleware-next', '1', 'x-nextjs-cache', 'HIT']);
    res.end('listed');
    return;
  }
  res.statusCode = path === '/missing' ? 404 : 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('x-middleware-rewrite', '/ru/l/demo-clinic/about');
  res.setHeader('x-nextjs-matched-path', '/[locale]/l/[site]/about');
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('x-nextjs-stale-time', '300');
  // Streamed, as Next sends a page: the headers go out with the first chunk.
  res.write('<!doctype html><p>');
  res.end(JSON.stringify({ address: req.headers['x-client-address'] ?? null }));
}

async function startDoor(trustedProxies?: string): Promise<number> {
  seen = [];
  server = http.createServer(createFrontDoor({ trustedProxies: parseTrustedProxies(trustedProxies), dev: false, handle: stubNext }));
  server.on('clientError', (error: Error & { code?: string }, socket) => answerClientError(error, socket));
  // No host: dual-stack, as `npm start` listens; IPv4 peers arrive as ::ffff:127.0.0.x.
  await new Promise<void>((resolve) => server!.listen(0, resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

function get(port: number, path: string, options: { headers?: Record<string, string>; localAddress?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: options.headers, localAddress: options.localAddress, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

/** A request line as written, for bytes http.request refuses to send. */
function rawRequest(port: number, requestLine: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1'));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('end', () => resolve({ status: Number(data.split(' ')[1]), head: data.split('\r\n\r\n')[0].toLowerCase() }));
    socket.on('error', reject);
  });
}

const lastSeen = () => seen[seen.length - 1];

function expectSecurityHeaders(answer: { headers: IncomingMessage['headers'] }, label: string) {
  expect(answer.headers['content-security-policy'], label).toContain("frame-ancestors 'self'");
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  expect(answer.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy'], label).toContain('camera=()');
  expect(Object.keys(answer.headers).filter((name) => name.startsWith('x-middleware-') || name === 'x-nextjs-matched-path'), label).toEqual([]);
}

describe('the front door: the client address (issue 9)', () => {
  it('without TRUSTED_PROXIES, a forged X-Forwarded-For or X-Client-Address does not change x-client-address', async () => {
    const port = await startDoor();
    await get(port, '/l/demo-clinic', { headers: { 'x-forwarded-for': '1.2.3.4', 'x-client-address': '9.9.9.9', 'x-real-ip': '8.8.8.8' } });
    expect(lastSeen().headers['x-client-address']).toBe('127.0.0.1');
    // Next fills X-Forwarded-For from the socket when none is left.
    expect(lastSeen().headers['x-forwarded-for']).toBeUndefined();
    expect(lastSeen().headers['x-real-ip']).toBeUndefined();
  });

  it('with TRUSTED_PROXIES=127.0.0.1, a request from 127.0.0.1 with X-Forwarded-For "1.2.3.4, 5.6.7.8" is from 5.6.7.8', async () => {
    const port = await startDoor('127.0.0.1');
    await get(port, '/l/demo-clinic', { headers: { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' } });
    expect(lastSeen().headers['x-client-address']).toBe('5.6.7.8');
    expect(lastSeen().headers['x-forwarded-for']).toBe('1.2.3.4, 5.6.7.8');
  });

  it('with TRUSTED_PROXIES=127.0.0.1, a forged X-Forwarded-For from 127.0.0.2 (not trusted) is ignored', async () => {
    const port = await startDoor('127.0.0.1');
    await get(port, '/l/demo-clinic', { headers: { 'x-forwarded-for': '5.6.7.8' }, localAddress: '127.0.0.2' });
    expect(lastSeen().headers['x-client-address']).toBe('127.0.0.2');
  });

  it('clients on distinct loopback addresses get their own addresses', async () => {
    for (const trusted of [undefined, '127.0.0.1,::1']) {
      const port = await startDoor(trusted);
      for (const localAddress of ['127.0.0.2', '127.0.0.3']) {
        const answer = await get(port, '/l/demo-clinic', { localAddress, headers: { 'x-forwarded-for': '203.0.113.1' } });
        expect(JSON.parse(answer.body.slice('<!doctype html><p>'.length)).address, `${localAddress}, trusted ${trusted}`).toBe(localAddress);
      }
      await new Promise((resolve) => server!.close(resolve));
    }
  });
});

describe('the front door: request targets Next would answer with a 500', () => {
  it('answers malformed encoding, control characters and overlong paths with a 400, pages in text and the API in JSON, before Next', async () => {
    const port = await startDoor();
    for (const path of ['/%', '/%ZZ', '/l/demo-clinic/%FF%FE', '/l/demo-clinic/a%00', '/l/demo-clinic?q=%00', `/l/demo-clinic/${'a'.repeat(3000)}`]) {
      const answer = await get(port, path);
      expect(answer.status, path.slice(0, 40)).toBe(400);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).toMatch(/^Bad Request: /);
      expectSecurityHeaders(answer, path);
    }
    for (const path of ['/api/w-front/ru/v1/%', '/api/w-front/ru/v1/news/%FF%FE', '/api/w-front/ru/v1/news?page=%00', '/api/w-front/ru/v1/a%1F']) {
      const answer = await get(port, path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
      expectSecurityHeaders(answer, path);
    }
    expect(seen).toEqual([]);
  });

  it("answers what Node's parser refuses (a raw NUL, a raw control character) with a 400 that carries the headers too", async () => {
    const port = await startDoor();
    for (const line of ['GET /l/demo-clinic/a\u0000b HTTP/1.1', 'GET /a\u0001 HTTP/1.1']) {
      const answer = await rawRequest(port, line);
      expect(answer.status, JSON.stringify(line)).toBe(400);
      expect(answer.head).toContain('x-content-type-options: nosniff');
      expect(answer.head).toContain("frame-ancestors 'self'");
    }
    expect(seen).toEqual([]);
  });
});

describe('the front door: headers of every answer', () => {
  it('pages, 404s, redirects and writeHead header lists carry the security headers; no x-middleware-* or internal x-nextjs-* leaves', async () => {
    const port = await startDoor();
    for (const path of ['/l/demo-clinic', '/missing', '/redirect', '/raw-list']) {
      const answer = await get(port, path);
      expectSecurityHeaders(answer, path);
      expect(answer.headers['strict-transport-security'], path).toBeUndefined();
    }
    const page = await get(port, '/l/demo-clinic');
    // What the browser router and an operator read stays.
    expect(page.headers['x-nextjs-cache']).toBe('HIT');
    expect(page.headers['x-nextjs-stale-time']).toBe('300');
    const redirect = await get(port, '/redirect');
    expect(redirect.status).toBe(307);
    expect(redirect.headers.location).toBe('/l/demo-clinic');
    const listed = await get(port, '/raw-list');
    expect(listed.body).toBe('listed');
    expect(listed.headers['x-nextjs-cache']).toBe('HIT');
  });

  it('a handler that throws or rejects gets a plain 500 with the headers, and the door keeps serving', async () => {
    const port = await startDoor();
    for (const path of ['/throws', '/rejects']) {
      const answer = await get(port, path);
      expect(answer.status, path).toBe(500);
      expectSecurityHeaders(answer, path);
    }
    expect((await get(port, '/l/demo-clinic')).status).toBe(200);
  });

  it('HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const port = await startDoor('127.0.0.1');
    const viaProxy = await get(port, '/l/demo-clinic', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(viaProxy.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const forged = await get(port, '/l/demo-clinic', { headers: { 'x-forwarded-proto': 'https' }, localAddress: '127.0.0.2' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    // Nor does Next see the stranger's claim.
    expect(lastSeen().headers['x-forwarded-proto']).toBeUndefined();
  });

  it('X-Request-Id reaches Next only in the safe format, else as a fresh UUID; x-middleware-* request headers never reach it', async () => {
    const port = await startDoor();
    await get(port, '/l/demo-clinic', { headers: { 'x-request-id': 'support-ticket-42', 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' } });
    expect(lastSeen().headers['x-request-id']).toBe('support-ticket-42');
    expect(lastSeen().headers['x-middleware-subrequest']).toBeUndefined();
    await get(port, '/l/demo-clinic', { headers: { 'x-request-id': '<img src=x onerror=alert(1)>' } });
    expect(lastSeen().headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await get(port, '/l/demo-clinic');
    expect(lastSeen().headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

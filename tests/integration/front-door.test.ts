import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
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

/** An App Router page as Next writes it: external chunks, the bootstrap and flight scripts, JSON-LD. */
const FLIGHT = ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"Клиника\\"]"])', 'self.__next_f.push([1,"3:{\\"x\\":\\"\\u003c/script>\\"}"])'];
const PAGE = [
  '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><script src="/_next/static/chunks/webpack.js" async=""></script></head><body>',
  `<h1>${'Клиника '.repeat(200)}</h1><script type="application/ld+json">{"@type":"MedicalClinic"}</script>`,
  ...FLIGHT.map((text) => `<script>${text}</script>`),
  '</body></html>',
].join('');
const FLIGHT_HASHES = FLIGHT.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);

/** Resolves when the stub's streamed JSON may end (the test has read its first chunk). */
let releaseStream: () => void = () => {};
/** What the streamed page's handler read as res.headersSent before and after its first bytes. */
let headersSentSeen: boolean[] = [];

function stubNext(req: IncomingMessage, res: ServerResponse) {
  seen.push({ url: req.url ?? '', headers: { ...req.headers } });
  const path = (req.url ?? '').split('?')[0];
  if (path === '/cached-page') {
    // A page from Next's cache: the whole body in one end(), its length set before.
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(PAGE));
    res.end(PAGE);
    return;
  }
  if (path === '/streamed-page') {
    // A dynamic page: headers flushed first, then chunks that cut through a script and a multi-byte letter.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-matched-path': '/[locale]/profile' });
    headersSentSeen = [res.headersSent];
    res.flushHeaders();
    headersSentSeen.push(res.headersSent);
    const bytes = Buffer.from(PAGE);
    const cuts = [0, 100, bytes.indexOf('Клиника') + 1, bytes.indexOf('__next_f.push([1') + 3, bytes.length];
    expect(cuts).toEqual([...cuts].sort((a, b) => a - b));
    for (let i = 0; i + 1 < cuts.length; i++) {
      if (i + 2 < cuts.length) res.write(bytes.subarray(cuts[i], cuts[i + 1]));
      else res.end(bytes.subarray(cuts[i], cuts[i + 1]));
    }
    return;
  }
  if (path === '/no-scripts') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!doctype html><title>503</title><p>Сервис недоступен</p>');
    return;
  }
  if (path === '/streamed-json') {
    res.setHeader('content-type', 'application/json');
    res.write('{"first":');
    return new Promise<void>((resolve) => {
      releaseStream = () => {
        res.end('true}');
        resolve();
      };
    });
  }
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

async function startDoor(trustedProxies?: string, compress = false): Promise<number> {
  seen = [];
  server = http.createServer(createFrontDoor({ trustedProxies: parseTrustedProxies(trustedProxies), dev: false, handle: stubNext, compress }));
  server.on('clientError', (error: Error & { code?: string }, socket) => answerClientError(error, socket));
  // No host: dual-stack, as `npm start` listens; IPv4 peers arrive as ::ffff:127.0.0.x.
  await new Promise<void>((resolve) => server!.listen(0, resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

function get(port: number, path: string, options: { headers?: Record<string, string>; localAddress?: string; method?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: options.method, headers: options.headers, localAddress: options.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const body = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.end();
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

/** The sources of script-src (without 'self' and the WebAssembly and eval keywords). */
const scriptHashesOf = (answer: Answer) =>
  String(answer.headers['content-security-policy'])
    .split('; ')
    .find((part) => part.startsWith('script-src '))!
    .split(' ')
    .filter((source) => source.startsWith("'sha256-"));

/** The inline executable scripts of a body, found with a regular expression (not the door's scanner). */
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);

describe("the front door: a CSP with the page's script hashes, without 'unsafe-inline'", () => {
  it('the CSP of an HTML page lists the hashes of exactly the inline scripts of that body, cached (one end) or streamed in pieces', async () => {
    const port = await startDoor();
    for (const path of ['/cached-page', '/streamed-page']) {
      const answer = await get(port, path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toBe(PAGE);
      expect(inlineScriptsOf(answer.body), path).toEqual(FLIGHT_HASHES);
      expect(scriptHashesOf(answer), path).toEqual(FLIGHT_HASHES);
      expect(String(answer.headers['content-security-policy']).split('; ')[1], path).not.toContain('unsafe-inline');
      expect(answer.headers['content-security-policy'], path).toContain(`script-src 'self' ${FLIGHT_HASHES.join(' ')};`);
      expect(answer.headers['content-length'], path).toBe(String(Buffer.byteLength(PAGE)));
      expectSecurityHeaders(answer, path);
    }
    // Held, the streamed page still reads as begun after its first bytes, as Next expects.
    expect(headersSentSeen).toEqual([false, true]);
  });

  it('HTML without inline scripts, JSON, redirects and HEAD get the policy without hashes and without unsafe-inline', async () => {
    const port = await startDoor();
    for (const [path, method] of [['/no-scripts', 'GET'], ['/redirect', 'GET'], ['/raw-list', 'GET'], ['/cached-page', 'HEAD']]) {
      const answer = await get(port, path, { method });
      expect(scriptHashesOf(answer), `${method} ${path}`).toEqual([]);
      expect(answer.headers['content-security-policy'], `${method} ${path}`).toContain("script-src 'self';");
    }
    expect((await get(port, '/no-scripts')).body).toBe('<!doctype html><title>503</title><p>Сервис недоступен</p>');
  });

  it('a non-HTML answer streams through: its first chunk arrives before its handler ends it', async () => {
    const port = await startDoor();
    const first = await new Promise<string>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/streamed-json', agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.once('data', (chunk: string) => {
          body += chunk;
          resolve(body);
          releaseStream();
        });
        res.resume();
      });
      req.on('error', reject);
    });
    expect(first).toBe('{"first":');
  });

  it('with compression the hashes are of the HTML as written, and the gzipped body is that HTML', async () => {
    const port = await startDoor(undefined, true);
    for (const path of ['/cached-page', '/streamed-page']) {
      const answer = await get(port, path, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers['content-encoding'], path).toBe('gzip');
      expect(answer.body, path).toBe(PAGE);
      expect(scriptHashesOf(answer), path).toEqual(FLIGHT_HASHES);
      expectSecurityHeaders(answer, path);
    }
    const plain = await get(port, '/cached-page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(scriptHashesOf(plain)).toEqual(FLIGHT_HASHES);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_PURGE_TOKEN_HEADER } from '@/lib/edge/config';
import { purgeEdge } from '@/lib/edge/purge';
import { surrogateKeyHeaders } from '@/lib/edge/surrogate-keys';
import { parseTrustedProxies } from '@/lib/http/client-address';
import { plainAnswer } from '@/lib/proxy/plain';
import { resolveRequest } from '@/lib/proxy/resolve';
import { freePort } from '@/lib/db/embedded';
import { createFrontDoor } from '@/lib/server/front-door';
import { backendsVcl } from '@/scripts/stack/backends-vcl';
import { waitFor } from '../helpers/wait';

/**
 * Debian's varnishd with OUR deploy/varnish/default.vcl (and a backends.vcl written here with
 * the test's ports), in front of two real front doors (lib/server/front-door.ts) around a stub
 * of Next that answers pages the way Next does: the page's cache tags in `x-next-cache-tags`.
 * varnishd gets EDGE_PURGE_TOKEN in its environment, as the stack and Compose give it.
 */

const VCL_DIR = path.resolve(__dirname, '../../deploy/varnish');
/** Debian's (apt-get install varnish varnish-modules): /usr/sbin is not on every user's PATH. */
const VARNISHD = existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : 'varnishd';
/** The purge secret of this run: varnishd's EDGE_PURGE_TOKEN, which the platform's purges carry. */
const PURGE_TOKEN = randomBytes(24).toString('base64url');
/** A host no clinic has: the proxy's answer for it (lib/proxy/resolve.ts) differs for a crawler and a browser. */
const UNKNOWN_HOST = 'no-such-clinic.test';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** The API's Basic credential in the stub (the instances check it: lib/http/middleware/basic-auth.ts). */
const SLOTS_AUTH = `Basic ${Buffer.from('front:stub-password').toString('base64')}`;
/** The stub's s-maxage for the slots (the real one is a minute: a short one shows the expiry here). */
const SLOTS_EDGE_SECONDS = 2;

type Backend = {
  name: string;
  server: http.Server;
  port: number;
  seen: { url: string; cookie: string | undefined; acceptLanguage: string | undefined; purgeToken: string | undefined }[];
  held: ServerResponse[];
  renders: number;
};

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

/** A page as Next's cache answers it: its tags (Next's implicit ones among them) in the internal header. */
function page(backend: Backend, res: ServerResponse, company: string, section: string) {
  backend.renders += 1;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 's-maxage=86400, stale-while-revalidate=31449600');
  res.setHeader('x-next-cache-tags', `_N_T_/layout,_N_T_/[locale]/l/[site]/layout,company:${company},company:${company}:${section},site:${company}-clinic`);
  res.end(`<!DOCTYPE html><html><body><h1>${company} ${section} from ${backend.name} #${backend.renders}</h1></body></html>`);
}

/** A web Response (the proxy's) written to Node's response, as Next writes a middleware's answer. */
async function sendResponse(res: ServerResponse, answer: Response) {
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(await answer.text());
}

/**
 * An unknown site, decided by the proxy's own resolveRequest: a crawler gets the proxy's plain
 * 404 (lib/proxy/plain.ts, as proxy.ts answers it), a browser the site's 404 page.
 */
async function unknownSite(req: IncomingMessage, res: ServerResponse, pathname: string, search: string) {
  const decision = await resolveRequest({
    host: req.headers.host ?? null,
    pathname,
    search,
    cookieLocale: undefined,
    acceptLanguage: req.headers['accept-language'] ?? null,
    userAgent: req.headers['user-agent'] ?? null,
    platformHosts: ['clinics.test'],
    lookup: async () => null,
  });
  if (decision.kind === 'plain') return sendResponse(res, plainAnswer(decision.status, decision.body));
  res.statusCode = 404;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!DOCTYPE html><html><body><h1>404</h1><p>${decision.kind === 'rewrite' ? decision.path : decision.kind}</p></body></html>`);
}

function stubNext(backend: Backend) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const purgeToken = req.headers[EDGE_PURGE_TOKEN_HEADER];
    backend.seen.push({ url, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'], purgeToken: Array.isArray(purgeToken) ? purgeToken[0] : purgeToken });
    const [pathname, query = ''] = url.split('?');
    if (req.headers.host?.split(':')[0] === UNKNOWN_HOST) return unknownSite(req, res, pathname, query ? `?${query}` : '');
    if (pathname === '/healthz') {
      res.setHeader('content-type', 'text/plain');
      res.end('ok');
      return;
    }
    const company = /^\/l\/([a-z]+)\/([a-z]+)$/.exec(pathname);
    if (company) return page(backend, res, company[1], company[2]);
    if (pathname === '/with-cookie') {
      backend.renders += 1;
      res.setHeader('cache-control', 's-maxage=86400');
      res.setHeader('set-cookie', 'NEXT_LOCALE=kk; Path=/');
      res.setHeader('x-next-cache-tags', 'company:a');
      res.end(`set by ${backend.name} #${backend.renders}`);
      return;
    }
    if (pathname === '/locale') {
      // What the proxy decides from (SPEC 4): the locale cookie and the browser's languages.
      res.setHeader('cache-control', 's-maxage=86400');
      res.setHeader('x-next-cache-tags', 'company:a');
      res.end(`cookie=${req.headers.cookie ?? ''} languages=${req.headers['accept-language'] ?? ''} from ${backend.name}`);
      return;
    }
    if (pathname === '/short') {
      // A public answer without keys that lives one second.
      backend.renders += 1;
      res.setHeader('cache-control', 's-maxage=1');
      res.end(`short from ${backend.name} #${backend.renders}`);
      return;
    }
    if (pathname === '/stale') {
      // Next answering from a page past its time while it renders it anew (x-nextjs-cache: STALE).
      backend.renders += 1;
      res.setHeader('cache-control', 's-maxage=86400');
      res.setHeader('x-nextjs-cache', 'STALE');
      res.setHeader('x-next-cache-tags', 'company:a');
      res.end(`stale from ${backend.name} #${backend.renders}`);
      return;
    }
    if (pathname.startsWith('/api/uploads/')) {
      // A public file as lib/storage/routes.ts serves it: named by its hash, immutable, no cookie.
      backend.renders += 1;
      res.setHeader('content-type', 'image/webp');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.end(`file from ${backend.name} #${backend.renders}`);
      return;
    }
    const slots = /^\/api\/front\/(ru|kk|uz|en)\/v1\/booking\/([A-Z]+)\/doctors\/(\d+)\/slots$/.exec(pathname);
    if (slots) {
      // A doctor's free slots as lib/booking/routes.ts answers them: the API's Basic credential
      // checked, kept by a shared cache for SLOTS_EDGE_SECONDS under the doctor's slot key.
      backend.renders += 1;
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== SLOTS_AUTH) {
        res.statusCode = 401;
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify({ error: { code: 'unauthorized' } }));
        return;
      }
      res.setHeader('cache-control', `public, max-age=0, s-maxage=${SLOTS_EDGE_SECONDS}`);
      for (const [name, value] of Object.entries(surrogateKeyHeaders([`company:${slots[2]}:slots:${slots[3]}`, `company:${slots[2]}`]))) res.setHeader(name, value);
      res.end(JSON.stringify({ data: { slots: [], from: backend.name, render: backend.renders, languages: req.headers['accept-language'] ?? '', cookie: req.headers.cookie ?? '' } }));
      return;
    }
    if (pathname === '/api/bad-gateway') {
      // Instance A answers as a dying instance behind a proxy would; B answers.
      res.statusCode = backend.name === 'a' ? 502 : 200;
      res.end(backend.name);
      return;
    }
    if (pathname === '/api/unavailable') {
      // The app's own 503 (PostgreSQL down): the same on every instance, with Retry-After.
      res.statusCode = 503;
      res.setHeader('retry-after', '5');
      res.end('unavailable');
      return;
    }
    if (pathname === '/api/hold') {
      // Held open until the test kills this instance (backend A); answered at once by B.
      if (backend.name === 'a') {
        backend.held.push(res);
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ from: backend.name, query }));
      return;
    }
    res.statusCode = 404;
    res.end('not found');
  };
}

async function startBackend(name: string): Promise<Backend> {
  const backend: Backend = { name, server: http.createServer(), port: 0, seen: [], held: [], renders: 0 };
  backend.server.on('request', createFrontDoor({ trustedProxies: parseTrustedProxies('127.0.0.1,::1'), dev: false, handle: stubNext(backend) }));
  await new Promise<void>((resolve) => backend.server.listen(0, '127.0.0.1', resolve));
  backend.port = (backend.server.address() as AddressInfo).port;
  return backend;
}

/** One request to Varnish, from 127.0.0.1 unless `localAddress` says otherwise (127.0.0.2 is loopback too, but no purger). */
function request(port: number, target: string, options: { method?: string; headers?: Record<string, string>; localAddress?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method: options.method ?? 'GET', headers: { host: 'clinics.test', ...options.headers }, localAddress: options.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let dir = '';
let varnish: ChildProcess | undefined;
let varnishPort = 0;
let varnishLog = '';
let a: Backend;
let b: Backend;
const get = (target: string, options?: Parameters<typeof request>[2]) => request(varnishPort, target, options);

beforeAll(async () => {
  [a, b] = await Promise.all([startBackend('a'), startBackend('b')]);
  dir = await mkdtemp(path.join(tmpdir(), 'edge-varnish-'));
  // varnishd drops to its own user when started as root: it must read this directory.
  await chmod(dir, 0o755);
  // The stack's own generator (scripts/stack/backends-vcl.ts): web1 = a, web2 = b, loopback purgers.
  const vcl = backendsVcl({ backends: [a, b].map((backend) => ({ host: '127.0.0.1', port: backend.port })) });
  await writeFile(path.join(dir, 'backends.vcl'), vcl, { mode: 0o644 });
  varnishPort = await freePort();
  varnish = spawn(
    VARNISHD,
    ['-F', '-f', path.join(VCL_DIR, 'default.vcl'), '-p', `vcl_path=${dir}:${VCL_DIR}`, '-a', `127.0.0.1:${varnishPort}`, '-n', path.join(dir, 'n'), '-s', 'malloc,64m', '-T', 'none'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, EDGE_PURGE_TOKEN: PURGE_TOKEN } },
  );
  varnish.stdout?.on('data', (chunk: Buffer) => (varnishLog += chunk.toString()));
  varnish.stderr?.on('data', (chunk: Buffer) => (varnishLog += chunk.toString()));
  const ready = await waitFor(
    () => get('/healthz').then((res) => res.status, () => 0),
    (status) => status === 200 || varnish?.exitCode !== null,
    30_000,
  );
  if (ready !== 200) throw new Error(`varnishd did not start: ${varnishLog}`);
});

afterAll(async () => {
  if (varnish?.pid !== undefined && varnish.exitCode === null) {
    const exited = new Promise((resolve) => varnish?.once('exit', resolve));
    varnish.kill('SIGTERM');
    await exited;
  }
  for (const backend of [a, b]) {
    if (!backend) continue;
    backend.server.closeAllConnections();
    await new Promise((resolve) => backend.server.close(resolve));
  }
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the edge cache (Varnish, deploy/varnish/default.vcl)', () => {
  it('answers a public page from the backend once, then from the cache, without the keys', async () => {
    const first = await get('/l/alpha/home');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get('/l/alpha/home');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    // The keys are the edge's business: neither xkey, Surrogate-Key nor Next's internal header reaches a client.
    expect(second.headers.xkey).toBeUndefined();
    expect(second.headers['surrogate-key']).toBeUndefined();
    expect(second.headers['x-next-cache-tags']).toBeUndefined();
  });

  it('purgeEdge drops exactly the pages of the purged key, on every URL, and says how many', async () => {
    for (const target of ['/l/a/home', '/l/a/news', '/l/b/home']) {
      await get(target);
      expect((await get(target)).headers['x-cache']).toBe('HIT');
    }
    // What Varnish answers a purge: the number of objects dropped.
    const direct = await get('/', { method: 'PURGE', headers: { 'xkey-purge': 'company:a:news', [EDGE_PURGE_TOKEN_HEADER]: PURGE_TOKEN } });
    expect(direct.status).toBe(200);
    expect(JSON.parse(direct.body)).toEqual({ purged: 1 });
    expect((await get('/l/a/news')).headers['x-cache']).toBe('MISS');
    expect((await get('/l/a/home')).headers['x-cache']).toBe('HIT');

    await purgeEdge(['company:a'], { urls: [`http://127.0.0.1:${varnishPort}`], repeatMs: 0, token: PURGE_TOKEN });
    expect((await get('/l/a/home')).headers['x-cache']).toBe('MISS');
    expect((await get('/l/a/news')).headers['x-cache']).toBe('MISS');
    expect((await get('/l/b/home')).headers['x-cache']).toBe('HIT');
  });

  it('purgeEdge purges once more a moment later: a copy cached again in between (from an instance that had not yet expired the tag) goes too', async () => {
    await get('/l/e/home');
    await purgeEdge(['company:e'], { urls: [`http://127.0.0.1:${varnishPort}`], repeatMs: 500, token: PURGE_TOKEN });
    // Cached again right after the first purge, as a request racing the edit would.
    expect((await get('/l/e/home')).headers['x-cache']).toBe('MISS');
    expect((await get('/l/e/home')).headers['x-cache']).toBe('HIT');
    const after = await waitFor(
      () => get('/l/e/home').then((res) => res.headers['x-cache']),
      (state) => state === 'MISS',
    );
    expect(after).toBe('MISS');
  });

  it('refuses a purge from an address outside `acl purgers`, a purge without keys and unknown methods', async () => {
    await get('/l/c/home');
    const stranger = await get('/', { method: 'PURGE', headers: { 'xkey-purge': 'company:c', [EDGE_PURGE_TOKEN_HEADER]: PURGE_TOKEN }, localAddress: '127.0.0.2' });
    expect(stranger.status).toBe(403);
    expect((await get('/l/c/home')).headers['x-cache']).toBe('HIT');
    expect((await get('/', { method: 'PURGE', headers: { [EDGE_PURGE_TOKEN_HEADER]: PURGE_TOKEN } })).status).toBe(400);
    expect((await get('/', { method: 'BAN' })).status).toBe(405);
  });

  // Issue 27: `acl purgers` holds 127.0.0.1, so a TLS proxy on Varnish's machine relayed any client's PURGE.
  it('refuses a PURGE without the secret token, direct from 127.0.0.1 or relayed by a proxy on the same machine; the platform purge goes through', async () => {
    // A TLS terminator on this machine as Caddy or nginx runs it: every request of every client, from 127.0.0.1.
    const relay = http.createServer((incoming, outgoing) => {
      const upstream = http.request({ host: '127.0.0.1', port: varnishPort, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': '203.0.113.7' }, agent: false }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayPort = (relay.address() as AddressInfo).port;
    const viaRelay = (target: string, options: Parameters<typeof request>[2]) => request(relayPort, target, options);
    try {
      await get('/l/p/home');
      expect((await get('/l/p/home')).headers['x-cache']).toBe('HIT');
      // The relay answers pages as Varnish does: it is a working proxy.
      expect((await viaRelay('/l/p/home', {})).headers['x-cache']).toBe('HIT');

      const attempts: { name: string; send: () => Promise<Answer> }[] = [
        { name: 'relayed, no token', send: () => viaRelay('/', { method: 'PURGE', headers: { 'xkey-purge': 'company:p' } }) },
        { name: 'relayed, a guessed token', send: () => viaRelay('/', { method: 'PURGE', headers: { 'xkey-purge': 'company:p', [EDGE_PURGE_TOKEN_HEADER]: 'x'.repeat(PURGE_TOKEN.length) } }) },
        { name: 'relayed, an empty token', send: () => viaRelay('/', { method: 'PURGE', headers: { 'xkey-purge': 'company:p', [EDGE_PURGE_TOKEN_HEADER]: '' } }) },
        { name: 'direct, no token', send: () => get('/', { method: 'PURGE', headers: { 'xkey-purge': 'company:p' } }) },
        { name: 'direct, the token cut short', send: () => get('/', { method: 'PURGE', headers: { 'xkey-purge': 'company:p', [EDGE_PURGE_TOKEN_HEADER]: PURGE_TOKEN.slice(0, -1) } }) },
      ];
      for (const attempt of attempts) {
        const answer = await attempt.send();
        expect(answer.status, attempt.name).toBe(403);
        expect(answer.headers['xkey-purged'], attempt.name).toBeUndefined();
        expect((await get('/l/p/home')).headers['x-cache'], `${attempt.name}: the page stays cached`).toBe('HIT');
      }

      // The platform's own purge (lib/edge/purge.ts with EDGE_PURGE_TOKEN) still drops the page.
      await purgeEdge(['company:p'], { urls: [`http://127.0.0.1:${varnishPort}`], repeatMs: 0, token: PURGE_TOKEN });
      expect((await get('/l/p/home')).headers['x-cache']).toBe('MISS');
      // The secret never reaches an instance, whoever sends it along with a page request.
      await get('/l/p/news', { headers: { [EDGE_PURGE_TOKEN_HEADER]: PURGE_TOKEN } });
      expect([...a.seen, ...b.seen].filter((entry) => entry.purgeToken !== undefined)).toEqual([]);
    } finally {
      relay.closeAllConnections();
      await new Promise((resolve) => relay.close(resolve));
    }
  });

  // Issue 27: a crawler's plain-text 404 for an unknown site was kept for 10 s and handed to the next browser.
  it("never stores the proxy's plain-text 404 for a crawler: the next browser gets the site's 404 page", async () => {
    const target = '/kk/about?from=crawler';
    const crawler = await get(target, { headers: { host: UNKNOWN_HOST, 'user-agent': CRAWLER } });
    expect(crawler.status).toBe(404);
    expect(crawler.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(crawler.body).toBe(`Page Not Found: ${target}`);
    const again = await get(target, { headers: { host: UNKNOWN_HOST, 'user-agent': CRAWLER } });
    expect(again.headers['x-cache']).toBe('MISS');
    const browser = await get(target, { headers: { host: UNKNOWN_HOST, 'user-agent': BROWSER } });
    expect(browser.status).toBe(404);
    expect(browser.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(browser.body).not.toContain('Page Not Found');
  });

  it('never stores an answer with Set-Cookie, nor answers a signed-in visitor, the API or the account areas from the cache', async () => {
    const first = await get('/with-cookie');
    const second = await get('/with-cookie');
    expect(first.headers['set-cookie']).toBeDefined();
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'MISS']);
    expect(second.body).not.toBe(first.body);

    await get('/l/d/home');
    expect((await get('/l/d/home')).headers['x-cache']).toBe('HIT');
    const signedIn = await get('/l/d/home', { headers: { cookie: 'session=s3cret; NEXT_LOCALE=kk' } });
    expect(signedIn.headers['x-cache']).toBe('PASS');
    // The instance gets the visitor's cookies as sent.
    const seen = [...a.seen, ...b.seen].filter((entry) => entry.cookie?.includes('session=s3cret'));
    expect(seen.map((entry) => entry.cookie)).toEqual(['session=s3cret; NEXT_LOCALE=kk']);

    for (const target of ['/api/ping', '/pro', '/kk/profile/requests', '/ru/language/kk']) {
      expect((await get(target)).headers['x-cache']).toBe('PASS');
    }
    expect((await get('/l/d/home', { method: 'POST' })).headers['x-cache']).toBe('PASS');
  });

  it('keeps a page Next answered STALE only for a moment: the instance is rendering it anew', async () => {
    expect((await get('/stale')).headers['x-cache']).toBe('MISS');
    let fetchedAgain = false;
    for (let i = 0; i < 100 && !fetchedAgain; i += 1) {
      fetchedAgain = (await get('/stale')).headers['x-cache'] === 'MISS';
      if (!fetchedAgain) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fetchedAgain).toBe(true);
  });

  it('keeps public files (/api/uploads/…, immutable) although the rest of the API passes', async () => {
    const path = '/api/uploads/news/1/0123456789abcdef0123456789abcdef-01234567.webp';
    const first = await get(path);
    const second = await get(path);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    // A visitor who is signed in still gets it from the instance.
    expect((await get(path, { headers: { cookie: 'session=s3cret' } })).headers['x-cache']).toBe('PASS');
  });

  it("keeps a doctor's free slots (issue 30) for every visitor with the API's credential, until a change purges the doctor's slot key or their minute ends", async () => {
    const path = `/api/front/ru/v1/booking/DEMO/doctors/7/slots?visit_type_id=1&from=2026-12-01&to=2026-12-30`;
    const auth = { authorization: SLOTS_AUTH };
    const first = await get(path, { headers: { ...auth, cookie: 'session=s3cret; csrf_token=x', 'accept-language': 'kk' } });
    expect([first.status, first.headers['x-cache']]).toEqual([200, 'MISS']);
    // Neither cookies nor languages reach the instance or split the cache: a signed-in patient and a visitor share it.
    expect(JSON.parse(first.body).data).toMatchObject({ cookie: '', languages: '' });
    const second = await get(path, { headers: auth });
    expect([second.headers['x-cache'], second.body]).toEqual(['HIT', first.body]);
    expect(second.headers.xkey).toBeUndefined();
    // Without the credential, or with another, the instance is asked (and refuses): never the kept answer.
    const strangers: Record<string, string>[] = [{}, { authorization: `Basic ${Buffer.from('front:wrong').toString('base64')}` }];
    for (const headers of strangers) {
      const refused = await get(path, { headers });
      expect([refused.status, refused.headers['x-cache']]).toEqual([401, 'MISS']);
    }
    // Another doctor's slots stay; this doctor's go at the purge a booking sends.
    const other = path.replace('/doctors/7/', '/doctors/8/');
    await get(other, { headers: auth });
    await purgeEdge(['company:DEMO:slots:7'], { urls: [`http://127.0.0.1:${varnishPort}`], repeatMs: 0, token: PURGE_TOKEN });
    const afterPurge = await get(path, { headers: auth });
    expect(afterPurge.headers['x-cache']).toBe('MISS');
    expect(JSON.parse(afterPurge.body).data.render).toBeGreaterThan(JSON.parse(first.body).data.render);
    expect((await get(other, { headers: auth })).headers['x-cache']).toBe('HIT');
    // The instance's s-maxage is the answer's time at the edge (not a page's day): it is fetched again after it.
    const kept = afterPurge.body;
    const renewed = await waitFor(
      () => get(path, { headers: auth }),
      (answer) => answer.status === 200 && answer.body !== kept,
      15_000,
    );
    expect(JSON.parse(renewed.body).data.render).toBeGreaterThan(JSON.parse(kept).data.render);
  });

  it('keys a page on the locale cookie and the browser languages, and drops every other cookie', async () => {
    const kk = await get('/locale', { headers: { cookie: '_ga=GA1.2; NEXT_LOCALE=kk; csrf_token=x', 'accept-language': 'ru-RU,ru;q=0.9,de;q=0.8,en;q=0.7' } });
    expect(kk.headers['x-cache']).toBe('MISS');
    // The instance decided from exactly what the cache keys on.
    expect(kk.body).toMatch(/^cookie=NEXT_LOCALE=kk languages=ru,ru;q=0.9,en;q=0.7 from/);
    const sameVariant = await get('/locale', { headers: { cookie: 'NEXT_LOCALE=kk; other=1', 'accept-language': 'ru-KZ, ru;q=0.9, fr;q=0.8, en;q=0.7' } });
    expect(sameVariant.headers['x-cache']).toBe('HIT');
    expect(sameVariant.body).toBe(kk.body);
    const otherCookie = await get('/locale', { headers: { cookie: 'NEXT_LOCALE=en', 'accept-language': 'ru-RU,ru;q=0.9,de;q=0.8,en;q=0.7' } });
    expect(otherCookie.headers['x-cache']).toBe('MISS');
    const otherLanguages = await get('/locale', { headers: { cookie: 'NEXT_LOCALE=kk', 'accept-language': 'kk' } });
    expect(otherLanguages.headers['x-cache']).toBe('MISS');
    const bare = await get('/locale', { headers: { cookie: '_ga=1' } });
    expect(bare.body).toMatch(/^cookie= languages= from/);
  });

  it('asks the other instance after a 502, but takes the 503 of the app itself (Retry-After) as the answer', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await get(`/api/bad-gateway?i=${i}`);
      expect([res.status, res.body]).toEqual([200, 'b']);
    }
    const before = a.seen.length + b.seen.length;
    const unavailable = await get('/api/unavailable');
    expect(unavailable.status).toBe(503);
    expect(a.seen.length + b.seen.length - before).toBe(1);
  });

  it('retries a request on the other instance when one dies with requests in flight', async () => {
    const count = 12;
    const answers = Promise.all(Array.from({ length: count }, (_, i) => get(`/api/hold?i=${i}`)));
    // Round robin: about half reach instance A, which holds them.
    const held = await waitFor(async () => a.held.length, (n) => n >= 3);
    expect(held).toBeGreaterThanOrEqual(3);
    // A dies: its sockets are cut with the requests unanswered.
    a.server.closeAllConnections();
    a.server.close();
    const results = await answers;
    expect(results.map((res) => res.status)).toEqual(Array(count).fill(200));
    expect(results.every((res) => JSON.parse(res.body).from === 'b')).toBe(true);
    expect(results.map((res) => JSON.parse(res.body).query).sort()).toEqual(Array.from({ length: count }, (_, i) => `i=${i}`).sort());
  });

  it('serves the last copy of a page past its TTL while no instance is up (grace)', { timeout: 60_000 }, async () => {
    const cached = await get('/short');
    expect(cached.status).toBe(200);
    // Instance A died in the test before; now B dies too.
    b.server.closeAllConnections();
    b.server.close();
    // Past its TTL (1 s) and past the 10 s a stale copy is served while instances are healthy.
    const stale = await waitFor(
      () => get('/short'),
      (res) => res.status !== 200 || Number(res.headers.age) >= 12,
      40_000,
    );
    expect(stale.status).toBe(200);
    expect(Number(stale.headers.age)).toBeGreaterThanOrEqual(12);
    expect(stale.body).toBe(cached.body);
    // A page never cached has nothing to fall back on.
    expect((await get('/l/never/cached')).status).toBe(503);
  });

  it('purgeEdge resolves without throwing when an edge is unreachable', async () => {
    const nobody = await freePort();
    await expect(purgeEdge(['company:a'], { urls: [`http://127.0.0.1:${nobody}`], repeatMs: 0 })).resolves.toBeUndefined();
    await expect(purgeEdge([], { urls: [`http://127.0.0.1:${nobody}`] })).resolves.toBeUndefined();
    await expect(purgeEdge(['company:a'], { urls: [] })).resolves.toBeUndefined();
  });
});

import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgePurgeUrls } from '@/lib/edge/config';
import { purgeEdge } from '@/lib/edge/purge';
import { surrogateKeys } from '@/lib/edge/surrogate-keys';
import { parseTrustedProxies } from '@/lib/http/client-address';
import { createFrontDoor } from '@/lib/server/front-door';

describe('surrogateKeys: a page cache tags as edge keys', () => {
  it('keeps our tags in order, once, and drops Next implicit ones', () => {
    expect(surrogateKeys('_N_T_/layout,_N_T_/[locale]/l/[site]/layout,company:DEMO,company:DEMO:news,_N_T_/ru/l/demo-clinic,site:demo-clinic,company:DEMO')).toEqual([
      'company:DEMO',
      'company:DEMO:news',
      'site:demo-clinic',
    ]);
  });

  it('reads a header set more than once, and trims', () => {
    expect(surrogateKeys(['company:A, directory', ' company:A:doctors '])).toEqual(['company:A', 'directory', 'company:A:doctors']);
  });

  it('drops what cannot travel as one key in a space-separated header', () => {
    expect(surrogateKeys('company:A,with space,tab\there,,ünïcode,ok')).toEqual(['company:A', 'ok']);
    expect(surrogateKeys(`${'x'.repeat(257)},company:B`)).toEqual(['company:B']);
  });

  it('answers nothing for no header or only implicit tags', () => {
    expect(surrogateKeys(undefined)).toEqual([]);
    expect(surrogateKeys(null)).toEqual([]);
    expect(surrogateKeys('')).toEqual([]);
    expect(surrogateKeys('_N_T_/layout,_N_T_/page')).toEqual([]);
  });
});

describe('edgePurgeUrls', () => {
  it('splits EDGE_PURGE_URLS on commas and drops blanks; unset is no edge', () => {
    expect(edgePurgeUrls({ EDGE_PURGE_URLS: ' http://10.0.0.21:6081 ,http://10.0.0.22:6081,, ' })).toEqual(['http://10.0.0.21:6081', 'http://10.0.0.22:6081']);
    expect(edgePurgeUrls({})).toEqual([]);
    expect(edgePurgeUrls({ EDGE_PURGE_URLS: '' })).toEqual([]);
  });
});

/** The front door on a real socket, around a stub answering with Next's internal tags header the ways Next sets it. */
describe('the front door sends a page tags as xkey and Surrogate-Key', () => {
  let server: http.Server;
  let base = '';

  function stub(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? '/';
    if (path === '/set-header') {
      // A page from Next's cache: the tags set before the body.
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('x-next-cache-tags', '_N_T_/layout,company:A,company:A:news,_N_T_/ru/l/a');
      res.end('<!doctype html><p>page</p>');
      return;
    }
    if (path === '/write-head') {
      // An ISR route (the sitemap): its headers given to writeHead, as a flat list.
      res.writeHead(200, ['content-type', 'application/xml', 'X-Next-Cache-Tags', 'company:B,_N_T_/sitemap.xml']);
      res.end('<urlset/>');
      return;
    }
    if (path === '/implicit-only') {
      res.setHeader('x-next-cache-tags', '_N_T_/layout,_N_T_/page');
      res.end('x');
      return;
    }
    res.end('plain');
  }

  beforeAll(async () => {
    server = http.createServer(createFrontDoor({ trustedProxies: parseTrustedProxies(''), dev: false, handle: stub }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('turns the tags set on the response into keys and drops the internal header', async () => {
    const res = await fetch(`${base}/set-header`);
    expect(res.headers.get('xkey')).toBe('company:A company:A:news');
    expect(res.headers.get('surrogate-key')).toBe('company:A company:A:news');
    expect(res.headers.get('x-next-cache-tags')).toBeNull();
    expect(await res.text()).toBe('<!doctype html><p>page</p>');
  });

  it('reads the tags among the headers given to writeHead', async () => {
    const res = await fetch(`${base}/write-head`);
    expect(res.headers.get('xkey')).toBe('company:B');
    expect(res.headers.get('surrogate-key')).toBe('company:B');
    expect(res.headers.get('x-next-cache-tags')).toBeNull();
  });

  it('sends no keys for an answer without tags of ours', async () => {
    for (const path of ['/implicit-only', '/plain']) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('xkey')).toBeNull();
      expect(res.headers.get('surrogate-key')).toBeNull();
      expect(res.headers.get('x-next-cache-tags')).toBeNull();
    }
  });
});

/** purgeEdge against a small HTTP server standing in for Varnish's purge endpoint. */
describe('purgeEdge', () => {
  let server: http.Server;
  let base = '';
  let purges: { method: string; keys: string }[] = [];
  let failures = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      purges.push({ method: req.method ?? '', keys: String(req.headers['xkey-purge'] ?? '') });
      if (failures > 0) {
        failures -= 1;
        res.statusCode = 503;
        res.end('busy');
        return;
      }
      res.setHeader('xkey-purged', '1');
      res.end('{"purged":1}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends PURGE with the keys space-separated, ours only, to every edge', async () => {
    purges = [];
    await purgeEdge(['company:A', 'company:A:news', '_N_T_/layout', 'company:A'], { urls: [base, `${base}/`], repeatMs: 0 });
    expect(purges).toEqual([
      { method: 'PURGE', keys: 'company:A company:A:news' },
      { method: 'PURGE', keys: 'company:A company:A:news' },
    ]);
  });

  it('tries a failed purge once more, and gives up without throwing after the second failure', async () => {
    purges = [];
    failures = 1;
    await purgeEdge(['company:B'], { urls: [base], repeatMs: 0 });
    expect(purges.map((purge) => purge.keys)).toEqual(['company:B', 'company:B']);
    purges = [];
    failures = 2;
    await expect(purgeEdge(['company:B'], { urls: [base], repeatMs: 0 })).resolves.toBeUndefined();
    expect(purges).toHaveLength(2);
    failures = 0;
  });

  it('splits many keys over several requests, each header within Varnish limits', async () => {
    purges = [];
    const keys = Array.from({ length: 600 }, (_, i) => `company:CLINIC${i}:news`);
    await purgeEdge(keys, { urls: [base], repeatMs: 0 });
    expect(purges.length).toBeGreaterThan(1);
    expect(purges.every((purge) => purge.keys.length <= 4_000)).toBe(true);
    expect(purges.flatMap((purge) => purge.keys.split(' '))).toEqual(keys);
  });

  it('does nothing without edges or keys', async () => {
    purges = [];
    await purgeEdge(['company:C'], { urls: [] });
    await purgeEdge([], { urls: [base] });
    await purgeEdge(['_N_T_/only-implicit'], { urls: [base] });
    expect(purges).toEqual([]);
  });
});

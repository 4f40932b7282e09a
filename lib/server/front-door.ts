import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { NEXT_CACHE_TAGS_HEADER, SURROGATE_KEY_HEADER, surrogateKeys, XKEY_HEADER } from '@/lib/edge/surrogate-keys';
import { CLIENT_ADDRESS_HEADER, normalizeAddress, resolveClientAddress, type TrustedProxies } from '@/lib/http/client-address';
import { acceptRequestId, REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { requestTargetProblem, targetProblemMessage } from '@/lib/http/request-target';
import { createScriptHashCache, inlineScriptHashes } from '@/lib/http/script-hashes';
import { contentSecurityPolicy, isInternalResponseHeader, securityHeaders, type SecurityHeaders } from '@/lib/http/security-headers';
import { logger } from '@/lib/log';

/**
 * The front door: the Node HTTP server every request passes before Next sees it (a Next.js
 * custom server). It refuses request targets Next would answer with a 500, puts the client's
 * address (x-client-address) and a safe request id on the request, and the security headers
 * on every answer while keeping Next's internal headers inside. An HTML answer is held until
 * it is whole, so that its CSP can list the hashes of its inline scripts (holdHtmlForHashes);
 * every other answer streams through untouched. The door also compresses (Next's own
 * compression middleware, moved here from Next: next.config.ts has `compress: false`), below
 * the hold, so the hashes are taken over the HTML as written.
 */

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export type FrontDoorOptions = {
  trustedProxies: TrustedProxies;
  dev: boolean;
  /** Next's request handler (or a stub in tests). */
  handle: RequestHandler;
  /** gzip and brotli for clients that accept them, as Next does with `compress: true` (its middleware). */
  compress?: boolean;
};

/** What a client may claim about the route to us; only a trusted proxy's word is kept. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** The last entry of a comma-separated header: the one the nearest proxy wrote. */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  if (text === undefined) return undefined;
  const comma = text.lastIndexOf(',');
  return (comma === -1 ? text : text.slice(comma + 1)).trim().toLowerCase();
}

/** The headers given to writeHead itself (an object or a flat [name, value, …] list) without internal ones. */
function withoutInternal(headers: OutgoingHttpHeaders | OutgoingHttpHeader[]): OutgoingHttpHeaders | OutgoingHttpHeader[] {
  if (Array.isArray(headers)) {
    const kept: OutgoingHttpHeader[] = [];
    for (let i = 0; i + 1 < headers.length; i += 2) {
      if (!isInternalResponseHeader(String(headers[i]).toLowerCase())) kept.push(headers[i], headers[i + 1]);
    }
    return kept;
  }
  const names = Object.keys(headers);
  if (!names.some((name) => isInternalResponseHeader(name.toLowerCase()))) return headers;
  const kept: OutgoingHttpHeaders = {};
  for (const name of names) if (!isInternalResponseHeader(name.toLowerCase())) kept[name] = headers[name];
  return kept;
}

const SECURITY_HEADERS = Symbol('security headers');
type GuardedResponse = ServerResponse & { [SECURITY_HEADERS]: SecurityHeaders };
const nodeWriteHead = http.ServerResponse.prototype.writeHead as (...args: unknown[]) => ServerResponse;

/**
 * Every way a response starts (writeHead, and write/end/flushHeaders through Node's implicit
 * writeHead) passes here: internal headers go, the security headers are added where the
 * answer did not set its own. Nothing of the body is touched. One function for all responses.
 */
function guardedWriteHead(this: GuardedResponse, ...args: unknown[]) {
  const last = args.length - 1;
  const given = last > 0 && args[last] !== null && typeof args[last] === 'object' ? (args[last] as OutgoingHttpHeaders | OutgoingHttpHeader[]) : undefined;
  setSurrogateKeys(this, given);
  for (const name of this.getHeaderNames()) if (isInternalResponseHeader(name)) this.removeHeader(name);
  for (const [name, value] of this[SECURITY_HEADERS]) if (!this.hasHeader(name)) this.setHeader(name, value);
  if (given !== undefined) args[last] = withoutInternal(given);
  return nodeWriteHead.apply(this, args);
}

/** The cache tags header among writeHead's own headers (an object or a flat list), if there. */
function givenTags(headers: OutgoingHttpHeaders | OutgoingHttpHeader[]): OutgoingHttpHeader | undefined {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === NEXT_CACHE_TAGS_HEADER) return headers[i + 1];
    return undefined;
  }
  for (const name of Object.keys(headers)) if (name.toLowerCase() === NEXT_CACHE_TAGS_HEADER) return headers[name];
  return undefined;
}

/**
 * A page's cache tags (Next's internal `x-next-cache-tags`, patches/next+16.4.6.patch) as its
 * surrogate keys: ours only, space-separated, in `xkey` for Varnish and `Surrogate-Key` for a
 * CDN (deploy/README.md "Edge cache (Varnish)"). The internal header itself is dropped after.
 */
function setSurrogateKeys(res: ServerResponse, given: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined) {
  const tags = (given === undefined ? undefined : givenTags(given)) ?? res.getHeader(NEXT_CACHE_TAGS_HEADER);
  if (tags === undefined) return;
  const keys = surrogateKeys(tags as string | number | string[]);
  if (keys.length === 0) return;
  const value = keys.join(' ');
  res.setHeader(XKEY_HEADER, value);
  res.setHeader(SURROGATE_KEY_HEADER, value);
}

function guardResponse(res: ServerResponse, security: SecurityHeaders) {
  (res as GuardedResponse)[SECURITY_HEADERS] = security;
  res.writeHead = guardedWriteHead as ServerResponse['writeHead'];
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;
const EMPTY = Buffer.alloc(0);
const HTML_TYPE = /^\s*text\/html\s*(;|$)/i;

function toBuffer(chunk: Chunk | null | undefined, encoding: unknown): Buffer {
  if (chunk === null || chunk === undefined) return EMPTY;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** writeHead's headers argument onto the response, as Node applies it once headers were set before. */
function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[]) {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.removeHeader(String(headers[i]));
    for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(String(headers[i]), headers[i + 1] as string | string[]);
    return;
  }
  for (const name of Object.keys(headers)) if (headers[name] !== undefined) res.setHeader(name, headers[name]);
}

/**
 * Holds an HTML answer until it ends, then sends it whole with a Content-Security-Policy that
 * lists the hashes of its inline scripts (no 'unsafe-inline'). Next's cached pages come in one
 * `end` anyway; a streamed (dynamic) page reaches the visitor when it is complete. Any other
 * answer (JSON, RSC, files, redirects, HEAD, 204/304, an answer with its own CSP) is decided
 * on its first write or writeHead and passes straight through. While an HTML answer is held,
 * `headersSent` reads true after its first write, as it would without the hold, so Next does
 * not try to start another answer over a begun one.
 */
function holdHtmlForHashes(req: IncomingMessage, res: ServerResponse, policy: (hashes: readonly string[]) => string, cachedHashes: (html: string) => string[]) {
  if (req.method === 'HEAD') return;
  const inner = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let state: 'open' | 'holding' | 'passing' = 'open';
  let begun = false;
  const held: Buffer[] = [];
  const callbacks: Callback[] = [];

  const decide = (): typeof state => {
    if (state !== 'open') return state;
    const type = res.getHeader('content-type');
    const status = res.statusCode;
    const hasBody = status >= 200 && status !== 204 && status !== 304;
    state = !res.headersSent && hasBody && typeof type === 'string' && HTML_TYPE.test(type) && !res.hasHeader('content-security-policy') ? 'holding' : 'passing';
    return state;
  };

  /** Sends the held page: a whole page in one string (Next's cached pages) by the cache, any other by a fresh pass. */
  /** The first write of a held answer: from now on headersSent reads true (an own property, so only streamed pages pay for it). */
  const begin = () => {
    if (begun) return;
    begun = true;
    Object.defineProperty(res, 'headersSent', { configurable: true, get: () => true });
  };

  const release = (callback: Callback | undefined, whole?: string) => {
    state = 'passing';
    if (begun) Reflect.deleteProperty(res, 'headersSent');
    const body = whole ?? (held.length === 1 ? held[0] : Buffer.concat(held));
    res.setHeader('content-security-policy', policy(whole === undefined ? inlineScriptHashes(body as Buffer) : cachedHashes(whole)));
    if (!res.hasHeader('content-length') && !res.hasHeader('transfer-encoding')) res.setHeader('content-length', Buffer.byteLength(body));
    const done: Callback = (error) => {
      for (const queued of callbacks) queued(error);
      callback?.(error);
    };
    return (inner.end as (...a: unknown[]) => ServerResponse).call(res, body, done);
  };

  res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    if (state === 'open' && !this.headersSent) {
      const status = args[0] as number;
      const reason = typeof args[1] === 'string' ? args[1] : undefined;
      const headers = args[args.length - 1];
      if (args.length > 1 && headers !== null && typeof headers === 'object') applyHeaders(this, headers as OutgoingHttpHeaders);
      this.statusCode = status;
      if (reason !== undefined) this.statusMessage = reason;
      if (decide() === 'holding') return this;
      const innerWriteHead = inner.writeHead as (...a: unknown[]) => ServerResponse;
      return reason === undefined ? innerWriteHead.call(this, status) : innerWriteHead.call(this, status, reason);
    }
    if (state === 'holding') return this;
    return (inner.writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];

  res.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (decide() === 'holding') begin();
    else inner.flushHeaders.call(this);
  };

  res.write = function write(this: ServerResponse, chunk: Chunk, encoding?: unknown, callback?: unknown) {
    if (decide() !== 'holding') return (inner.write as (...a: unknown[]) => boolean).call(this, chunk, encoding, callback);
    begin();
    held.push(toBuffer(chunk, encoding));
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (typeof cb === 'function') callbacks.push(cb as Callback);
    return true;
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() !== 'holding') return (inner.end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
    if (typeof chunk === 'function') {
      callback = chunk;
      chunk = undefined;
    } else if (typeof encoding === 'function') {
      callback = encoding;
      encoding = undefined;
    }
    if (held.length === 0 && typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8')) return release(callback as Callback | undefined, chunk);
    held.push(toBuffer(chunk as Chunk | undefined, encoding));
    return release(callback as Callback | undefined);
  } as ServerResponse['end'];
}

/**
 * The most of a request body the door reads and drops after its answer. An upload refused early
 * (a 413 from Content-Length, a 401) is answered while the client is still sending: closing the
 * connection then would reset it, and the client would lose the answer it has not read yet. So
 * the rest is read and dropped and the connection kept; a body declared (or found) larger than
 * this (four times the API's own limit) is cut off instead. Node's requestTimeout bounds the time.
 */
export const MAX_DRAINED_BODY_BYTES = 64 * 1024 * 1024;

/**
 * After the answer is sent, reads and drops what is left of the request body. Node drops a body
 * nobody started reading by itself, but not one a reader started (Next's request body does) and
 * left: its listeners go, the answer is given.
 */
function drainUnreadBody(req: IncomingMessage, res: ServerResponse) {
  res.once('finish', () => {
    if (req.complete || req.destroyed) return;
    if (Number(req.headers['content-length']) > MAX_DRAINED_BODY_BYTES) {
      req.socket.destroy();
      return;
    }
    req.removeAllListeners('readable');
    req.removeAllListeners('data');
    let drained = 0;
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAINED_BODY_BYTES) req.socket.destroy();
    });
    req.resume();
  });
}

/** The 400 of a request target Next must not see: JSON under /api/, a line of text elsewhere. */
function refuse(res: ServerResponse, target: string, message: string) {
  const api = target === '/api' || target.startsWith('/api/') || target.startsWith('/api?');
  const body = api ? JSON.stringify({ error: { code: 'bad_request', message } }) : `Bad Request: ${message}\n`;
  res.statusCode = 400;
  res.setHeader('content-type', api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

function failed(req: IncomingMessage, res: ServerResponse, error: unknown) {
  logger.error({ err: error, url: req.url }, 'front door: the request handler failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end('Internal Server Error');
}

/** The request listener of the front door, around Next's handler (or any other in tests). */
export function createFrontDoor({ trustedProxies, dev, handle, compress = false }: FrontDoorOptions) {
  const plain = securityHeaders({ https: false, dev });
  const secure = securityHeaders({ https: true, dev });
  const plainPolicy = (scriptHashes: readonly string[]) => contentSecurityPolicy({ https: false, dev, scriptHashes });
  const securePolicy = (scriptHashes: readonly string[]) => contentSecurityPolicy({ https: true, dev, scriptHashes });
  const compressor = compress ? compression() : undefined;
  const cachedHashes = createScriptHashCache();
  // Most requests come from a few peers (one, behind a proxy): each is parsed once.
  const peers = new Map<string, { address: string | undefined; trusted: boolean }>();
  const knownPeer = (remoteAddress: string) => {
    let peer = peers.get(remoteAddress);
    if (peer === undefined) {
      if (peers.size >= 10_000) peers.clear();
      const address = normalizeAddress(remoteAddress);
      peer = { address, trusted: address !== undefined && trustedProxies.has(address) };
      peers.set(remoteAddress, peer);
    }
    return peer;
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const headers = req.headers;
    const socket = req.socket;
    const known = socket.remoteAddress === undefined ? undefined : knownPeer(socket.remoteAddress);
    const peer = known?.address;
    const fromProxy = known?.trusted === true;
    const https = (socket as TLSSocket).encrypted === true || (fromProxy && lastEntry(headers['x-forwarded-proto']) === 'https');
    guardResponse(res, https ? secure : plain);

    const target = req.url ?? '/';
    const problem = requestTargetProblem(target);
    if (problem) {
      refuse(res, target, targetProblemMessage(problem));
      return;
    }

    const address = fromProxy ? resolveClientAddress(peer, headers['x-forwarded-for'], trustedProxies) : peer;
    // A stranger's forwarding headers are dropped: Next then fills them from the socket.
    if (!fromProxy) for (const name of FORWARDING_HEADERS) if (headers[name] !== undefined) delete headers[name];
    // Next's internal request headers (x-middleware-subrequest and the like) come from Next, never from outside.
    for (const name in headers) if (name.startsWith('x-middleware-')) delete headers[name];
    if (address === undefined) delete headers[CLIENT_ADDRESS_HEADER];
    else headers[CLIENT_ADDRESS_HEADER] = address;
    headers[REQUEST_ID_HEADER] = acceptRequestId(headers[REQUEST_ID_HEADER]);

    if (compressor) {
      compressor(req, res, () => {});
      // On a client's disconnect the middleware never ends its zlib stream (as Next does about it).
      res.once('close', () => {
        if (!res.writableFinished) releaseCompressionStream(res);
      });
    }
    holdHtmlForHashes(req, res, https ? securePolicy : plainPolicy, cachedHashes);
    drainUnreadBody(req, res);

    try {
      const result = handle(req, res);
      if (result) result.catch((error: unknown) => failed(req, res, error));
    } catch (error) {
      failed(req, res, error);
    }
  };
}

/**
 * Node's own answer to a request it cannot parse (a raw control character in the target, headers
 * over 16 KiB, a timeout), with the security headers too: this answer never reaches createFrontDoor.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex, dev = false) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
  const body = `${status.slice(4)}\n`;
  const lines = securityHeaders({ https: false, dev }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${body.length}\r\nconnection: close\r\n${lines.join('')}\r\n${body}`);
}

export type FrontDoorServer = { server: http.Server; close(): Promise<void> };

/** Starts Next inside the front door on one port (`npm start`, `npm run dev`, the browser tests). */
export async function startFrontDoor(options: { dev: boolean; dir: string; port: number; hostname?: string; trustedProxies: TrustedProxies }): Promise<FrontDoorServer> {
  const { dev, dir, port, hostname, trustedProxies } = options;
  // Imported here: the door's request handling (and its tests) need none of Next.
  const { default: next } = await import('next');
  const server = http.createServer();
  // Next hooks its WebSocket handler to the server it is given. Development needs it (hot
  // reload); in production nothing upgrades, so an Upgrade request is an ordinary request to the door.
  const httpServer = dev ? server : (new EventEmitter() as unknown as http.Server);
  const app = next({ dev, dir, port, hostname: hostname ?? 'localhost', httpServer });
  await app.prepare();
  server.on('request', createFrontDoor({ trustedProxies, dev, handle: app.getRequestHandler(), compress: true }));
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => answerClientError(error, socket, dev));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    async close() {
      // Stop taking connections and let running requests finish, then let Next clean up.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if (dev) server.closeAllConnections();
      });
      await app.close();
    },
  };
}

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
import { getPool } from '@/lib/db/client';
import { readQueueDepths } from '@/lib/jobs/depth';
import { createLifecycle, drainServer, type DrainOptions, type Lifecycle } from './graceful';
import { createMetrics, type Metrics } from './metrics';
import type { OpsConfig } from './ops-config';
import { answerOps } from './ops-endpoints';
import { createReadinessCheck, type Readiness } from './readiness';
import { routeKind, targetPath, type RouteKind } from './route-kind';

/**
 * The front door: the Node HTTP server every request passes before Next sees it (a Next.js
 * custom server). It refuses request targets Next would answer with a 500, puts the client's
 * address (x-client-address) and a safe request id on the request, and the security headers
 * on every answer while keeping Next's internal headers inside. An HTML answer is held until
 * it is whole, so that its CSP can list the hashes of its inline scripts (holdHtmlForHashes);
 * every other answer streams through untouched. The door also compresses (Next's own
 * compression middleware, moved here from Next: next.config.ts has `compress: false`), below
 * the hold, so the hashes are taken over the HTML as written.
 *
 * It also answers the operator's endpoints itself (/healthz, /readyz, /metrics:
 * lib/server/ops-endpoints.ts), writes one log line per request and counts it in the metrics,
 * and drains on shutdown (lib/server/graceful.ts).
 */

/** The logger the door writes its request lines to (pino's interface, as far as the door uses it). */
export type RequestLog = Pick<typeof logger, 'info' | 'warn' | 'error' | 'debug'>;

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export type FrontDoorOptions = {
  trustedProxies: TrustedProxies;
  dev: boolean;
  /** Next's request handler (or a stub in tests). */
  handle: RequestHandler;
  /** gzip and brotli for clients that accept them, as Next does with `compress: true` (its middleware). */
  compress?: boolean;
  /** One JSON line per request (default: lib/log's logger, silent in tests). */
  log?: RequestLog;
  /** Counted per request, served at /metrics. */
  metrics?: Metrics;
  /** /readyz; without it the instance is ready unless draining. */
  readiness?: () => Promise<Readiness>;
  /** METRICS_TOKEN (lib/server/ops-endpoints.ts, metricsAllowed). */
  metricsToken?: string;
  /** Draining state and the answers in flight, shared with the shutdown (drainServer). */
  lifecycle?: Lifecycle;
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
/** Next's page cache verdict (x-nextjs-cache), noted as the answer starts, before any header is dropped. */
const CACHE_VERDICT = Symbol('cache verdict');
type GuardedResponse = ServerResponse & { [SECURITY_HEADERS]: SecurityHeaders; [CACHE_VERDICT]?: string };
const NEXT_CACHE_HEADER = 'x-nextjs-cache';

/** A header among writeHead's own headers (an object or a flat [name, value, …] list), by its lower-case name. */
function givenHeader(headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined, name: string): OutgoingHttpHeader | undefined {
  if (headers === undefined) return undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) return headers[key];
  return undefined;
}
const nodeWriteHead = http.ServerResponse.prototype.writeHead as (...args: unknown[]) => ServerResponse;

/**
 * Every way a response starts (writeHead, and write/end/flushHeaders through Node's implicit
 * writeHead) passes here: internal headers go, the security headers are added where the
 * answer did not set its own. Nothing of the body is touched. One function for all responses.
 */
function guardedWriteHead(this: GuardedResponse, ...args: unknown[]) {
  const last = args.length - 1;
  const given = last > 0 && args[last] !== null && typeof args[last] === 'object' ? (args[last] as OutgoingHttpHeaders | OutgoingHttpHeader[]) : undefined;
  const verdict = this.getHeader(NEXT_CACHE_HEADER) ?? givenHeader(given, NEXT_CACHE_HEADER);
  if (verdict !== undefined) this[CACHE_VERDICT] = String(verdict);
  setSurrogateKeys(this, given);
  for (const name of this.getHeaderNames()) if (isInternalResponseHeader(name)) this.removeHeader(name);
  for (const [name, value] of this[SECURITY_HEADERS]) if (!this.hasHeader(name)) this.setHeader(name, value);
  if (given !== undefined) args[last] = withoutInternal(given);
  return nodeWriteHead.apply(this, args);
}

/**
 * A page's cache tags (Next's internal `x-next-cache-tags`, patches/next+16.4.6.patch) as its
 * surrogate keys: ours only, space-separated, in `xkey` for Varnish and `Surrogate-Key` for a
 * CDN (deploy/README.md "Edge cache (Varnish)"). The internal header itself is dropped after.
 */
function setSurrogateKeys(res: ServerResponse, given: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined) {
  const tags = givenHeader(given, NEXT_CACHE_TAGS_HEADER) ?? res.getHeader(NEXT_CACHE_TAGS_HEADER);
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

/** What the door knows of a request for its log line (never the path: lib/server/route-kind.ts). */
type RequestFacts = { reqId: string; kind: RouteKind; log: RequestLog };

function failed(req: IncomingMessage, res: ServerResponse, error: unknown, facts: RequestFacts) {
  facts.log.error({ err: error, requestId: facts.reqId, method: req.method, kind: facts.kind }, 'front door: the request handler failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end('Internal Server Error');
}

/**
 * The request's log line and metrics, once its answer is finished or abandoned. An answer the
 * client abandoned counts as status 499 (as nginx writes it) with `aborted: true`.
 */
function observeRequest(req: IncomingMessage, res: ServerResponse, facts: RequestFacts, started: number, metrics: Metrics | undefined) {
  metrics?.inFlight.inc();
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    const finished = res.writableFinished;
    const status = finished ? res.statusCode : 499;
    const cache = (res as GuardedResponse)[CACHE_VERDICT];
    if (metrics) {
      metrics.inFlight.dec();
      metrics.observe(facts.kind, status, seconds, cache);
    }
    const line: Record<string, unknown> = { requestId: facts.reqId, method: req.method, kind: facts.kind, status, ms: Math.round(seconds * 10_000) / 10 };
    if (cache !== undefined) line.cache = cache;
    if (!finished) line.aborted = true;
    if (facts.kind === 'health' || facts.kind === 'metrics') facts.log.debug(line, 'request');
    else if (status >= 500 && finished) facts.log.warn(line, 'request');
    else facts.log.info(line, 'request');
  });
}

/** The request listener of the front door, around Next's handler (or any other in tests). */
export function createFrontDoor({ trustedProxies, dev, handle, compress = false, log = logger, metrics, readiness, metricsToken, lifecycle }: FrontDoorOptions) {
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
  const ops = { lifecycle, readiness, metrics, metricsToken };
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const headers = req.headers;
    const socket = req.socket;
    const target = req.url ?? '/';
    const path = targetPath(target);
    const facts: RequestFacts = { reqId: acceptRequestId(headers[REQUEST_ID_HEADER]), kind: routeKind(path), log };
    lifecycle?.track(req, res);
    observeRequest(req, res, facts, started, metrics);
    const known = socket.remoteAddress === undefined ? undefined : knownPeer(socket.remoteAddress);
    const peer = known?.address;
    const fromProxy = known?.trusted === true;
    const https = (socket as TLSSocket).encrypted === true || (fromProxy && lastEntry(headers['x-forwarded-proto']) === 'https');
    guardResponse(res, https ? secure : plain);

    const problem = requestTargetProblem(target);
    if (problem) {
      refuse(res, target, targetProblemMessage(problem));
      return;
    }
    // The operator's endpoints, before the forwarding headers are dropped: /metrics refuses relayed requests.
    if (facts.kind === 'health' || facts.kind === 'metrics') {
      answerOps(path, req, res, ops).catch((error: unknown) => failed(req, res, error, facts));
      return;
    }

    const address = fromProxy ? resolveClientAddress(peer, headers['x-forwarded-for'], trustedProxies) : peer;
    // A stranger's forwarding headers are dropped: Next then fills them from the socket.
    if (!fromProxy) for (const name of FORWARDING_HEADERS) if (headers[name] !== undefined) delete headers[name];
    // Next's internal request headers (x-middleware-subrequest and the like) come from Next, never from outside.
    for (const name in headers) if (name.startsWith('x-middleware-')) delete headers[name];
    if (address === undefined) delete headers[CLIENT_ADDRESS_HEADER];
    else headers[CLIENT_ADDRESS_HEADER] = address;
    headers[REQUEST_ID_HEADER] = facts.reqId;

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
      if (result) result.catch((error: unknown) => failed(req, res, error, facts));
    } catch (error) {
      failed(req, res, error, facts);
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

/** A listening front door: its server, its lifecycle, and its graceful close (drainServer). */
export type FrontDoorServer = {
  server: http.Server;
  lifecycle: Lifecycle;
  /** Drains and closes; true when every request in flight finished in time. */
  close(options?: DrainOptions): Promise<boolean>;
};

export type ListenOptions = Omit<FrontDoorOptions, 'lifecycle'> & {
  port: number;
  hostname?: string;
  /** The server to listen with (Next hooks its own to it in development). */
  server?: http.Server;
};

/** Listens with the front door around `handle` (Next's handler, or a stub in tests), ready to drain. */
export async function listenFrontDoor(options: ListenOptions): Promise<FrontDoorServer> {
  const { port, hostname, server = http.createServer(), ...door } = options;
  const lifecycle = createLifecycle();
  server.on('connection', (socket) => lifecycle.connection(socket));
  server.on('request', createFrontDoor({ ...door, lifecycle }));
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => answerClientError(error, socket, door.dev));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, lifecycle, close: (drain) => drainServer(server, lifecycle, drain) };
}

/** Starts Next inside the front door on one port (`npm start`, `npm run dev`, the browser tests). */
export async function startFrontDoor(options: { dev: boolean; dir: string; port: number; hostname?: string; trustedProxies: TrustedProxies; ops: OpsConfig }): Promise<FrontDoorServer> {
  const { dev, dir, port, hostname, trustedProxies, ops } = options;
  // Imported here: the door's request handling (and its tests) need none of Next.
  const { default: next } = await import('next');
  const server = http.createServer();
  // Next hooks its WebSocket handler to the server it is given. Development needs it (hot
  // reload); in production nothing upgrades, so an Upgrade request is an ordinary request to the door.
  const httpServer = dev ? server : (new EventEmitter() as unknown as http.Server);
  // Next's own idea of its host stays localhost whatever address the door listens on: given 127.0.0.1 (LISTEN_HOST),
  // Next answered `/` with a 308 to itself.
  const app = next({ dev, dir, port, hostname: 'localhost', httpServer });
  await app.prepare();
  // The queue depths and readiness read PostgreSQL through the process's pool, the one Next's code uses too.
  const query = (text: string) => getPool().query(text);
  const door = await listenFrontDoor({
    server,
    port,
    hostname,
    trustedProxies,
    dev,
    handle: app.getRequestHandler(),
    compress: true,
    metrics: createMetrics({ queueDepths: () => readQueueDepths(query) }),
    readiness: createReadinessCheck({ timeoutMs: ops.readyTimeoutMs }),
    metricsToken: ops.metricsToken,
  });
  return {
    ...door,
    async close(drain) {
      // Development: the hot-reload sockets never end by themselves, and nothing is worth waiting for.
      const finished = await door.close(dev ? { timeoutMs: 0 } : drain);
      await app.close();
      return dev || finished;
    },
  };
}

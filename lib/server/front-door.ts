import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { CLIENT_ADDRESS_HEADER, normalizeAddress, resolveClientAddress, type TrustedProxies } from '@/lib/http/client-address';
import { acceptRequestId, REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { requestTargetProblem, targetProblemMessage } from '@/lib/http/request-target';
import { isInternalResponseHeader, securityHeaders, type SecurityHeaders } from '@/lib/http/security-headers';
import { logger } from '@/lib/log';

/**
 * The front door: the Node HTTP server every request passes before Next sees it (a Next.js
 * custom server). It refuses request targets Next would answer with a 500, puts the client's
 * address (x-client-address) and a safe request id on the request, and the security headers
 * on every answer while keeping Next's internal headers inside. A few header operations per
 * request: no body is read or buffered here.
 */

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export type FrontDoorOptions = {
  trustedProxies: TrustedProxies;
  dev: boolean;
  /** Next's request handler (or a stub in tests). */
  handle: RequestHandler;
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
  for (const name of this.getHeaderNames()) if (isInternalResponseHeader(name)) this.removeHeader(name);
  for (const [name, value] of this[SECURITY_HEADERS]) if (!this.hasHeader(name)) this.setHeader(name, value);
  const last = args.length - 1;
  if (last > 0 && args[last] !== null && typeof args[last] === 'object') args[last] = withoutInternal(args[last] as OutgoingHttpHeaders);
  return nodeWriteHead.apply(this, args);
}

function guardResponse(res: ServerResponse, security: SecurityHeaders) {
  (res as GuardedResponse)[SECURITY_HEADERS] = security;
  res.writeHead = guardedWriteHead as ServerResponse['writeHead'];
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
export function createFrontDoor({ trustedProxies, dev, handle }: FrontDoorOptions) {
  const plain = securityHeaders({ https: false, dev });
  const secure = securityHeaders({ https: true, dev });
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
  server.on('request', createFrontDoor({ trustedProxies, dev, handle: app.getRequestHandler() }));
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

import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeAddress } from '@/lib/http/client-address';
import type { Lifecycle } from './graceful';
import type { Metrics } from './metrics';
import type { Readiness } from './readiness';

/**
 * The answers the front door gives itself, before Next: `GET /healthz`, `GET /readyz`,
 * `GET /metrics` (deploy/README.md, "Health, metrics, logs, shutdown"). All are `no-store`;
 * HEAD gets the headers alone; any other method a 405.
 */
export type OpsContext = {
  lifecycle?: Lifecycle;
  /** Whether the instance may take traffic; without one, ready unless draining. */
  readiness?: () => Promise<Readiness>;
  metrics?: Metrics;
  /** METRICS_TOKEN: with it, /metrics wants `Authorization: Bearer <token>` from anyone. */
  metricsToken?: string;
};

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}) {
  res.statusCode = status;
  res.setHeader('content-type', type);
  res.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}

const JSON_TYPE = 'application/json; charset=utf-8';
const sendError = (req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  send(req, res, status, JSON_TYPE, JSON.stringify({ error: { code, message, ...extra } }), headers);

/**
 * Headers proxies, load balancers and CDNs add when they relay a request (standard, de-facto and
 * vendors' own): such a request did not come from this machine's own tools. Any `X-Forwarded-*`,
 * and any name ending in `client-ip`, `clientip` or `connecting-ip` (or `…-ipv6`), whatever its prefix.
 */
const RELAYED = new Set([
  'forwarded',
  'via',
  'cdn-loop',
  'x-real-ip',
  'x-originating-ip',
  'x-remote-ip',
  'x-remote-addr',
  'x-proxyuser-ip',
  'x-original-forwarded-for',
  'x-envoy-external-address',
  'x-appengine-user-ip',
  'x-host',
]);
const RELAYED_PATTERN = /^x-forwarded-|(?:^|-)(?:client-?ip|connecting-ip)(?:v[46])?$/;

/** Whether a header of this (lower-case) name says that a proxy relayed the request. */
export function isRelayHeader(name: string): boolean {
  return RELAYED.has(name) || RELAYED_PATTERN.test(name);
}

/** A loopback peer (127.0.0.0/8, ::1) that relays nothing: a scraper or curl on this machine. */
function directFromLoopback(req: IncomingMessage): boolean {
  const peer = req.socket.remoteAddress === undefined ? undefined : normalizeAddress(req.socket.remoteAddress);
  if (peer === undefined || !(peer === '::1' || peer.startsWith('127.'))) return false;
  return !Object.keys(req.headers).some(isRelayHeader);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Who may read /metrics. With METRICS_TOKEN set: whoever sends it as a bearer token, nobody
 * else. Without: only a direct request from loopback. Not TRUSTED_PROXIES: a trusted proxy
 * relays every visitor's request, so its address says nothing about who asks; and a proxy on
 * the same machine is loopback too, which is why any relaying header (isRelayHeader) refuses the request.
 */
export function metricsAllowed(req: IncomingMessage, token: string | undefined): boolean {
  return token ? bearerMatches(req.headers.authorization, token) : directFromLoopback(req);
}

/** Answers /healthz, /readyz or /metrics. */
export async function answerOps(path: string, req: IncomingMessage, res: ServerResponse, context: OpsContext): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendError(req, res, 405, 'method_not_allowed', `${path} answers GET and HEAD`, {}, { allow: 'GET, HEAD' });
    return;
  }
  if (path === '/healthz') {
    send(req, res, 200, 'text/plain; charset=utf-8', 'ok\n');
    return;
  }
  if (path === '/readyz') {
    if (context.lifecycle?.draining) {
      sendError(req, res, 503, 'not_ready', 'the instance is shutting down', { reason: 'draining' });
      return;
    }
    const readiness: Readiness = context.readiness ? await context.readiness() : { ready: true, migrations: 0 };
    // Draining may have begun while the check ran.
    if (context.lifecycle?.draining) sendError(req, res, 503, 'not_ready', 'the instance is shutting down', { reason: 'draining' });
    else if (readiness.ready) send(req, res, 200, JSON_TYPE, JSON.stringify({ status: 'ready', migrations: readiness.migrations }));
    else sendError(req, res, 503, 'not_ready', readiness.message, { reason: readiness.reason });
    return;
  }
  // /metrics
  if (!context.metrics) {
    sendError(req, res, 404, 'not_found', 'metrics are not collected by this server');
    return;
  }
  if (!metricsAllowed(req, context.metricsToken)) {
    sendError(req, res, 403, 'forbidden', context.metricsToken ? 'send the metrics token as a bearer token' : 'metrics are served to this machine only (or set METRICS_TOKEN)');
    return;
  }
  const registry = context.metrics.registry;
  send(req, res, 200, registry.contentType, await registry.metrics());
}

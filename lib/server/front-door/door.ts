import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustedProxies } from '@/lib/http/client-address';
import { acceptRequestId, REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { requestTargetProblem, targetProblemMessage } from '@/lib/http/request-target';
import { createScriptHashCache } from '@/lib/http/script-hashes';
import { contentSecurityPolicy, securityHeaders } from '@/lib/http/security-headers';
import { logger } from '@/lib/log';
import type { Lifecycle } from '../graceful';
import type { Metrics } from '../metrics';
import { answerOps } from '../ops-endpoints';
import type { Readiness } from '../readiness';
import { routeKind, targetPath } from '../route-kind';
import { refuse } from './bad-requests';
import { cameOverHttps, createPeerLookup, placeClientAddress } from './client-address';
import { createCompression } from './compression';
import { holdHtmlForHashes } from './csp-hold';
import { drainUnreadBody } from './drain';
import { failed, observeRequest, type RequestFacts, type RequestLog } from './request-log';
import { guardResponse } from './response-guard';

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

/** The request listener of the front door, around Next's handler (or any other in tests). */
export function createFrontDoor({ trustedProxies, dev, handle, compress = false, log = logger, metrics, readiness, metricsToken, lifecycle }: FrontDoorOptions) {
  const plain = securityHeaders({ https: false, dev });
  const secure = securityHeaders({ https: true, dev });
  const plainPolicy = (scriptHashes: readonly string[]) => contentSecurityPolicy({ https: false, dev, scriptHashes });
  const securePolicy = (scriptHashes: readonly string[]) => contentSecurityPolicy({ https: true, dev, scriptHashes });
  const compressAnswer = compress ? createCompression() : undefined;
  const cachedHashes = createScriptHashCache();
  const knownPeer = createPeerLookup(trustedProxies);
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
    const https = cameOverHttps(socket, headers, fromProxy);
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

    placeClientAddress(headers, peer, fromProxy, trustedProxies);
    // Next's internal request headers (x-middleware-subrequest and the like) come from Next, never from outside.
    for (const name in headers) if (name.startsWith('x-middleware-')) delete headers[name];
    headers[REQUEST_ID_HEADER] = facts.reqId;

    compressAnswer?.(req, res);
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

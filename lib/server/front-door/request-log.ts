import type { IncomingMessage, ServerResponse } from 'node:http';
import type { logger } from '@/lib/log';
import type { Metrics } from '../metrics';
import type { RouteKind } from '../route-kind';
import { cacheVerdict } from './cache-verdict';

/** The logger the door writes its request lines to (pino's interface, as far as the door uses it). */
export type RequestLog = Pick<typeof logger, 'info' | 'warn' | 'error' | 'debug'>;

/** What the door knows of a request for its log line (never the path: lib/server/route-kind.ts). */
export type RequestFacts = { reqId: string; kind: RouteKind; log: RequestLog };

/** A handler that threw or rejected: logged, answered 500, or the connection cut when the answer had begun. */
export function failed(req: IncomingMessage, res: ServerResponse, error: unknown, facts: RequestFacts) {
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
export function observeRequest(req: IncomingMessage, res: ServerResponse, facts: RequestFacts, started: number, metrics: Metrics | undefined) {
  metrics?.inFlight.inc();
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    const finished = res.writableFinished;
    const status = finished ? res.statusCode : 499;
    const cache = cacheVerdict(res);
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

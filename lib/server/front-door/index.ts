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
 *
 * This file is the public face. The parts: door.ts (the request listener, composing the rest),
 * client-address.ts, bad-requests.ts (400s, Node's own parse errors), response-guard.ts (security
 * headers on, internal ones off) with cache-verdict.ts and surrogate-keys.ts, header-args.ts,
 * csp-hold.ts, compression.ts, drain.ts (an unread body), request-log.ts (log line, metrics, 500),
 * listen.ts (the listening server and Next inside it).
 */
export { answerClientError } from './bad-requests';
export { createFrontDoor, type FrontDoorOptions, type RequestHandler } from './door';
export { MAX_DRAINED_BODY_BYTES } from './drain';
export { listenFrontDoor, startFrontDoor, type FrontDoorServer, type ListenOptions } from './listen';
export type { RequestLog } from './request-log';

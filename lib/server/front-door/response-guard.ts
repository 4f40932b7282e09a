import http, { type OutgoingHttpHeader, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { isInternalResponseHeader, type SecurityHeaders } from '@/lib/http/security-headers';
import { noteCacheVerdict } from './cache-verdict';
import { withoutInternal } from './header-args';
import { setSurrogateKeys } from './surrogate-keys';

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
  noteCacheVerdict(this, given);
  setSurrogateKeys(this, given);
  for (const name of this.getHeaderNames()) if (isInternalResponseHeader(name)) this.removeHeader(name);
  for (const [name, value] of this[SECURITY_HEADERS]) if (!this.hasHeader(name)) this.setHeader(name, value);
  if (given !== undefined) args[last] = withoutInternal(given);
  return nodeWriteHead.apply(this, args);
}

/** Puts the guard on a response: these security headers on its start, Next's internal ones off. */
export function guardResponse(res: ServerResponse, security: SecurityHeaders) {
  (res as GuardedResponse)[SECURITY_HEADERS] = security;
  res.writeHead = guardedWriteHead as ServerResponse['writeHead'];
}

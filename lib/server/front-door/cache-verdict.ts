import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { givenHeader } from './header-args';

/** Next's page cache verdict (x-nextjs-cache), noted as the answer starts, before any header is dropped. */
const CACHE_VERDICT = Symbol('cache verdict');
type ResponseWithVerdict = ServerResponse & { [CACHE_VERDICT]?: string };
const NEXT_CACHE_HEADER = 'x-nextjs-cache';

/** Notes the verdict from the response's headers or writeHead's own (the response guard calls it as the answer starts). */
export function noteCacheVerdict(res: ServerResponse, given: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined) {
  const verdict = res.getHeader(NEXT_CACHE_HEADER) ?? givenHeader(given, NEXT_CACHE_HEADER);
  if (verdict !== undefined) (res as ResponseWithVerdict)[CACHE_VERDICT] = String(verdict);
}

/** The verdict noted for this answer (the request's log line and metrics), if Next gave one. */
export function cacheVerdict(res: ServerResponse): string | undefined {
  return (res as ResponseWithVerdict)[CACHE_VERDICT];
}

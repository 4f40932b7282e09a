/**
 * The proxy's own plain-text answers (a crawler's 404 for an unknown site, SPEC 2.8 and 8; a
 * malformed request's 400). Never stored by a cache: the same URL answers a browser with the
 * site's 404 page, and an edge that kept the text would hand it to the next visitor (issue 27).
 */
export function plainAnswer(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

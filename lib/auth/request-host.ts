import type { Context } from 'hono';

/** The host a request was made to (its Host header; the URL's host when a test's request has none): sessions bound to a clinic's domain check it. */
export function requestHostOf(c: Context): string {
  return c.req.header('host') ?? new URL(c.req.url).host;
}

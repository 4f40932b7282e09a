import type { Context } from 'hono';

/** The visitor's address as the proxy in front reports it; the key for rate limits. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || c.req.header('x-real-ip') || 'unknown';
}

import { computeRequestToken } from '@/lib/http/request-token-server';
import { apiAuth } from '@/lib/http/config';

export const BASIC = `Basic ${Buffer.from(`${apiAuth().username}:${apiAuth().password}`).toString('base64')}`;
export const CSRF = 'test-csrf-cookie-value';

/** Headers of a browser call (SPEC 7.1): Basic authorization, JSON, and for writes the token of the exact body. */
export function apiHeaders(options: { body?: string; cookies?: string[]; contentType?: string } = {}): Record<string, string> {
  const headers: Record<string, string> = { authorization: BASIC, accept: 'application/json' };
  const cookies = [`csrf_token=${CSRF}`, ...(options.cookies ?? [])];
  headers.cookie = cookies.join('; ');
  if (options.body !== undefined) {
    headers['x-token'] = computeRequestToken(CSRF, options.body);
    headers['content-type'] = options.contentType ?? 'application/json';
  }
  return headers;
}

/** The session cookie a sign-in answer sets, as `session=...`. */
export function sessionCookie(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /session=([^;]+)/.exec(header);
  if (!match) throw new Error(`no session cookie in: ${header}`);
  return `session=${match[1]}`;
}

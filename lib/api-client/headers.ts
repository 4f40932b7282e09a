import Cookies from 'js-cookie';
import { serializeBodyForToken, TOKEN_COOKIE, type TokenBody } from '@/lib/http/request-token';
import type { ApiAuth, ApiClientConfig } from './config';
import { networkError } from './errors';
import { sha256Hex } from './hash';
import { INTEGRATOR_KEY, needsIntegratorKey } from './paths';

/** Header names of SPEC 7.1 (the token header lives in lib/http/request-token.ts). */
export const AUTHORIZATION_HEADER = 'Authorization';
export const ACCEPT_HEADER = 'Accept';
export const EXTERNAL_DOMAIN_HEADER = 'X-External-Domain';
export const INTEGRATOR_KEY_HEADER = 'X-Integrator-Key';

/** 'Basic ' + base64 of the UTF-8 bytes: btoa alone rejects non-Latin-1 passwords. */
export function basicAuthorization({ username, password }: ApiAuth): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(`${username}:${password}`)) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** The configured host, else the page's host; '' where there is no page (server). */
export function currentHost(config: Pick<ApiClientConfig, 'externalHost'>): string {
  if (config.externalHost) return config.externalHost;
  return typeof window === 'undefined' ? '' : window.location.host;
}

/** The headers every call sends, before body and token headers are added. */
export function baseHeaders(config: ApiClientConfig, path: string): Record<string, string> {
  const headers: Record<string, string> = {
    [AUTHORIZATION_HEADER]: basicAuthorization(config.apiAuth),
    [ACCEPT_HEADER]: 'application/json',
    // Decision: sent on every call with the current host, also on the platform's own
    // host (SPEC 7.1 says every call sends it); the server compares it with its domains.
    [EXTERNAL_DOMAIN_HEADER]: currentHost(config),
  };
  if (needsIntegratorKey(path)) headers[INTEGRATOR_KEY_HEADER] = INTEGRATOR_KEY;
  return headers;
}

/**
 * The csrf_token cookie the token is keyed on, created on first use: 32 random bytes in
 * hex, readable by this script (so not HttpOnly), for the whole site, for a year.
 */
export function ensureTokenCookie(): string {
  if (typeof document === 'undefined') {
    throw new Error('The request token needs the csrf_token cookie: send POST, PUT and DELETE from the browser');
  }
  const existing = Cookies.get(TOKEN_COOKIE);
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const value = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  Cookies.set(TOKEN_COOKIE, value, {
    path: '/',
    sameSite: 'Lax',
    expires: 365,
    secure: window.location.protocol === 'https:',
  });
  return value;
}

/** SPEC 7.1 token: sha256Hex(`${cookie}:${serializeBodyForToken(body)}`), hashed by the script at /wasm/hash.js (./hash.ts). */
export async function requestToken(config: ApiClientConfig, body: TokenBody): Promise<string> {
  const text = `${ensureTokenCookie()}:${serializeBodyForToken(body)}`;
  try {
    return await (config.hash ?? sha256Hex)(text);
  } catch (error) {
    // The hasher is /wasm/hash.js, fetched on the first write: failing to load it is a network failure.
    throw networkError(error);
  }
}

import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isInternalResponseHeader } from '@/lib/http/security-headers';

/* writeHead's own headers argument (an object or a flat [name, value, …] list): read, filtered, applied. */

/** The headers given to writeHead itself (an object or a flat [name, value, …] list) without internal ones. */
export function withoutInternal(headers: OutgoingHttpHeaders | OutgoingHttpHeader[]): OutgoingHttpHeaders | OutgoingHttpHeader[] {
  if (Array.isArray(headers)) {
    const kept: OutgoingHttpHeader[] = [];
    for (let i = 0; i + 1 < headers.length; i += 2) {
      if (!isInternalResponseHeader(String(headers[i]).toLowerCase())) kept.push(headers[i], headers[i + 1]);
    }
    return kept;
  }
  const names = Object.keys(headers);
  if (!names.some((name) => isInternalResponseHeader(name.toLowerCase()))) return headers;
  const kept: OutgoingHttpHeaders = {};
  for (const name of names) if (!isInternalResponseHeader(name.toLowerCase())) kept[name] = headers[name];
  return kept;
}

/** A header among writeHead's own headers (an object or a flat [name, value, …] list), by its lower-case name. */
export function givenHeader(headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined, name: string): OutgoingHttpHeader | undefined {
  if (headers === undefined) return undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) return headers[key];
  return undefined;
}

/** writeHead's headers argument onto the response, as Node applies it once headers were set before. */
export function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[]) {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.removeHeader(String(headers[i]));
    for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(String(headers[i]), headers[i + 1] as string | string[]);
    return;
  }
  for (const name of Object.keys(headers)) if (headers[name] !== undefined) res.setHeader(name, headers[name]);
}

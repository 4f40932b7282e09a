import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { inlineScriptHashes } from '@/lib/http/script-hashes';
import { applyHeaders } from './header-args';

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;
const EMPTY = Buffer.alloc(0);
const HTML_TYPE = /^\s*text\/html\s*(;|$)/i;

function toBuffer(chunk: Chunk | null | undefined, encoding: unknown): Buffer {
  if (chunk === null || chunk === undefined) return EMPTY;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Holds an HTML answer until it ends, then sends it whole with a Content-Security-Policy that
 * lists the hashes of its inline scripts (no 'unsafe-inline'). Next's cached pages come in one
 * `end` anyway; a streamed (dynamic) page reaches the visitor when it is complete. Any other
 * answer (JSON, RSC, files, redirects, HEAD, 204/304, an answer with its own CSP) is decided
 * on its first write or writeHead and passes straight through. While an HTML answer is held,
 * `headersSent` reads true after its first write, as it would without the hold, so Next does
 * not try to start another answer over a begun one.
 */
export function holdHtmlForHashes(req: IncomingMessage, res: ServerResponse, policy: (hashes: readonly string[]) => string, cachedHashes: (html: string) => string[]) {
  if (req.method === 'HEAD') return;
  const inner = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let state: 'open' | 'holding' | 'passing' = 'open';
  let begun = false;
  const held: Buffer[] = [];
  const callbacks: Callback[] = [];

  const decide = (): typeof state => {
    if (state !== 'open') return state;
    const type = res.getHeader('content-type');
    const status = res.statusCode;
    const hasBody = status >= 200 && status !== 204 && status !== 304;
    state = !res.headersSent && hasBody && typeof type === 'string' && HTML_TYPE.test(type) && !res.hasHeader('content-security-policy') ? 'holding' : 'passing';
    return state;
  };

  /** The first write of a held answer: from now on headersSent reads true (an own property, so only streamed pages pay for it). */
  const begin = () => {
    if (begun) return;
    begun = true;
    Object.defineProperty(res, 'headersSent', { configurable: true, get: () => true });
  };

  /** Sends the held page: a whole page in one string (Next's cached pages) by the cache, any other by a fresh pass. */
  const release = (callback: Callback | undefined, whole?: string) => {
    state = 'passing';
    if (begun) Reflect.deleteProperty(res, 'headersSent');
    const body = whole ?? (held.length === 1 ? held[0] : Buffer.concat(held));
    res.setHeader('content-security-policy', policy(whole === undefined ? inlineScriptHashes(body as Buffer) : cachedHashes(whole)));
    if (!res.hasHeader('content-length') && !res.hasHeader('transfer-encoding')) res.setHeader('content-length', Buffer.byteLength(body));
    const done: Callback = (error) => {
      for (const queued of callbacks) queued(error);
      callback?.(error);
    };
    return (inner.end as (...a: unknown[]) => ServerResponse).call(res, body, done);
  };

  res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    if (state === 'open' && !this.headersSent) {
      const status = args[0] as number;
      const reason = typeof args[1] === 'string' ? args[1] : undefined;
      const headers = args[args.length - 1];
      if (args.length > 1 && headers !== null && typeof headers === 'object') applyHeaders(this, headers as OutgoingHttpHeaders);
      this.statusCode = status;
      if (reason !== undefined) this.statusMessage = reason;
      if (decide() === 'holding') return this;
      const innerWriteHead = inner.writeHead as (...a: unknown[]) => ServerResponse;
      return reason === undefined ? innerWriteHead.call(this, status) : innerWriteHead.call(this, status, reason);
    }
    if (state === 'holding') return this;
    return (inner.writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];

  res.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (decide() === 'holding') begin();
    else inner.flushHeaders.call(this);
  };

  res.write = function write(this: ServerResponse, chunk: Chunk, encoding?: unknown, callback?: unknown) {
    if (decide() !== 'holding') return (inner.write as (...a: unknown[]) => boolean).call(this, chunk, encoding, callback);
    begin();
    held.push(toBuffer(chunk, encoding));
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (typeof cb === 'function') callbacks.push(cb as Callback);
    return true;
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() !== 'holding') return (inner.end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
    if (typeof chunk === 'function') {
      callback = chunk;
      chunk = undefined;
    } else if (typeof encoding === 'function') {
      callback = encoding;
      encoding = undefined;
    }
    if (held.length === 0 && typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8')) return release(callback as Callback | undefined, chunk);
    held.push(toBuffer(chunk as Chunk | undefined, encoding));
    return release(callback as Callback | undefined);
  } as ServerResponse['end'];
}

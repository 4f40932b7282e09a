import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { securityHeaders } from '@/lib/http/security-headers';

/* The door's own answers to requests Next must never see. */

/** The 400 of a request target Next must not see: JSON under /api/, a line of text elsewhere. */
export function refuse(res: ServerResponse, target: string, message: string) {
  const api = target === '/api' || target.startsWith('/api/') || target.startsWith('/api?');
  const body = api ? JSON.stringify({ error: { code: 'bad_request', message } }) : `Bad Request: ${message}\n`;
  res.statusCode = 400;
  res.setHeader('content-type', api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * Node's own answer to a request it cannot parse (a raw control character in the target, headers
 * over 16 KiB, a timeout), with the security headers too: this answer never reaches createFrontDoor.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex, dev = false) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
  const body = `${status.slice(4)}\n`;
  const lines = securityHeaders({ https: false, dev }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${body.length}\r\nconnection: close\r\n${lines.join('')}\r\n${body}`);
}

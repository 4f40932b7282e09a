import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '@/lib/http/client-address';
import { AVATAR_MAX_BODY_BYTES } from '@/lib/accounts/avatar';
import { createFrontDoor, MAX_DRAINED_BODY_BYTES } from '@/lib/server/front-door';
import { createApiApp } from '@/lib/server/api-app';
import ru from '@/messages/ru.json';
import { BASIC } from '../helpers/api';

/*
 * Issue 18: a 5.5 MB avatar got its 413 with `Connection: close` while the client was still
 * sending, and 5 of 40 API clients saw a broken connection instead of the JSON error. Here the
 * real front door and API on a real socket; the API is reached as Next reaches it (a web Request
 * whose body is the Node request, read only when the API reads it).
 */

const api = createApiApp();
let server: http.Server;
let port = 0;

async function asNextDoes(req: IncomingMessage, res: ServerResponse) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(`http://localhost:${port}${req.url}`, { method: req.method, headers, ...(hasBody ? { body: req as unknown as ReadableStream, duplex: 'half' } : {}) } as RequestInit);
  const response = await api.fetch(request);
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Until the socket takes more or is closed. Not `events.once`: it rejects on the socket's
 * 'error', and a reset the server was right to send (the cut-off client below) would surface as
 * an unhandled rejection of the sending loop; the error is recorded by the socket's own listener.
 */
function drainedOrClosed(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.on('drain', done);
    socket.on('close', done);
  });
}

type Outcome = { status: number; connection: string | undefined; body: string; error: string | null; sentAll: boolean };

/**
 * An API client that sends the whole multipart body before it reads the answer (as many do),
 * in 64 KiB writes; the answer is whatever arrived on the socket by its close.
 */
function upload(bodyBytes: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | null = null;
    let sentAll = false;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error ??= failure.code ?? failure.message));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, connection: /\r\nconnection: ([^\r]+)/i.exec(head)?.[1]?.toLowerCase(), body, error, sentAll });
    });
    socket.once('connect', async () => {
      const boundary = 'x-boundary-4242';
      const preamble = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="avatar"; filename="photo.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`);
      const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
      const chunk = Buffer.alloc(64 * 1024, 0x55);
      socket.write(
        `POST /api/w-front/ru/v1/user/avatar/upload HTTP/1.1\r\nhost: localhost\r\nauthorization: ${BASIC}\r\n` +
          `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: ${bodyBytes}\r\n\r\n`,
      );
      socket.write(preamble);
      const fileBytes = bodyBytes - preamble.length - closing.length;
      for (let offset = 0; offset < fileBytes && !socket.destroyed; offset += chunk.length) {
        if (!socket.write(chunk.subarray(0, Math.min(chunk.length, fileBytes - offset)))) await drainedOrClosed(socket);
      }
      if (socket.destroyed) return;
      socket.write(closing);
      sentAll = true;
      // All sent: the client is done; the server answers and closes its side after our end.
      socket.end();
    });
  });
}

describe('an upload over its limit (issue 18)', () => {
  beforeAll(async () => {
    server = http.createServer(createFrontDoor({ trustedProxies: parseTrustedProxies(undefined), dev: false, handle: asNextDoes }));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('a 5.5 MB avatar gets its 413 JSON error on an unbroken connection, for each of 8 clients at once', async () => {
    const size = Math.round(5.5 * 1024 * 1024);
    expect(size).toBeGreaterThan(AVATAR_MAX_BODY_BYTES);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => upload(size)));
    for (const outcome of outcomes) {
      expect(outcome.error).toBeNull();
      expect(outcome.sentAll).toBe(true);
      expect(outcome.status).toBe(413);
      expect(outcome.connection).not.toBe('close');
      expect(JSON.parse(outcome.body)).toEqual({ error: { code: 'too_large', message: ru.ProfileAvatar.errors.too_large, fields: { avatar: ['too_large'] } } });
    }
  });

  it('cuts off, after its answer, a client that declares a body far beyond any limit, instead of reading it all', async () => {
    const outcome = await upload(4 * MAX_DRAINED_BODY_BYTES);
    expect(outcome.sentAll).toBe(false);
    // The answer was sent first; whether it arrived before the cut is up to the client's timing.
    expect([0, 413]).toContain(outcome.status);
  }, 60_000);
});

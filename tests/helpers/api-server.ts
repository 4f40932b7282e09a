import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiApp } from '@/lib/http/api-base';

/** The API app on a real port of 127.0.0.1 (as Next hands it requests), for calls another process or the server itself makes. */
export async function serveApi(app: ApiApp): Promise<{ port: number; close: () => Promise<void> }> {
  let port = 0;
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://localhost:${port}${req.url}`, { method: req.method, headers, ...(hasBody ? { body: req as unknown as ReadableStream, duplex: 'half' } : {}) } as RequestInit);
    void Promise.resolve(app.fetch(request)).then(async (response) => {
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  return {
    port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A server that is not ours on a port of 127.0.0.1: answers every request with `answer`. */
export async function serveForeign(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ port: number; close: () => Promise<void>; requests: string[] }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.headers.host}${req.url}`);
    answer(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

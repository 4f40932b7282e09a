import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake Mobizon received it. */
export type MobizonRequest = { method: string; path: string; query: Record<string, string>; form: Record<string, string>; contentType: string };

/**
 * A local stand-in for Mobizon's HTTP API (Message/SendSmsMessage): records each request and
 * answers as Mobizon does, `{ code: 0, data: { messageId }, message: '' }`, or while `failing`
 * with its error shape (a non-zero code and a message), or an HTTP 503 while `down`.
 */
export async function startFakeMobizon() {
  const state = { failing: false, down: false, received: [] as MobizonRequest[], nextId: 1000 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const contentType = req.headers['content-type'] ?? '';
      const form = contentType.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : {};
      state.received.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), form, contentType });
      if (state.down) {
        res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503 Service Unavailable</h1>');
        return;
      }
      const body = state.failing ? { code: 7, data: '', message: 'Недостаточно средств на балансе' } : { code: 0, data: { campaignId: '1', messageId: String((state.nextId += 1)), status: 1 }, message: '' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { state, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The yardstick: a bare Node server that returns the same bytes as the page under test. */
export async function startBareServer(body: string, contentType: string): Promise<{ url: string; close: () => Promise<void> }> {
  const bytes = Buffer.from(body);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { TrustedProxies } from '@/lib/http/client-address';
import { getPool } from '@/lib/db/client';
import { readQueueDepths } from '@/lib/jobs/depth';
import { createLifecycle, drainServer, type DrainOptions, type Lifecycle } from '../graceful';
import { createMetrics } from '../metrics';
import type { OpsConfig } from '../ops-config';
import { createReadinessCheck } from '../readiness';
import { answerClientError } from './bad-requests';
import { createFrontDoor, type FrontDoorOptions } from './door';

/** A listening front door: its server, its lifecycle, and its graceful close (drainServer). */
export type FrontDoorServer = {
  server: http.Server;
  lifecycle: Lifecycle;
  /** Drains and closes; true when every request in flight finished in time. */
  close(options?: DrainOptions): Promise<boolean>;
};

export type ListenOptions = Omit<FrontDoorOptions, 'lifecycle'> & {
  port: number;
  hostname?: string;
  /** The server to listen with (Next hooks its own to it in development). */
  server?: http.Server;
};

/** Listens with the front door around `handle` (Next's handler, or a stub in tests), ready to drain. */
export async function listenFrontDoor(options: ListenOptions): Promise<FrontDoorServer> {
  const { port, hostname, server = http.createServer(), ...door } = options;
  const lifecycle = createLifecycle();
  server.on('connection', (socket) => lifecycle.connection(socket));
  server.on('request', createFrontDoor({ ...door, lifecycle }));
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => answerClientError(error, socket, door.dev));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, lifecycle, close: (drain) => drainServer(server, lifecycle, drain) };
}

/** Starts Next inside the front door on one port (`npm start`, `npm run dev`, the browser tests). */
export async function startFrontDoor(options: { dev: boolean; dir: string; port: number; hostname?: string; trustedProxies: TrustedProxies; ops: OpsConfig }): Promise<FrontDoorServer> {
  const { dev, dir, port, hostname, trustedProxies, ops } = options;
  // Imported here: the door's request handling (and its tests) need none of Next.
  const { default: next } = await import('next');
  const server = http.createServer();
  // Next hooks its WebSocket handler to the server it is given. Development needs it (hot
  // reload); in production nothing upgrades, so an Upgrade request is an ordinary request to the door.
  const httpServer = dev ? server : (new EventEmitter() as unknown as http.Server);
  // Next's own idea of its host stays localhost whatever address the door listens on: given 127.0.0.1 (LISTEN_HOST),
  // Next answered `/` with a 308 to itself.
  const app = next({ dev, dir, port, hostname: 'localhost', httpServer });
  await app.prepare();
  // The queue depths and readiness read PostgreSQL through the process's pool, the one Next's code uses too.
  const query = (text: string) => getPool().query(text);
  const door = await listenFrontDoor({
    server,
    port,
    hostname,
    trustedProxies,
    dev,
    handle: app.getRequestHandler(),
    compress: true,
    metrics: createMetrics({ queueDepths: () => readQueueDepths(query) }),
    readiness: createReadinessCheck({ timeoutMs: ops.readyTimeoutMs }),
    metricsToken: ops.metricsToken,
  });
  return {
    ...door,
    async close(drain) {
      // Development: the hot-reload sockets never end by themselves, and nothing is worth waiting for.
      const finished = await door.close(dev ? { timeoutMs: 0 } : drain);
      await app.close();
      return dev || finished;
    },
  };
}

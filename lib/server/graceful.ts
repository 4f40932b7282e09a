import net from 'node:net';
import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A web instance's life as the front door sees it: the answers in flight, the connections
 * open, and whether it is draining (SIGTERM: /readyz answers 503, every answer asks its
 * client to close the connection, no new connection is taken once the listener closes).
 */
export type Lifecycle = {
  draining: boolean;
  /** Answers begun and not finished (or abandoned) yet. */
  readonly inFlight: ReadonlySet<ServerResponse>;
  /** Called by the door for each request it takes. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** Called for each connection the server accepts. */
  connection(socket: net.Socket): void;
  /** Open connections that have had no request in flight for at least `ms`. */
  idleFor(ms: number): net.Socket[];
};

const ACTIVE = Symbol('requests in flight on this connection');
const IDLE_SINCE = Symbol('when the connection last became idle');
type TrackedSocket = net.Socket & { [ACTIVE]?: number; [IDLE_SINCE]?: number };

export function createLifecycle(): Lifecycle {
  const inFlight = new Set<ServerResponse>();
  const sockets = new Set<TrackedSocket>();
  const lifecycle: Lifecycle = {
    draining: false,
    inFlight,
    track(req, res) {
      inFlight.add(res);
      const socket = req.socket as TrackedSocket;
      socket[ACTIVE] = (socket[ACTIVE] ?? 0) + 1;
      if (lifecycle.draining) closeAfterAnswer(res);
      res.once('close', () => {
        inFlight.delete(res);
        socket[ACTIVE] = Math.max(0, (socket[ACTIVE] ?? 1) - 1);
        socket[IDLE_SINCE] = Date.now();
      });
    },
    connection(socket: TrackedSocket) {
      socket[IDLE_SINCE] = Date.now();
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    },
    idleFor(ms) {
      const before = Date.now() - ms;
      return [...sockets].filter((socket) => !socket[ACTIVE] && (socket[IDLE_SINCE] ?? 0) <= before);
    },
  };
  return lifecycle;
}

/** `Connection: close` on an answer whose headers are not sent yet: Node closes the connection after it. */
function closeAfterAnswer(res: ServerResponse) {
  if (res.headersSent && (res as ServerResponse & { _header?: unknown })._header) return;
  try {
    res.setHeader('connection', 'close');
  } catch {
    // The headers went out meanwhile: the connection is closed once idle instead.
  }
}

export type DrainOptions = {
  /** How long to keep taking connections after draining began, so that a balancer polling /readyz stops sending first (default 0). */
  delayMs?: number;
  /** How long requests in flight may take; then every connection is cut (default 10 s). */
  timeoutMs?: number;
  /** A keep-alive connection idle this long is closed (default 250 ms); one that gets a request first is answered with `Connection: close`. */
  idleMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Graceful shutdown of the door's server: mark draining (/readyz says 503, answers carry
 * `Connection: close`), optionally keep taking connections for `delayMs`, close the listener,
 * close keep-alive connections as they fall idle, and wait for the answers in flight.
 * Resolves true when everything finished, false when `timeoutMs` passed and the rest was cut.
 *
 * Node's own `server.close()` also closes every idle keep-alive connection at once: a client
 * that has just sent its next request on one would lose it (a reset). So the listener is
 * closed with net.Server's close, and a connection is closed only once it has been idle a
 * moment (`idleMs`); clients that keep sending get their answer and `Connection: close`.
 */
export async function drainServer(server: http.Server, lifecycle: Lifecycle, { delayMs = 0, timeoutMs = 10_000, idleMs = 250 }: DrainOptions = {}): Promise<boolean> {
  lifecycle.draining = true;
  for (const res of lifecycle.inFlight) closeAfterAnswer(res);
  const deadline = Date.now() + timeoutMs;
  if (delayMs > 0) await sleep(Math.min(delayMs, timeoutMs));
  let closed = false;
  const listenerClosed = new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    net.Server.prototype.close.call(server, () => resolve());
  }).then(() => {
    closed = true;
  });
  while (!closed && Date.now() < deadline) {
    for (const socket of lifecycle.idleFor(idleMs)) socket.destroy();
    await Promise.race([listenerClosed, sleep(Math.min(50, idleMs))]);
  }
  if (closed) return true;
  server.closeAllConnections();
  await listenerClosed;
  return false;
}

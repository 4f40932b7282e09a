import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The most of a request body the door reads and drops after its answer. An upload refused early
 * (a 413 from Content-Length, a 401) is answered while the client is still sending: closing the
 * connection then would reset it, and the client would lose the answer it has not read yet. So
 * the rest is read and dropped and the connection kept; a body declared (or found) larger than
 * this (four times the API's own limit) is cut off instead. Node's requestTimeout bounds the time.
 */
export const MAX_DRAINED_BODY_BYTES = 64 * 1024 * 1024;

/**
 * After the answer is sent, reads and drops what is left of the request body. Node drops a body
 * nobody started reading by itself, but not one a reader started (Next's request body does) and
 * left: its listeners go, the answer is given.
 */
export function drainUnreadBody(req: IncomingMessage, res: ServerResponse) {
  res.once('finish', () => {
    if (req.complete || req.destroyed) return;
    if (Number(req.headers['content-length']) > MAX_DRAINED_BODY_BYTES) {
      req.socket.destroy();
      return;
    }
    req.removeAllListeners('readable');
    req.removeAllListeners('data');
    let drained = 0;
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAINED_BODY_BYTES) req.socket.destroy();
    });
    req.resume();
  });
}

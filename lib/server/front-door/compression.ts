import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';

/**
 * gzip and brotli for clients that accept them: Next's own compression middleware, moved here
 * from Next (next.config.ts has `compress: false`). The door puts it below the CSP hold, so the
 * hashes are taken over the HTML as written.
 */
export function createCompression(): (req: IncomingMessage, res: ServerResponse) => void {
  const compressor = compression();
  return (req, res) => {
    compressor(req, res, () => {});
    // On a client's disconnect the middleware never ends its zlib stream (as Next does about it).
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
  };
}

/** Next's compiled copy of the `compression` middleware (expressjs/compression), used by the front door. */
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function compression(options?: { threshold?: number | string }): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

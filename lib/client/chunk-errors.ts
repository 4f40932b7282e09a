/** Where Next serves the JavaScript and CSS chunks of a build. */
const CHUNK_PATH = '/_next/static/chunks/';

// Webpack throws ChunkLoadError ('Loading chunk 12 failed'), Turbopack 'Failed to load
// chunk ...', browsers reject a dynamic import() with 'Failed to fetch dynamically imported
// module' (Chrome), 'error loading dynamically imported module' (Firefox) or 'Importing a
// module script failed' (Safari).
const CHUNK_MESSAGE = /ChunkLoadError|Loading (CSS )?chunk [^ ]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** True for an error or rejection reason that means a chunk of the build could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  if (typeof reason === 'string') return CHUNK_MESSAGE.test(reason);
  if (typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

/** True for a window 'error' event of a <script> or stylesheet <link> of a build chunk that failed to load. */
export function isChunkResourceError(event: Event): boolean {
  const target = event.target;
  if (typeof HTMLScriptElement !== 'undefined' && target instanceof HTMLScriptElement) return target.src.includes(CHUNK_PATH);
  if (typeof HTMLLinkElement !== 'undefined' && target instanceof HTMLLinkElement) return target.rel === 'stylesheet' && target.href.includes(CHUNK_PATH);
  return event instanceof ErrorEvent && isChunkLoadError(event.error ?? event.message);
}

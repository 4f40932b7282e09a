import { logger } from '@/lib/log';
import { EDGE_PURGE_TIMEOUT_MS, EDGE_PURGE_TOKEN_HEADER, edgePurgeToken, edgePurgeUrls } from './config';
import { surrogateKeys } from './surrogate-keys';

/**
 * Purges the edge caches (every Varnish in EDGE_PURGE_URLS) by surrogate key: each gets
 * `PURGE /` with `xkey-purge: <keys, space-separated>` and the secret EDGE_PURGE_TOKEN in
 * `x-edge-purge-token` (deploy/varnish/default.vcl, allowed only from its `acl purgers` with that
 * token), all in parallel, each bounded by EDGE_PURGE_TIMEOUT_MS.
 *
 * It never throws: a writer's request must not fail because the edge is away. A failed purge
 * (refused connection, timeout, an answer other than 200) is logged and tried once more; if that
 * fails too it is logged as an error and the edge keeps the old page until its TTL (a day, or
 * the grace of a down backend): the edit then shows late through that Varnish. An operator
 * sees it in the logs (`edge purge failed`) and can purge by hand (deploy/README.md).
 *
 * The purge runs twice: at once (awaited) and once more EDGE_PURGE_REPEAT_MS later (in the
 * background). Next applies a route handler's revalidateTag only after the handler returns,
 * and another instance may still answer from its copy for a moment: a page asked in that
 * window would be rendered from the old data and cached at the edge again. The second purge
 * drops such a copy. Without EDGE_PURGE_URLS this resolves at once and does nothing.
 */
export async function purgeEdge(keys: readonly string[], options: { urls?: readonly string[]; repeatMs?: number; token?: string } = {}): Promise<void> {
  const urls = options.urls ?? edgePurgeUrls();
  const batches = keyBatches(surrogateKeys(keys));
  if (urls.length === 0 || batches.length === 0) return;
  const repeatMs = options.repeatMs ?? EDGE_PURGE_REPEAT_MS;
  const token = options.token ?? edgePurgeToken();
  await purgeAll(urls, batches, token);
  if (repeatMs > 0) {
    const timer = setTimeout(() => void purgeAll(urls, batches, token), repeatMs);
    timer.unref();
  }
}

/** The delay of the second purge (above). */
export const EDGE_PURGE_REPEAT_MS = 1_000;
/** The longest `xkey-purge` header sent: Varnish refuses request headers past 8 KB by default (http_req_hdr_len). */
const MAX_KEYS_HEADER = 4_000;

/** Keys in groups whose space-separated list fits one header. */
function keyBatches(keys: readonly string[]): string[] {
  const batches: string[] = [];
  let current = '';
  for (const key of keys) {
    if (current !== '' && current.length + 1 + key.length > MAX_KEYS_HEADER) {
      batches.push(current);
      current = '';
    }
    current = current === '' ? key : `${current} ${key}`;
  }
  if (current !== '') batches.push(current);
  return batches;
}

async function purgeAll(urls: readonly string[], batches: readonly string[], token: string | undefined): Promise<void> {
  await Promise.all(urls.flatMap((url) => batches.map((keys) => purgeWithRetry(url, keys, token))));
}

async function purgeWithRetry(base: string, keys: string, token: string | undefined): Promise<void> {
  try {
    await purgeOnce(base, keys, token);
    return;
  } catch (error) {
    logger.warn({ err: error, edge: base, keys }, 'edge purge failed, trying once more');
  }
  try {
    await purgeOnce(base, keys, token);
  } catch (error) {
    logger.error({ err: error, edge: base, keys }, 'edge purge failed: this edge serves the old pages of these keys until their TTL');
  }
}

/** One `PURGE /` to one Varnish; resolves with the number of objects it dropped, throws on anything but 200. */
async function purgeOnce(base: string, keys: string, token: string | undefined): Promise<number> {
  const target = new URL('/', base);
  const headers: Record<string, string> = { 'xkey-purge': keys };
  if (token) headers[EDGE_PURGE_TOKEN_HEADER] = token;
  const res = await fetch(target, { method: 'PURGE', headers, signal: AbortSignal.timeout(EDGE_PURGE_TIMEOUT_MS) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`edge answered ${res.status}: ${text.slice(0, 200)}`);
  const purged = Number(res.headers.get('xkey-purged') ?? Number.NaN);
  logger.debug({ edge: base, keys, purged }, 'edge purged');
  return purged;
}

/**
 * Surrogate keys: the cache tags of a page, as the edge cache purges by them. Next writes a
 * page's tags (ours and its implicit `_N_T_/…` path tags) comma-separated into the internal
 * `x-next-cache-tags` response header (patches/next+16.4.6.patch sends it outside minimal mode
 * too); the front door turns it into `xkey` (Varnish's xkey vmod) and `Surrogate-Key` (Fastly
 * and other CDNs), both space-separated, and drops the internal header.
 */

/** Next's internal response header with a cached page's (or an ISR route's) tags. */
export const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** What Varnish's xkey vmod indexes a cached object by (space-separated keys). */
export const XKEY_HEADER = 'xkey';
/** The same keys for a CDN that understands surrogate keys (Fastly; Cloudflare's Cache-Tag takes them comma-separated). */
export const SURROGATE_KEY_HEADER = 'surrogate-key';

/** Next's implicit tags (`_N_T_/l/[site]/layout`, `_N_T_/kk/l/demo`): per path, not ours to purge by. */
const IMPLICIT_TAG_PREFIX = '_N_T_';
/** A key travels in a space-separated header: no whitespace, no comma, no control character, printable ASCII. */
const KEY = /^[\x21-\x2b\x2d-\x7e]{1,256}$/;

/**
 * Our tags out of the header's value (a string, or a list when set more than once), in order,
 * without duplicates, Next's implicit ones, and anything that could not travel as a key.
 */
export function surrogateKeys(value: string | number | readonly string[] | undefined | null): string[] {
  if (value === undefined || value === null) return [];
  const parts = (Array.isArray(value) ? value : [String(value)]).flatMap((entry: string) => entry.split(','));
  const keys = new Set<string>();
  for (const part of parts) {
    const tag = part.trim();
    if (tag !== '' && !tag.startsWith(IMPLICIT_TAG_PREFIX) && KEY.test(tag)) keys.add(tag);
  }
  return [...keys];
}

/**
 * The headers that make a tagged answer purgeable at the edge, for an answer Next does not tag
 * itself (an API read: lib/booking's free slots): `xkey` for Varnish, `Surrogate-Key` for a CDN.
 */
export function surrogateKeyHeaders(tags: readonly string[]): Record<string, string> {
  const value = surrogateKeys(tags).join(' ');
  return value === '' ? {} : { [XKEY_HEADER]: value, [SURROGATE_KEY_HEADER]: value };
}

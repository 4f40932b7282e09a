import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { NEXT_CACHE_TAGS_HEADER, SURROGATE_KEY_HEADER, surrogateKeys, XKEY_HEADER } from '@/lib/edge/surrogate-keys';
import { givenHeader } from './header-args';

/**
 * A page's cache tags (Next's internal `x-next-cache-tags`, patches/next+16.4.6.patch) as its
 * surrogate keys: ours only, space-separated, in `xkey` for Varnish and `Surrogate-Key` for a
 * CDN (deploy/README.md "Edge cache (Varnish)"). The internal header itself is dropped after.
 */
export function setSurrogateKeys(res: ServerResponse, given: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined) {
  const tags = givenHeader(given, NEXT_CACHE_TAGS_HEADER) ?? res.getHeader(NEXT_CACHE_TAGS_HEADER);
  if (tags === undefined) return;
  const keys = surrogateKeys(tags as string | number | string[]);
  if (keys.length === 0) return;
  const value = keys.join(' ');
  res.setHeader(XKEY_HEADER, value);
  res.setHeader(SURROGATE_KEY_HEADER, value);
}

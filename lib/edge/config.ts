/** The edge cache's settings, read from the environment in one place. */

/** How long one purge request to one Varnish may take before it counts as failed. */
export const EDGE_PURGE_TIMEOUT_MS = 2_000;

/**
 * EDGE_PURGE_URLS: the base URL of every Varnish in front of the instances, comma-separated
 * (`http://10.0.0.21:6081,http://10.0.0.22:6081`). Unset or empty: no edge, nothing to purge.
 * A malformed entry is an error at the first purge, logged (the purge of the others goes on).
 */
export function edgePurgeUrls(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return (env.EDGE_PURGE_URLS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * EDGE_PURGE_TOKEN: the secret every purge carries in EDGE_PURGE_TOKEN_HEADER, which Varnish
 * compares with the same variable in its own environment (deploy/varnish/default.vcl). Varnish
 * refuses every purge without it: a TLS proxy on Varnish's machine relays any client's request
 * from 127.0.0.1, so the purgers ACL alone proves nothing. At least 16 characters.
 */
export function edgePurgeToken(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  return env.EDGE_PURGE_TOKEN?.trim() || undefined;
}

/** The request header a purge's token travels in. */
export const EDGE_PURGE_TOKEN_HEADER = 'x-edge-purge-token';

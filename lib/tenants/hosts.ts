const DEFAULT_PLATFORM_HOSTS = ['localhost', '127.0.0.1'];

/**
 * Hosts that serve the platform itself; any other host is a company's own site (DESIGN "Request flow").
 * Entries are normalized like the Host header (`localhost:3000` -> `localhost`); an empty value means the default.
 */
export function platformHosts(env: string | undefined = process.env.PLATFORM_HOSTS): string[] {
  const hosts = (env ?? '')
    .split(',')
    .map((host) => normalizeHost(host))
    .filter((host): host is string => host !== null);
  return hosts.length > 0 ? hosts : [...DEFAULT_PLATFORM_HOSTS];
}

/** `Host` header without the port, lower-cased; null when it holds characters no host name has. */
export function normalizeHost(header: string | null | undefined): string | null {
  if (!header) return null;
  const host = header.trim().toLowerCase().replace(/:\d{1,5}$/, '');
  if (host.length === 0 || host.length > 253) return null;
  if (host.startsWith('[')) return /^\[[0-9a-f:.]+\]$/.test(host) ? host : null;
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host) ? host : null;
}

/** SPEC 4 "External host flag": set when the current host is not one of the available hosts. */
export function isExternalHost(host: string, available: string[] = platformHosts()): boolean {
  return !available.includes(host);
}

/** A company slug: lower-case latin letters, digits and dashes. A dot never: that is a custom host. */
export function isValidSlug(value: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(value);
}

/** The `site` route param holds a slug, or a custom host (which always has a dot). */
export function siteKind(site: string): 'slug' | 'host' | null {
  if (isValidSlug(site)) return 'slug';
  if (site.includes('.') && normalizeHost(site) === site) return 'host';
  return null;
}

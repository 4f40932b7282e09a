import { isDatabaseUnavailable, noteDatabaseError } from '@/lib/db/availability';
import { getPool } from '@/lib/db/client';
import type { LocalizedText } from '@/lib/db/schema/common';
import { offeredLocales } from './locales';
import type { TenantSummary } from './types';
import { createLookupCache } from './lookup-cache';

/**
 * The proxy's view of a company, by slug or by custom host. Kept in memory for a few
 * seconds only: the proxy runs on every request and must not query PostgreSQL each time,
 * while another instance's change (a new locale, a new domain) must show soon. Past its
 * few seconds an entry is still answered for up to a minute while one query refreshes it,
 * and for as long as PostgreSQL is down.
 */
const TTL_MS = Number(process.env.TENANT_CACHE_TTL_MS ?? 5000);
const STALE_MS = 60_000;

async function query(cacheKey: string): Promise<TenantSummary | null> {
  const colon = cacheKey.indexOf(':');
  const kind = cacheKey.slice(0, colon);
  const key = cacheKey.slice(colon + 1);
  // Only a verified domain is served (docs/decisions.md "Custom domains").
  const primary = '(SELECT p.host FROM company_domains p WHERE p.company_id = c.id AND p.is_primary AND p.verified_at IS NOT NULL LIMIT 1) AS primary_host';
  const sql =
    kind === 'slug'
      ? `SELECT c.code, c.slug, c.name, c.status, ${primary} FROM companies c WHERE c.slug = $1 LIMIT 1`
      : `SELECT c.code, c.slug, c.name, c.status, ${primary} FROM company_domains d JOIN companies c ON c.id = d.company_id WHERE d.host = $1 AND d.verified_at IS NOT NULL LIMIT 1`;
  const { rows } = await getPool().query<{ code: string; slug: string; name: LocalizedText; status: TenantSummary['status']; primary_host: string | null }>(sql, [key]);
  const row = rows[0];
  return row ? { code: row.code, slug: row.slug, locales: offeredLocales(row.name), status: row.status, primaryHost: row.primary_host } : null;
}

// A failed lookup also tells the proxy that PostgreSQL is down (lib/db/availability.ts).
const noted = (cacheKey: string) =>
  query(cacheKey).catch((error: unknown) => {
    noteDatabaseError(error);
    throw error;
  });

// One cache per process on globalThis: the proxy and the API's routes are bundled apart, and a
// write's forgetTenants() (lib/tenants/invalidate.ts) must reach the proxy's copy in the same process.
const holder = globalThis as unknown as { __clinicTenantLookup?: ReturnType<typeof createLookupCache<TenantSummary | null>> };
const tenants = (holder.__clinicTenantLookup ??= createLookupCache(noted, { ttlMs: TTL_MS, staleMs: STALE_MS, maxEntries: 5000, keepOnError: isDatabaseUnavailable }));

export function lookupTenant(kind: 'slug' | 'host', key: string): Promise<TenantSummary | null> {
  return tenants.get(`${kind}:${key}`);
}

/** Called after a write on this instance so it sees the change at once. */
export function forgetTenants(): void {
  tenants.clear();
}

import { isDatabaseUnavailable, noteDatabaseError } from '@/lib/db/availability';
import { getPool } from '@/lib/db/client';
import type { LocalizedText } from '@/lib/db/schema/common';
import { offeredLocales } from './locales';
import type { TenantSummary } from './types';
import { createLookupCache, type LookupCache } from './lookup-cache';

/**
 * The proxy's view of a company, by slug or by custom host. Kept in memory for a few
 * seconds only: the proxy runs on every request and must not query PostgreSQL each time,
 * while another instance's change (a new locale, a new domain) must show soon. Past its
 * few seconds an entry is still answered for up to a minute while one query refreshes it,
 * and for as long as PostgreSQL is down.
 */
const TTL_MS = Number(process.env.TENANT_CACHE_TTL_MS ?? 5000);
/**
 * While this process listens for tenant changes (lib/tenants/tenant-changes.ts), every change made
 * through the app reaches it at once, so an entry may live longer: at 10,000 clinics a 5 s entry
 * would be read again on nearly every request. The TTL then only bounds what bypasses the app
 * (SQL by hand, a seed); a reconnected listener forgets everything.
 */
const LISTENING_TTL_MS = Math.max(TTL_MS, 60_000);
const STALE_MS = 60_000;
const listening = () => (globalThis as unknown as { __clinicTenantListener?: { connected: boolean } }).__clinicTenantListener?.connected === true;
/** Keys held (a slug or a host each, ~0.3 KB): two per clinic of 10,000 fit; past that the least recently used goes. */
const MAX_ENTRIES = Math.max(100, Number(process.env.TENANT_CACHE_MAX_ENTRIES) || 20_000);

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
// write's forgetCompany() (lib/tenants/invalidate.ts, and the listener of other instances' changes,
// lib/tenants/tenant-changes.ts) must reach the proxy's copy in the same process.
const holder = globalThis as unknown as { __clinicTenantLookup?: LookupCache<TenantSummary | null> };
const tenants = (holder.__clinicTenantLookup ??= createLookupCache(noted, { ttlMs: () => (listening() ? LISTENING_TTL_MS : TTL_MS), staleMs: STALE_MS, maxEntries: MAX_ENTRIES, keepOnError: isDatabaseUnavailable }));

export function lookupTenant(kind: 'slug' | 'host', key: string): Promise<TenantSummary | null> {
  return tenants.get(`${kind}:${key}`);
}

/**
 * After a change of a company's slug, domains, name or status (on this instance or, through
 * NOTIFY, on another): its entries go, and every "no such site" entry with them (the change may
 * have given that slug or host to it). Other clinics' entries stay.
 */
export function forgetCompany(code: string): void {
  tenants.forget((_key, value) => value === null || value.code === code);
}

/** Forgets every entry: when this process may have missed changes (the listener reconnected), and in tests. */
export function forgetTenants(): void {
  tenants.clear();
}

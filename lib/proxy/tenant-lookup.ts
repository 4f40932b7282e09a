import { getPool } from '@/lib/db/client';
import type { LocalizedText } from '@/lib/db/schema/common';
import { offeredLocales } from '@/lib/tenants/locales';
import type { TenantSummary } from '@/lib/tenants/types';

/**
 * The proxy's view of a company, by slug or by custom host. Kept in memory for a few
 * seconds only: the proxy runs on every request and must not query PostgreSQL each time,
 * while another instance's change (a new locale, a new domain) must show soon.
 */
const TTL_MS = Number(process.env.TENANT_CACHE_TTL_MS ?? 5000);
const MAX_ENTRIES = 5000;
const cache = new Map<string, { value: TenantSummary | null; expires: number }>();

async function query(kind: 'slug' | 'host', key: string): Promise<TenantSummary | null> {
  const sql =
    kind === 'slug'
      ? 'SELECT code, slug, name FROM companies WHERE slug = $1 LIMIT 1'
      : 'SELECT c.code, c.slug, c.name FROM company_domains d JOIN companies c ON c.id = d.company_id WHERE d.host = $1 LIMIT 1';
  const { rows } = await getPool().query<{ code: string; slug: string; name: LocalizedText }>(sql, [key]);
  const row = rows[0];
  return row ? { code: row.code, slug: row.slug, locales: offeredLocales(row.name) } : null;
}

export async function lookupTenant(kind: 'slug' | 'host', key: string): Promise<TenantSummary | null> {
  const cacheKey = `${kind}:${key}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = await query(kind, key);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(cacheKey, { value, expires: Date.now() + TTL_MS });
  return value;
}

/** Called after a write on this instance so it sees the change at once. */
export function forgetTenants(): void {
  cache.clear();
}

import type { AuditKind } from '@/lib/business/audit/kinds';

/** The audit page's view, as its address holds it: ?member=12&kind=question&page=2. */
export type AuditFilter = { member: number | null; kind: AuditKind | null; page: number };

const positive = (value: string | null, max: number) => (value && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= max ? Number(value) : null);

/**
 * The filter of an address's search params, for a member who may see these kinds: a kind they
 * may not see, or any malformed value, is as if it were absent (the whole log, page 1).
 */
export function readAuditFilter(params: { get(name: string): string | null }, kinds: readonly AuditKind[]): AuditFilter {
  const kind = params.get('kind');
  return {
    member: positive(params.get('member'), 2_147_483_647),
    kind: kinds.find((k) => k === kind) ?? null,
    page: positive(params.get('page'), 100_000) ?? 1,
  };
}

/** The search part of the address of a view: { member: 12, kind: null, page: 1 } -> '?member=12'; the whole log -> ''. */
export function auditSearch(filter: AuditFilter): string {
  const params = new URLSearchParams();
  if (filter.member !== null) params.set('member', String(filter.member));
  if (filter.kind !== null) params.set('kind', filter.kind);
  if (filter.page > 1) params.set('page', String(filter.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

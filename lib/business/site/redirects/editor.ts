import { and, asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { companyDomains, materials, news, newsCategories, redirects, specialists } from '@/lib/db/schema';
import { ALIAS_MATERIALS, SECTION_MATERIALS } from '@/lib/menu/material-paths';
import { MENU_ALIASES, SECTION_TYPES } from '@/lib/menu/section-types';
import { redirectPathCandidates } from '@/lib/redirects/queries';
import { fromKey, loopKey, type SiteHosts } from './loop-key';
import { redirectTarget } from '@/lib/redirects/target';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { recordAudit } from '@/lib/business/audit';
import { BusinessError, type FieldCode } from '../../errors';
import type { BusinessMember } from '../../guard';

/*
 * The redirects editor (issue 19 "Redirects", company.edit): a company's own redirects (SPEC 2.7),
 * from a path on its site to a site path or an absolute https URL. A redirect that loops, or whose
 * from path is a live page of the site (it would hide the page), is refused with the field named.
 */

export type RedirectRow = typeof redirects.$inferSelect;

export const redirectToWire = (row: RedirectRow) => ({ ID: row.id, FROM_PATH: row.fromPath, TO_URL: row.toUrl, STATUS: row.status === 307 ? (307 as const) : (308 as const), CREATED_AT: row.createdAt.toISOString() });

const fieldError = (field: string, code: FieldCode) => new BusinessError(400, 'invalid_input', {}, { [field]: [code] });

/** A site path as stored: no query or hash, no trailing slash ('/old/' -> '/old'). */
export const normaliseSitePath = (path: string) => redirectPathCandidates(path.trim()).at(-1)!;

/** The pages of SPEC 2.2/2.3 that exist on every company site (a section, an alias page, a material's own page). */
const FIXED_PAGES = new Set<string>([
  ...Object.values(SECTION_TYPES).flatMap((section) => (section.slug ? [section.slug] : [])),
  ...Object.values(MENU_ALIASES),
  ...Object.values(ALIAS_MATERIALS),
  ...Object.values(SECTION_MATERIALS),
  'materials',
]);

type Reader = Pick<Database, 'select'>;

/** Is a site path a live page of the company (home, a section, a material, a news category or item, a specialist)? */
export async function isLivePage(db: Reader, companyId: number, path: string): Promise<boolean> {
  const segments = path.split('/').filter(Boolean).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  if (segments.length === 0) return true;
  // A control character in a decoded segment is no page (and no text the database takes).
  if (segments.some((segment) => /\p{Cc}|\p{Cs}/u.test(segment))) return false;
  const [first, second, third] = segments;
  if (segments.length === 1) return FIXED_PAGES.has(first);
  const one = async (query: Promise<unknown[]>) => (await query).length > 0;
  if (first === 'materials' && segments.length === 2) {
    return one(db.select({ id: materials.id }).from(materials).where(and(eq(materials.companyId, companyId), eq(materials.code, second))).limit(1));
  }
  if (first === 'specialists' && (segments.length === 2 || (segments.length === 3 && third === 'reviews'))) {
    return one(db.select({ id: specialists.id }).from(specialists).where(and(eq(specialists.companyId, companyId), eq(specialists.slug, second))).limit(1));
  }
  if (first === 'news') {
    const [category] = await db.select({ id: newsCategories.id }).from(newsCategories).where(and(eq(newsCategories.companyId, companyId), eq(newsCategories.slug, second))).limit(1);
    if (!category) return false;
    if (segments.length === 2 || (segments.length === 4 && third === 'page')) return true;
    if (segments.length === 3) return one(db.select({ id: news.id }).from(news).where(and(eq(news.categoryId, category.id), eq(news.slug, third))).limit(1));
  }
  return false;
}

/**
 * Does following `from` through the redirects (the new one included) come back to a page already
 * passed? Every from path and target is compared as the page it reaches (loopKey: decoded, without
 * the locale prefix, /l/{slug} or the clinic's own domain), so `/a -> /%61`, `/a -> /kk/a` and
 * `/a -> https://own-domain/a` are loops too.
 */
export function loops(from: string, to: string, existing: ReadonlyMap<string, string>, site: SiteHosts): boolean {
  const map = new Map<string, string | null>();
  for (const [path, target] of existing) {
    map.set(fromKey(path), loopKey(target, site));
  }
  const start = fromKey(from);
  map.set(start, loopKey(to, site));
  const seen = new Set<string>();
  for (let path: string | null | undefined = start; path !== null && path !== undefined; ) {
    if (seen.has(path)) return true;
    seen.add(path);
    path = map.get(path);
  }
  return false;
}

/** At most this many redirects per company (issue 27). */
export const MAX_REDIRECTS = 500;

export async function listCompanyRedirects(companyId: number): Promise<RedirectRow[]> {
  return getDb().select().from(redirects).where(eq(redirects.companyId, companyId)).orderBy(asc(redirects.fromPath));
}

/** Adds a redirect (checked: a safe path, a safe target, no loop, no live page hidden); audited as redirect.create. */
export async function addRedirect(member: BusinessMember, input: { from_path: string; to_url: string; status?: 307 | 308 }): Promise<RedirectRow> {
  const company = member.company;
  if (/\p{Cc}|\p{Cs}/u.test(input.from_path)) throw fieldError('from_path', 'redirect_path_invalid');
  if (/\p{Cc}|\p{Cs}/u.test(input.to_url)) throw fieldError('to_url', 'redirect_target_invalid');
  const fromPath = normaliseSitePath(input.from_path);
  if (!input.from_path.trim().startsWith('/') || redirectTarget(fromPath, 'ru', null) === null || /[?#]/.test(input.from_path)) throw fieldError('from_path', 'redirect_path_invalid');
  const toUrl = input.to_url.trim();
  const target = redirectTarget(toUrl, 'ru', null);
  if (!target || (target.external && !/^https:\/\//i.test(toUrl))) throw fieldError('to_url', 'redirect_target_invalid');
  const row = await getDb().transaction(async (tx) => {
    if (await isLivePage(tx, company.id, fromPath)) throw fieldError('from_path', 'redirect_shadows_page');
    const existing = await tx.select().from(redirects).where(eq(redirects.companyId, company.id)).for('update');
    if (existing.some((other) => other.fromPath === fromPath)) throw fieldError('from_path', 'redirect_exists');
    if (existing.length >= MAX_REDIRECTS) throw new BusinessError(409, 'redirect_limit', { max: MAX_REDIRECTS });
    const domains = await tx.select({ host: companyDomains.host }).from(companyDomains).where(eq(companyDomains.companyId, company.id));
    const site: SiteHosts = { slug: company.slug, domains: domains.map((row) => row.host) };
    const map = new Map(existing.map((other) => [other.fromPath, other.toUrl]));
    if (loops(fromPath, toUrl, map, site)) throw fieldError('to_url', 'redirect_loop');
    const [created] = await tx.insert(redirects).values({ companyId: company.id, fromPath, toUrl, status: input.status ?? 308 }).returning();
    await recordAudit(tx, { userId: member.user.id, companyId: company.id, cabinetId: member.cabinet.id, action: 'redirect.create', targetId: created.id, details: { name: fromPath, to: toUrl, status: created.status } });
    return created;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw fieldError('from_path', 'redirect_exists');
    throw error;
  });
  await invalidateCompany(company.code);
  return row;
}

/** Removes one of the company's redirects; audited as redirect.delete. */
export async function removeRedirect(member: BusinessMember, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(redirects)
      .where(and(eq(redirects.id, id), eq(redirects.companyId, member.company.id)))
      .returning();
    if (!row) throw new BusinessError(404, 'redirect_not_found');
    await recordAudit(tx, { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, action: 'redirect.delete', targetId: id, details: { name: row.fromPath, to: row.toUrl } });
  });
  await invalidateCompany(member.company.code);
}

import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { redirects } from '@/lib/db/schema';

export type RedirectRecord = { fromPath: string; toUrl: string; companyId: number | null; status: number };

/**
 * The stored forms a visited path may match: without query or hash, as written and without
 * a trailing slash. '/old-page/?a=1' -> ['/old-page/', '/old-page'].
 */
export function redirectPathCandidates(path: string): string[] {
  const bare = path.replace(/[?#].*$/s, '') || '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
  return [...new Set([bare, trimmed])];
}

/**
 * SPEC 2.7: the redirect for a path. With a company, its own redirects win over the
 * platform-wide ones (company_id null); without one, only platform-wide ones apply.
 * Paths are site paths: '/old-page' on a company site, whatever its host or locale.
 */
export async function findRedirect(companyId: number | null, path: string): Promise<RedirectRecord | null> {
  const candidates = redirectPathCandidates(path);
  const owner = companyId === null ? isNull(redirects.companyId) : or(eq(redirects.companyId, companyId), isNull(redirects.companyId));
  const [row] = await getDb()
    .select({ fromPath: redirects.fromPath, toUrl: redirects.toUrl, companyId: redirects.companyId, status: redirects.status })
    .from(redirects)
    .where(and(owner, inArray(redirects.fromPath, candidates)))
    // The company's own first, then the path exactly as visited.
    .orderBy(sql`${redirects.companyId} is null`, sql`${redirects.fromPath} <> ${candidates[0]}`)
    .limit(1);
  return row ?? null;
}

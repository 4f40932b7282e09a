import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { ApiClient } from '@/lib/api-client/client';
import { isApiError } from '@/lib/api-client/errors';
import { sitePathFromPathname } from '@/lib/tenants/links';
import { MAX_REDIRECTS_IN_A_ROW } from '@/lib/ui/constants';

export type RedirectTarget = { to: string; external: boolean };

/**
 * GET /front/v1/redirect for a site path. No redirect (404) gives null; any other failure
 * is logged and gives null too: a lookup must never break the page.
 */
export async function lookupRedirect(client: Pick<ApiClient, 'get'>, companyCode: string | null, path: string, signal?: AbortSignal): Promise<RedirectTarget | null> {
  try {
    const answer = await client.get<{ data?: RedirectTarget }>('/front/v1/redirect', { query: { company: companyCode, path }, signal });
    return answer?.data ?? null;
  } catch (error) {
    if (signal?.aborted || (isApiError(error) && error.status === 404)) return null;
    console.warn('redirect lookup failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

type Navigation = { replace: (href: string) => void; assign: (href: string) => void; location: Pick<Location, 'href' | 'origin'> };

/**
 * SPEC 2.7: another origin gets a full page load; this origin a client-side replace
 * (the visitor's back button skips the old address). Returns false when already there.
 */
export function followRedirect(target: RedirectTarget, nav: Navigation): boolean {
  const url = new URL(target.to, nav.location.href);
  if (url.origin !== nav.location.origin) {
    nav.assign(url.href);
    return true;
  }
  const current = new URL(nav.location.href);
  const href = url.pathname + url.search + url.hash;
  if (href === current.pathname + current.search + current.hash) return false;
  nav.replace(href);
  return true;
}

/**
 * Looks up every path the visitor reaches (SPEC 2.7), the first page included. companyCode
 * is the site's COMPANY_CODE, null on the platform; `client` must be stable (one per page),
 * or every render looks up again. `assign` is injected in tests.
 */
export function useRedirectLookup({ client, companyCode, assign }: { client: Pick<ApiClient, 'get'>; companyCode: string | null; assign?: (href: string) => void }) {
  const pathname = usePathname();
  const router = useRouter();
  const inARow = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const path = `/${sitePathFromPathname(pathname ?? '/')}`;
    void lookupRedirect(client, companyCode, path, controller.signal).then((target) => {
      if (controller.signal.aborted) return;
      if (!target || inARow.current >= MAX_REDIRECTS_IN_A_ROW) {
        inARow.current = 0;
        return;
      }
      const moved = followRedirect(target, {
        replace: (href) => router.replace(href),
        assign: assign ?? ((href) => window.location.assign(href)),
        location: window.location,
      });
      inARow.current = moved ? inARow.current + 1 : 0;
    });
    return () => controller.abort();
  }, [pathname, client, companyCode, router, assign]);
}

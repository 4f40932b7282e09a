// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { followRedirect, lookupRedirect, useRedirectLookup } from '@/lib/client/redirect-lookup';
import { MAX_REDIRECTS_IN_A_ROW } from '@/lib/ui/constants';

// SPEC 2.7: "A redirect lookup by path runs on every navigation. An external redirect is followed by a full page load."
const API = 'http://localhost:3000/api/front/ru/v1/redirect';
const REDIRECTS: Record<string, { to: string; external: boolean }> = {
  '/old-prices': { to: '/l/demo-clinic/materials/price-list', external: false },
  '/partner': { to: 'https://partner.example/clinic', external: true },
  // A loop in the stored data: /loop-1 -> /loop-2 -> ... -> /loop-1.
  ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`/loop-${n}`, { to: `/l/demo-clinic/loop-${(n % 5) + 1}`, external: false }])),
};
const seen: URLSearchParams[] = [];
const server = setupServer(
  http.get(API, ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.push(query);
    if (query.get('path') === '/broken') return new HttpResponse(null, { status: 500 });
    const data = REDIRECTS[query.get('path') ?? ''];
    return data ? HttpResponse.json({ data }) : HttpResponse.json({ error: { code: 'redirect_not_found', message: 'No redirect' } }, { status: 404 });
  }),
);

const client = createApiClient({ apiAuth: { username: 'front', password: 'secret' }, locale: 'ru', baseUrl: 'http://localhost:3000', hash: async () => 'x' });
let pathname = '/l/demo-clinic';
const replace = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ replace }) }));

describe('redirect lookup', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    seen.length = 0;
    replace.mockClear();
    pathname = '/l/demo-clinic';
    window.history.replaceState(null, '', pathname);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks GET /front/v1/redirect with the COMPANY_CODE and the path inside the site', async () => {
    await lookupRedirect(client, 'DEMO', '/old-prices');
    expect(seen[0].get('company')).toBe('DEMO');
    expect(seen[0].get('path')).toBe('/old-prices');
  });

  it('no redirect (404) is null, quietly', async () => {
    const warn = vi.spyOn(console, 'warn');
    await expect(lookupRedirect(client, 'DEMO', '/about')).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a failed lookup is null and only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(lookupRedirect(client, 'DEMO', '/broken')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('SPEC 2.7: an external target (another origin) gets a full page load', () => {
    const nav = { replace: vi.fn(), assign: vi.fn(), location: { href: 'http://localhost:3000/l/demo-clinic/partner', origin: 'http://localhost:3000' } };
    followRedirect({ to: 'https://partner.example/clinic', external: true }, nav);
    expect(nav.assign).toHaveBeenCalledWith('https://partner.example/clinic');
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('an internal target is a client-side router.replace', () => {
    const nav = { replace: vi.fn(), assign: vi.fn(), location: { href: 'http://localhost:3000/l/demo-clinic/old', origin: 'http://localhost:3000' } };
    followRedirect({ to: '/l/demo-clinic/about?tab=1#team', external: false }, nav);
    expect(nav.replace).toHaveBeenCalledWith('/l/demo-clinic/about?tab=1#team');
    // An absolute URL of this same origin stays client-side too.
    followRedirect({ to: 'http://localhost:3000/l/demo-clinic/contacts', external: true }, nav);
    expect(nav.replace).toHaveBeenLastCalledWith('/l/demo-clinic/contacts');
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('a redirect to the current address does nothing', () => {
    const nav = { replace: vi.fn(), assign: vi.fn(), location: { href: 'http://localhost:3000/l/demo-clinic/about', origin: 'http://localhost:3000' } };
    expect(followRedirect({ to: '/l/demo-clinic/about', external: false }, nav)).toBe(false);
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('SPEC 2.7: on each navigation the hook looks the path up and replaces to an internal target', async () => {
    const { rerender } = renderHook(() => useRedirectLookup({ client, companyCode: 'DEMO' }));
    await vi.waitFor(() => expect(seen.map((q) => q.get('path'))).toEqual(['/']));
    pathname = '/kk/l/demo-clinic/old-prices';
    rerender();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/l/demo-clinic/materials/price-list'));
    expect(seen.map((q) => q.get('path'))).toEqual(['/', '/old-prices']);
  });

  it('SPEC 2.7: the hook follows an external redirect with a full page load', async () => {
    const assign = vi.fn();
    pathname = '/l/demo-clinic/partner';
    renderHook(() => useRedirectLookup({ client, companyCode: 'DEMO', assign }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://partner.example/clinic'));
    expect(replace).not.toHaveBeenCalled();
  });

  it('follows at most 3 redirects in a row, so a loop in the stored data stops', async () => {
    expect(MAX_REDIRECTS_IN_A_ROW).toBe(3);
    pathname = '/l/demo-clinic/loop-1';
    const { rerender } = renderHook(() => useRedirectLookup({ client, companyCode: 'DEMO' }));
    // Each replace lands on the next path, as the router would.
    for (let hop = 1; hop <= 4; hop += 1) {
      await vi.waitFor(() => expect(seen).toHaveLength(hop));
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (replace.mock.calls.length < hop) break;
      pathname = replace.mock.lastCall![0];
      window.history.replaceState(null, '', pathname);
      rerender();
    }
    expect(replace.mock.calls.map(([href]) => href)).toEqual(['/l/demo-clinic/loop-2', '/l/demo-clinic/loop-3', '/l/demo-clinic/loop-4']);
  });
});

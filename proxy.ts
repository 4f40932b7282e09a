import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { databaseReachable } from '@/lib/db/client';
import { isProfileRoute, PROFILE_PATH_HEADER, resolveRequest } from '@/lib/proxy/resolve';
import { offlineResponse } from '@/lib/proxy/offline';
import { plainAnswer } from '@/lib/proxy/plain';
import { isRenderThrough, renderThrough, unavailableResponse } from '@/lib/proxy/unavailable';
import { lookupTenant } from '@/lib/tenants/tenant-lookup';
import { PROFILE_SITE_COOKIE, profileSiteOfQuery } from '@/lib/tenants/profile-site';

/**
 * Host + locale prefix + tenant -> one internal route. Everything that changes the HTML
 * is in the internal path, so each page is cached per internal URL.
 */
export async function proxy(request: NextRequest) {
  // The proxy's own request for a page while PostgreSQL is down (lib/proxy/unavailable.ts): already resolved.
  if (isRenderThrough(request.headers)) return NextResponse.next();
  const visitor = {
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    userAgent: request.headers.get('user-agent'),
  };
  let decision;
  try {
    decision = await resolveRequest({ ...visitor, host: request.headers.get('host'), lookup: lookupTenant });
  } catch (error) {
    console.error('proxy: tenant lookup failed', error);
    return unavailableResponse(visitor);
  }

  if (decision.kind === 'plain') return plainAnswer(decision.status, decision.body);
  if (decision.kind === 'offline') return offlineResponse(decision.locale, visitor.userAgent);
  if (decision.kind === 'redirect-host') return NextResponse.redirect(decision.url, decision.status);
  if (decision.kind === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = decision.path;
    return NextResponse.redirect(url, decision.status);
  }
  // PostgreSQL is down: a cached page is still served, a page that must be rendered gets the 503 page.
  if ((request.method === 'GET' || request.method === 'HEAD') && !(await databaseReachable())) {
    return renderThrough({ method: request.method, headers: request.headers, internalUrl: decision.path + request.nextUrl.search }, () => unavailableResponse(visitor));
  }
  // The account area's sign-in returns to the address the visitor asked for, which only the proxy knows.
  const forward = isProfileRoute(decision.path) ? { request: { headers: profileHeaders(request) } } : undefined;
  // `/kk/l/demo-clinic/about` is its own internal path: no rewrite needed.
  if (decision.path === request.nextUrl.pathname) return rememberProfileSite(request, decision.path, NextResponse.next(forward));
  const url = request.nextUrl.clone();
  url.pathname = decision.path;
  return rememberProfileSite(request, decision.path, NextResponse.rewrite(url, forward));
}

const ACCOUNT_AREA = /^\/(?:ru|kk|uz|en)\/profile(?:\/|$)/;

/** /profile?site={slug}: the clinic whose header the account area wears for this browser session (lib/tenants/profile-site.ts). */
function rememberProfileSite(request: NextRequest, internalPath: string, response: NextResponse): NextResponse {
  if (!ACCOUNT_AREA.test(internalPath)) return response;
  const site = profileSiteOfQuery(request.nextUrl.search);
  if (site === 'platform') response.cookies.delete(PROFILE_SITE_COOKIE);
  else if (site) response.cookies.set(PROFILE_SITE_COOKIE, site, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.nextUrl.protocol === 'https:' });
  return response;
}

function profileHeaders(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  // With its query: an invitation's /pro/join?company=&cabinet= returns there after a sign-in without JavaScript.
  headers.set(PROFILE_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  return headers;
}

export const config = {
  // Static files, the API and Next's own assets never pass the proxy.
  matcher: ['/((?!api/|_next/|demo/|uploads/|builds/|wasm/|favicon\\.(?:ico|svg)).*)'],
};

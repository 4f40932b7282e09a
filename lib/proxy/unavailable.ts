import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/lib/db/availability';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { isBotUserAgent } from './bots';
import { detectLocale } from './detect-locale';
import { parseVisiblePath } from './visible-path';

/**
 * The site's answer while PostgreSQL is unavailable (docs/decisions.md "A 503 page while
 * PostgreSQL is down"): pages Next has cached are still served; a page that would have to be
 * rendered gets this 503 page in the visitor's language, with Retry-After, never cached.
 */

export type VisitorRequest = { pathname: string; search: string; cookieLocale: string | undefined; acceptLanguage: string | null; userAgent: string | null };

/** The language of the address (`/kk/...`), else the one the visitor would be sent to (cookie, browser). */
export function visitorLocale(req: VisitorRequest): Locale {
  return parseVisiblePath(req.pathname).prefixLocale ?? detectLocale({ cookie: req.cookieLocale, acceptLanguage: req.acceptLanguage, offered: LOCALES });
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The page's only styles (no script): the site's colours, and SPEC 2.8's content after 1.5 s. */
export const UNAVAILABLE_PAGE_CSS = [
  'html{color:#1f2937;background:#f8fafc;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;-webkit-text-size-adjust:100%}',
  'body{margin:0}',
  'section{max-width:36rem;margin:0 auto;padding:4rem 1rem;text-align:center;display:flex;flex-direction:column;align-items:center;gap:1rem}',
  '.code{font-size:3.75rem;font-weight:700;color:#0f766e;margin:0}',
  'h1{font-size:1.5rem;font-weight:600;margin:0}',
  'p{margin:0;color:#4b5563}',
  'a{display:inline-block;border-radius:.5rem;background:#0f766e;color:#fff;padding:.75rem 1.25rem;font-weight:500;text-decoration:none}',
  'a:hover{background:#115e59}',
  ':focus-visible{outline:3px solid #0f766e;outline-offset:2px}',
  '@keyframes appear{to{visibility:visible;opacity:1}}',
  'section{visibility:hidden;opacity:0;animation:appear 150ms ease-out 1500ms forwards}',
  '@media (prefers-reduced-motion:reduce){section{animation-duration:0s}}',
].join('');

/** SPEC 2.8's server variant with the 503 code and a reload link (it works without JavaScript). */
export function unavailablePageHtml(locale: Locale, reloadHref: string): string {
  const t = MESSAGES[locale].Errors;
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(t.server.title)}</title><style>${UNAVAILABLE_PAGE_CSS}</style></head>`,
    '<body><main id="main"><section aria-labelledby="error-title" data-status="503">',
    '<p class="code" aria-hidden="true">503</p>',
    `<h1 id="error-title">${escapeHtml(t.server.title)}</h1>`,
    `<p>${escapeHtml(t.server.description)}</p>`,
    `<a href="${escapeHtml(reloadHref)}">${escapeHtml(t.common.reloadPage)}</a>`,
    '</section></main></body></html>',
  ].join('');
}

/** The 503 answer: the page for people, the bare status for crawlers (SPEC 2.8); never cached. */
export function unavailableResponse(req: VisitorRequest): Response {
  const headers = { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' };
  if (isBotUserAgent(req.userAgent)) return new Response('Service Unavailable', { status: 503, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
  const html = unavailablePageHtml(visitorLocale(req), req.pathname + req.search);
  return new Response(html, { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * A request the proxy makes to its own server while PostgreSQL is down carries this header
 * with a secret of the process, and is passed straight to its internal route.
 */
const RENDER_THROUGH_HEADER = 'x-clinic-render-through';
const holder = globalThis as unknown as { __clinicRenderThroughToken?: string };
const renderThroughToken = () => (holder.__clinicRenderThroughToken ??= crypto.randomUUID());

export function isRenderThrough(headers: Headers): boolean {
  return headers.get(RENDER_THROUGH_HEADER) === renderThroughToken();
}

/** This server's own address, as `next start` records it. */
function selfOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

// Hop-by-hop headers, and the encoding fetch has already undone.
const DROPPED_REQUEST_HEADERS = ['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'accept-encoding'];
const DROPPED_RESPONSE_HEADERS = ['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding'];

/**
 * While PostgreSQL is down, a page goes to Next through the server itself, so its answer
 * can be seen: a page Next has cached comes back as is; a render that failed (5xx), or no
 * answer in time, becomes the 503 page instead of a 500.
 */
export async function renderThrough(
  request: { method: string; headers: Headers; internalUrl: string },
  fallback: () => Response,
  options: { origin?: string; timeoutMs?: number } = {},
): Promise<Response> {
  const headers = new Headers(request.headers);
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
  headers.set(RENDER_THROUGH_HEADER, renderThroughToken());
  let answer: Response;
  try {
    answer = await fetch(new URL(request.internalUrl, options.origin ?? selfOrigin()), {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch {
    return fallback();
  }
  if (answer.status >= 500) {
    await answer.body?.cancel();
    return fallback();
  }
  const out = new Headers(answer.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) out.delete(name);
  return new Response(request.method === 'HEAD' ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers: out });
}

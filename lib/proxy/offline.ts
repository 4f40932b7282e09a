import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { isBotUserAgent } from './bots';
import { UNAVAILABLE_PAGE_CSS } from './unavailable';

/**
 * The answer of every public address of a clinic whose site is offline or closing
 * (docs/decisions.md "A site's life"): 503 with Retry-After (a day) so search engines keep the
 * pages for when it is back instead of dropping them, noindex, never cached; a page in the
 * visitor's language (SiteOffline), the bare status for crawlers.
 */
export const OFFLINE_RETRY_AFTER_SECONDS = 24 * 60 * 60;

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The 503 page's styles without its 1.5 s delay (this page is the answer, not a fallback).
const CSS = UNAVAILABLE_PAGE_CSS.replace(/section\{visibility:hidden[^}]*\}/, '').replace(/@keyframes appear\{[^}]*\}\}/, '');

export function offlinePageHtml(locale: Locale): string {
  const t = MESSAGES[locale].SiteOffline;
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(t.title)}</title><style>${CSS}</style></head>`,
    '<body><main id="main"><section aria-labelledby="offline-title" data-status="offline">',
    `<h1 id="offline-title">${escapeHtml(t.title)}</h1>`,
    `<p>${escapeHtml(t.description)}</p>`,
    '</section></main></body></html>',
  ].join('');
}

export function offlineResponse(locale: Locale, userAgent: string | null): Response {
  const headers = { 'retry-after': String(OFFLINE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  if (isBotUserAgent(userAgent)) return new Response('Service Unavailable', { status: 503, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(offlinePageHtml(locale), { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-language': locale } });
}

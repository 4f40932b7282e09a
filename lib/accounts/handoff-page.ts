import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';

/*
 * The handoff's page on the platform host (issue 27): shown instead of a redirect when the
 * navigation did not come from one of the platform's own pages. Signed in, it names the site
 * that will open signed in and carries a link with a one-time nonce the person presses; signed
 * out, it says where the link leads. Plain HTML, no script; never framed, never cached.
 */

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const CSS =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}' +
  'main{max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}' +
  'h1{font-size:1.25rem;margin:0 0 1rem}p{line-height:1.5;margin:0 0 1rem;overflow-wrap:anywhere}strong{font-weight:600}' +
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}' +
  'a.primary{background:#0f766e;color:#fff;padding:.625rem 1rem;border-radius:.5rem;text-decoration:none;font-weight:600}' +
  'a.primary:focus-visible,a.secondary:focus-visible{outline:3px solid #0f172a;outline-offset:2px}' +
  'a.secondary{color:#0f766e;padding:.625rem 0;text-decoration:underline;text-underline-offset:2px}';

export type HandoffPage =
  /** Signed in: open `url` on `host` signed in (the confirm link) or without signing in (the plain link). */
  | { kind: 'confirm'; locale: Locale; host: string; url: string; confirmHref: string; userName: string }
  /** Signed out: where the link leads. */
  | { kind: 'leaving'; locale: Locale; host: string; url: string };

export function handoffPageHtml(page: HandoffPage): string {
  const t = translatorFor(page.locale, 'ProfileData');
  const host = `<strong>${escapeHtml(page.host)}</strong>`;
  const url = escapeHtml(page.url);
  const body =
    page.kind === 'confirm'
      ? [
          `<h1 id="handoff-title">${escapeHtml(t('handoff.page.confirmTitle'))}</h1>`,
          // The text is escaped whole, then its {host} placeholder (a NUL no text holds) becomes the bold host.
          `<p>${escapeHtml(t('handoff.page.confirmText', { host: '\u0000', name: page.userName })).replace('\u0000', host)}</p>`,
          `<p>${escapeHtml(t('handoff.page.address'))} <span dir="ltr">${url}</span></p>`,
          `<p>${escapeHtml(t('handoff.page.confirmWarning'))}</p>`,
          '<div class="actions">',
          `<a class="primary" href="${escapeHtml(page.confirmHref)}" referrerpolicy="no-referrer">${escapeHtml(t('handoff.page.confirmButton'))}</a>`,
          `<a class="secondary" href="${url}" rel="noopener noreferrer">${escapeHtml(t('handoff.page.withoutSignIn'))}</a>`,
          `<a class="secondary" href="/${page.locale}">${escapeHtml(t('handoff.page.back'))}</a>`,
          '</div>',
        ]
      : [
          `<h1 id="handoff-title">${escapeHtml(t('handoff.page.leavingTitle'))}</h1>`,
          `<p>${escapeHtml(t('handoff.page.leavingText', { host: '\u0000' })).replace('\u0000', host)}</p>`,
          `<p>${escapeHtml(t('handoff.page.address'))} <span dir="ltr">${url}</span></p>`,
          '<div class="actions">',
          `<a class="primary" href="${url}" rel="noopener noreferrer">${escapeHtml(t('handoff.page.leavingButton'))}</a>`,
          `<a class="secondary" href="/${page.locale}">${escapeHtml(t('handoff.page.back'))}</a>`,
          '</div>',
        ];
  return [
    '<!doctype html>',
    `<html lang="${page.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">`,
    `<title>${escapeHtml(page.kind === 'confirm' ? t('handoff.page.confirmTitle') : t('handoff.page.leavingTitle'))}</title><style>${CSS}</style></head>`,
    `<body><main id="main" aria-labelledby="handoff-title" data-handoff="${page.kind}">`,
    ...body,
    '</main></body></html>',
  ].join('');
}

/** The page's headers: never framed (a click on the button is the person's), never stored, no referrer. */
export const HANDOFF_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;

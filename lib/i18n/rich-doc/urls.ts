import { RICH_LIMITS } from './types';

/* The URLs a doc may carry: link targets and image sources. */

const SAFE_ABSOLUTE = /^(https?:|mailto:|tel:)/i;

/** Strip what browsers ignore inside a scheme (`java\tscript:`), then decide. */
function normalizeUrl(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, (match, offset: number) => (offset === 0 ? '' : match)).trim();
}

function hasControl(value: string): boolean {
  return /[\u0000-\u001f\u007f-\u009f]/.test(value);
}

/**
 * A link target a page may carry: http(s), mailto, tel, or a site-relative path `/…` (not `//host`,
 * not `/\host`). Anything else (javascript:, data:, vbscript:, a bare word) is refused: null.
 */
export function safeLinkHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = normalizeUrl(value);
  if (!href || href.length > RICH_LIMITS.href || hasControl(href)) return null;
  if (href.startsWith('/')) {
    if (href.startsWith('//') || href.startsWith('/\\')) return null;
    return intoApi(href) && !ownUploadSrc(href) ? null : href;
  }
  if (href.startsWith('#')) return /^#[\w-]+$/.test(href) ? href : null;
  if (!SAFE_ABSOLUTE.test(href)) return null;
  if (/^https?:/i.test(href)) {
    try {
      const url = new URL(href);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      if (!url.hostname) return null;
      // Any host may be ours (a clinic's domain, the platform): never a link that starts a sign-in handoff.
      if (decodedPath(url.pathname).startsWith('/api/auth-handoff')) return null;
    } catch {
      return null;
    }
  }
  return href;
}

/**
 * The addresses our upload code gives stored images (lib/storage/public-files.ts PUBLIC_FILE_NAME
 * in PUBLIC_FOLDERS, and MEDIA_KEY; tests/unit/rich-text-doc.test.ts checks they agree). Only
 * these characters, so no percent-encoding, dot segment, query or fragment can ride along.
 */
const OWN_UPLOAD_SRC =
  /^\/api\/uploads\/(?:(?:logos|favicons|news|content)\/(?:[a-f0-9]{32}-[a-f0-9]{8}|[a-f0-9]{24})\.(?:png|webp)|media\/[1-9][0-9]{0,9}\/[a-f0-9]{24}\/[1-9][0-9]{0,4}\.(?:avif|webp))$/;

function ownUploadSrc(value: string): boolean {
  return OWN_UPLOAD_SRC.test(value);
}

/** A path as the browser and the server see it: dot segments (also `%2e%2e`) resolved, then percent-decoded, lower-cased. */
function decodedPath(path: string): string {
  let resolved: string;
  try {
    resolved = new URL(path, 'https://rich-doc.invalid').pathname;
  } catch {
    return '/api/';
  }
  try {
    return decodeURIComponent(resolved).toLowerCase();
  } catch {
    // A broken escape: treat it as pointing anywhere, so into the API.
    return '/api/';
  }
}

/** Does a site-relative href lead into the API (`/api`, `/api/…`, however encoded)? */
function intoApi(href: string): boolean {
  const path = decodedPath(href);
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api\\');
}

/**
 * An image source: one of our own stored uploads (`/api/uploads/content/{hash}.webp`, a media
 * variant…), exactly as our upload code writes it. Never another API path (`%2e%2e` and all),
 * a query, a fragment, an external https image, data: or javascript:. The renderer checks again,
 * so a doc stored before this rule shows no such image either.
 */
export function safeImageSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const src = normalizeUrl(value);
  if (!src || src.length > RICH_LIMITS.href || hasControl(src)) return null;
  return ownUploadSrc(src) ? src : null;
}

/** A link that leaves the site (opened with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

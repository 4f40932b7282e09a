import { hasUnsafeUrlText } from '@/lib/http/safe-text';

/** Slugs and codes are short; a longer URL segment cannot name anything, so it is refused before any lookup. */
export const MAX_SEGMENT_LENGTH = 200;

/**
 * A route segment as text: percent-decoded when it is encoded, null when it is malformed
 * ('%E0%A4%A'), too long or holds a control character ('%00': PostgreSQL refuses NUL, and no
 * slug has one). 'clinic-news' -> 'clinic-news'; '%D0%B0' -> 'а'.
 */
export function readSegment(raw: string): string | null {
  if (raw.length > MAX_SEGMENT_LENGTH * 3) return null;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return text.length > 0 && text.length <= MAX_SEGMENT_LENGTH && !hasUnsafeUrlText(text) ? text : null;
}

/** The path inside the site for the redirect lookup and the menu check: decoded segments joined, e.g. 'news/clinic-news/page/2'. */
export function sitePathOf(...segments: string[]): string {
  return segments.map((segment) => readSegment(segment) ?? segment).join('/');
}

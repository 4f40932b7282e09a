import { businessErrorText } from '@/components/pro/business-error-texts';
import { isApiError } from '@/lib/api-client/errors';

/**
 * Why an upload was refused, in the member's language: too large (any 413, the server's or a
 * proxy's) as `tooLarge` (which names the limit), else the file's own reason from its field code
 * (not an image, too many pixels, a damaged file), else the call's text (rate limit, busy, network).
 */
export function uploadErrorText(texts: Record<string, string>, error: unknown, tooLarge: string): string {
  if (isApiError(error) && error.status === 413) return tooLarge;
  const code = isApiError(error) && error.fields ? Object.values(error.fields)[0] : undefined;
  if (code && texts[code]) return texts[code];
  return businessErrorText(texts, error);
}

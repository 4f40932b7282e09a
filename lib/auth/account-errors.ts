import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { BusyError, HttpError, StorageUnavailableError, TooManyRequestsError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { asAccountErrorCode, type AccountErrorCode } from './account-schemas';

/** A code's text in a language (AccountErrors); a code without its own text reads as 'invalid'. */
export function accountErrorText(locale: Locale, code: string): string {
  const t = translatorFor(locale, 'AccountErrors');
  return t(asAccountErrorCode(code));
}

/**
 * An error of the account calls: `code` stays stable for programs, `message` and each field's
 * `fieldMessages` entry are in the caller's language, `fields` keeps the codes the form kit reads.
 */
export function accountError(locale: Locale, status: ContentfulStatusCode, code: string, fields?: Record<string, AccountErrorCode>): HttpError {
  const t = translatorFor(locale, 'AccountErrors');
  const first = fields ? Object.values(fields)[0] : undefined;
  const message = first ? accountErrorText(locale, first) : code === 'login_required' ? t('login_required') : accountErrorText(locale, code);
  if (!fields) return new HttpError(status, code, message);
  return new HttpError(
    status,
    code,
    message,
    Object.fromEntries(Object.entries(fields).map(([field, fieldCode]) => [field, [fieldCode]])),
    Object.fromEntries(Object.entries(fields).map(([field, fieldCode]) => [field, accountErrorText(locale, fieldCode)])),
  );
}

type Issue = { path: PropertyKey[]; message: string };

/**
 * The validation hook of the account routes: 400 `invalid_input` with each field's codes (as the
 * forms' API answers) and, in the caller's language, the form's message and each field's text.
 */
export function accountValidationHook(result: { success: boolean; error?: { issues: Issue[] } }, c: Context): undefined {
  if (result.success || !result.error) return undefined;
  const locale = (c.get('locale') as Locale | undefined) ?? 'ru';
  const fields: Record<string, string[]> = {};
  const fieldMessages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    const code = asAccountErrorCode(issue.message);
    const list = (fields[key] ??= []);
    if (!list.includes(code)) list.push(code);
    fieldMessages[key] ??= accountErrorText(locale, code);
  }
  // Thrown, not returned: the API's error handler answers it, and the hook fits every route's types.
  throw new HttpError(400, 'invalid_input', translatorFor(locale, 'AccountErrors')('summary'), fields, fieldMessages);
}

/** Runs `work`; a rate limit's 429 (or a busy server's or a down storage's 503) gets its message in the caller's language (Retry-After unchanged). */
export async function withLocalizedLimits<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyRequestsError) error.message = translatorFor(locale, 'AccountErrors')('rate_limited', { seconds: error.retryAfter });
    if (error instanceof StorageUnavailableError) error.message = translatorFor(locale, 'AccountErrors')('storage_unavailable', { seconds: error.retryAfter });
    else if (error instanceof BusyError) error.message = translatorFor(locale, 'AccountErrors')('busy', { seconds: error.retryAfter });
    throw error;
  }
}

import type { Context, MiddlewareHandler } from 'hono';
import { errorJson, HttpError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The namespaces whose `errors` the account calls answer with. */
export type AccountTextNamespace = 'ProfileAvatar' | 'ProfileSubscriptions' | 'ProfileData';

type Texts = (key: string) => string;

/** A text of an account namespace in the caller's language, by its dotted key under the namespace. */
export function accountText(locale: Locale, namespace: AccountTextNamespace, key: string): string {
  const t = translatorFor(locale, namespace) as unknown as Texts & { has: (key: string) => boolean };
  return t.has(key) ? t(key) : t('errors.invalid');
}

/**
 * An error of an account call: the message in the caller's language, the field error a stable
 * code (as lib/forms answers: the page shows it from its own messages).
 */
export function accountError(locale: Locale, status: ContentfulStatusCode, namespace: AccountTextNamespace, code: string, field?: string, textKey = `errors.${code}`): HttpError {
  return new HttpError(status, code, accountText(locale, namespace, textKey), field ? { [field]: [code] } : undefined);
}

/** The locale of an API path, from `/api/{prefix}/{locale}/...` or `/api/{name}/{locale}/...`, before the locale middleware ran. */
export function localeOfPath(path: string): Locale {
  const segment = path.split('/')[3];
  return isLocale(segment) ? segment : DEFAULT_LOCALE;
}

type ValidationResult = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };

/**
 * The route hook of an account call: zod's failures as 400 with one code per field (the
 * issue's message when it is a code of the namespace's `errors`, else `invalid`) and the
 * first field's text as the message, in the caller's language.
 */
export function localizedValidation(namespace: AccountTextNamespace) {
  return (result: ValidationResult, c: Context<ApiEnv>) => {
    if (result.success || !result.error) return;
    const locale = c.get('locale') ?? localeOfPath(c.req.path);
    const t = translatorFor(locale, namespace) as unknown as { has: (key: string) => boolean };
    const fields: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      const code = /^[a-z_]+$/.test(issue.message) && t.has(`errors.${issue.message}`) ? issue.message : 'invalid';
      (fields[key] ??= []).push(code);
    }
    const first = Object.values(fields)[0]?.[0] ?? 'invalid';
    // Typed as never: the hook's answer fits every route's declared 400.
    return errorJson(c, 400, 'invalid_input', accountText(locale, namespace, `errors.${first}`), fields) as never;
  };
}

/**
 * A JSON body, or 415 / 400 in the caller's language (lib/http's requireJsonBody, localized):
 * a wrong content type or malformed JSON is the sender's mistake, never a 500.
 */
export function jsonBodyIn(namespace: AccountTextNamespace): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const locale = c.get('locale') ?? localeOfPath(c.req.path);
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      return errorJson(c, 415, 'unsupported_media_type', accountText(locale, namespace, 'errors.invalid'));
    }
    try {
      JSON.parse(await c.req.text());
    } catch {
      return errorJson(c, 400, 'invalid_json', accountText(locale, namespace, 'errors.invalid'));
    }
    await next();
  };
}

/** 401 login_required in the caller's language. */
export function loginRequired(locale: Locale, namespace: AccountTextNamespace): HttpError {
  return new HttpError(401, 'login_required', accountText(locale, namespace, 'errors.login_required'));
}

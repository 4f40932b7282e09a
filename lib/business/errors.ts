import type { Context, MiddlewareHandler } from 'hono';
import { BusyError, HttpError, TooManyRequestsError, type ApiErrorBody } from '@/lib/http/errors';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { MESSAGES } from '@/lib/i18n/message-files';

type ErrorCode = keyof (typeof MESSAGES)['ru']['BusinessErrors'];
export type FieldCode = keyof (typeof MESSAGES)['ru']['BusinessErrors']['fields'];

const FIELD_CODES = new Set(Object.keys(MESSAGES.ru.BusinessErrors.fields));
const ERROR_CODES = new Set(Object.keys(MESSAGES.ru.BusinessErrors).filter((key) => typeof (MESSAGES.ru.BusinessErrors as Record<string, unknown>)[key] === 'string'));

/** A business call's refusal; its message is written in the caller's language by localizeErrors. */
export class BusinessError extends HttpError {
  constructor(
    status: HttpError['status'],
    code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    fields?: Record<string, FieldCode[]>,
  ) {
    super(status, code, code, fields);
  }
}

const permissionKey = (name: string) => name.replace('.', '_');

/** The message of an error code in a locale; null for a code the BusinessErrors namespace does not have. */
export function businessMessage(locale: Locale, code: string, params: Record<string, string | number> = {}): string | null {
  if (!ERROR_CODES.has(code)) return null;
  const t = translatorFor(locale, 'BusinessErrors');
  const values: Record<string, string | number> = { ...params };
  if (typeof params.permission === 'string') values.permission = t(`permissions.${permissionKey(params.permission)}` as never);
  if (typeof params.permissions === 'string') values.permissions = params.permissions.split(',').map((name) => t(`permissions.${permissionKey(name)}` as never)).join(', ');
  return t(code as never, values as never);
}

const localeOf = (c: Context) => {
  const locale = c.get('locale' as never) as unknown;
  return isLocale(locale) ? locale : 'ru';
};

/**
 * First middleware of every business route: an error answered by the API base's onError gets
 * its message in the caller's language (BusinessErrors), with the same status, code, fields
 * and headers (a 429 or 503 keeps Retry-After).
 */
export const localizeErrors: MiddlewareHandler = async (c, next) => {
  await next();
  const error = c.error;
  if (!(error instanceof HttpError)) return;
  const retryAfter = error instanceof TooManyRequestsError || error instanceof BusyError ? error.retryAfter : undefined;
  const params = error instanceof BusinessError ? error.params : retryAfter !== undefined ? { seconds: retryAfter } : {};
  const message = businessMessage(localeOf(c), error.code, params);
  if (!message) return;
  // An edit conflict (edit-conflict.ts) carries the stored item and the differing fields for the editor.
  const conflict = (error as { conflict?: unknown }).conflict;
  const body: ApiErrorBody = {
    error: { code: error.code, message, ...(error.fields ? { fields: error.fields } : {}), ...(retryAfter !== undefined ? { retryAfter } : {}), ...(conflict ? { conflict } : {}) },
  };
  // Hono copies the old answer's headers (Retry-After, the request id) onto the new one.
  c.res = new Response(JSON.stringify(body), { status: error.status, headers: { 'content-type': 'application/json' } });
};

/** The business routes' zod hook: one stable field code per field (BusinessErrors.fields), the message in the caller's language. */
export function businessValidationHook(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, c: Context) {
  if (result.success || !result.error) return;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const code = FIELD_CODES.has(issue.message) ? issue.message : 'invalid';
    const list = (fields[key] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  const body: ApiErrorBody = { error: { code: 'invalid_input', message: businessMessage(localeOf(c), 'invalid_input')!, fields } };
  return c.json(body, 400);
}

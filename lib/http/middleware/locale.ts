import type { MiddlewareHandler } from 'hono';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { errorJson } from '../errors';

export type ApiEnv = { Variables: { locale: Locale; requestId: string } };

/** `/api/{prefix}/{locale}/...`: the locale segment must be one of ru, kk, uz, en. */
export const requireLocale: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const locale = c.req.param('locale');
  if (!isLocale(locale)) return errorJson(c, 404, 'unknown_locale', `Unknown locale: ${String(locale).slice(0, 16)}`);
  c.set('locale', locale);
  await next();
};

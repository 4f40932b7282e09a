import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { HttpError } from '@/lib/http/errors';
import { isLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { requestHostOf } from './request-host';
import { getSession, SESSION_COOKIE } from './sessions/service';

/** The signed-in user of this request and the id of this device's session, or a 401 (in the caller's language) the client answers with its sign-in modal. */
export async function requireSession(c: Context) {
  const session = await getSession(getCookie(c, SESSION_COOKIE), requestHostOf(c));
  if (!session) {
    const locale = c.get('locale') as unknown;
    throw new HttpError(401, 'login_required', translatorFor(isLocale(locale) ? locale : 'ru', 'AccountErrors')('login_required'));
  }
  return session;
}

/** The signed-in user of this request, or a 401 the client answers with its sign-in modal. */
export async function requireUser(c: Context) {
  return (await requireSession(c)).user;
}

/**
 * Middleware for a signed-in call: 401 `login_required` before its body is read or checked, so a
 * signed-out caller learns nothing from validation. (The handler reads the session again.)
 */
export const requireSignedIn: MiddlewareHandler = async (c, next) => {
  await requireSession(c);
  await next();
};

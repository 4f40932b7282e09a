import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/auth/cookie-names';
import { requestHostOf } from '@/lib/auth/request-host';
import { getSessionUser, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { loginRequired, localeOfPath, type AccountTextNamespace } from './errors';

/** The signed-in user of this request, or 401 login_required in the caller's language. */
export async function requireAccountUser(c: Context<ApiEnv>, namespace: AccountTextNamespace) {
  const user = await getSessionUser(getCookie(c, SESSION_COOKIE), requestHostOf(c));
  if (!user) throw loginRequired(c.get('locale') ?? localeOfPath(c.req.path), namespace);
  return user;
}

/** The signed-in user, or null: forms take both. */
export async function optionalSessionUser(c: Context) {
  return getSessionUser(getCookie(c, SESSION_COOKIE), requestHostOf(c));
}

/** The session cookie and the readable signed-in hint, as signing in sets them (lib/auth/sign-in/routes.ts). */
export function setSessionCookies(c: Context, session: { token: string; expiresAt: Date }, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, session.token, { httpOnly: true, sameSite: 'Lax', path: '/', secure, expires: session.expiresAt });
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', { sameSite: 'Lax', path: '/', secure, expires: session.expiresAt });
}

import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { HttpError } from '@/lib/http/errors';
import { getSessionUser, SESSION_COOKIE } from './sessions';

/** The signed-in user of this request, or a 401 the client answers with its sign-in modal. */
export async function requireUser(c: Context) {
  const user = await getSessionUser(getCookie(c, SESSION_COOKIE));
  if (!user) throw new HttpError(401, 'login_required', 'Sign-in is required');
  return user;
}

import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { users } from '@/lib/db/schema';
import { SIGNED_IN_HINT_COOKIE } from '../cookie-names';
import { sessionCookieOptions, signedInHintOptions } from '../sign-in/service';
import { requestHostOf } from '../request-host';
import { createSession, deleteSession, SESSION_COOKIE, sessionHostFor } from './service';

/**
 * Signs the user in on this device: a new session and its cookie, and the readable hint cookie.
 * Made on a clinic's own domain, the session is bound to it. A session cookie the browser already held is revoked first (session fixation: a token held
 * before signing in never becomes a signed-in session). Sign-in, registration and restore share it.
 */
export async function startSession(c: Context, user: Pick<typeof users.$inferSelect, 'id'>): Promise<void> {
  await deleteSession(getCookie(c, SESSION_COOKIE));
  // Signed in on a clinic's own domain: the session is that domain's only (issue 27).
  const session = await createSession(user.id, c.req.header('user-agent'), sessionHostFor(requestHostOf(c)));
  setCookie(c, SESSION_COOKIE, session.token, sessionCookieOptions(session.expiresAt, new URL(c.req.url).protocol === 'https:'));
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', signedInHintOptions(session.expiresAt));
}

/** Clears both cookies of a session on this device. */
export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/' });
}

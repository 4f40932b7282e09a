import { HttpError } from '@/lib/http/errors';
import { startSignIn } from '@/lib/security/sign-in-limit';
import { normalizeLogin } from './login';
import { hashPassword, verifyPassword } from './password';
import { findUserByLogin } from './queries';
import { createSession, deleteSession } from './sessions';

// Verifying against a real hash when the login is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

export type PasswordSignIn = {
  login: string;
  password: string;
  /** The client's address (rate limits), null when unknown. */
  address: string | null;
  userAgent: string | undefined;
  /** The session cookie the browser sent along, revoked (session fixation). */
  previousToken: string | undefined;
};

/**
 * Sign-in with a login and a password, for the API (POST …/user/authorize) and the account
 * area's sign-in page without JavaScript alike: the rate limits, the check and a new session.
 * Throws 400 `invalid_credentials`, or the limits' 429 with Retry-After.
 */
export async function signInWithPassword({ login, password, address, userAgent, previousToken }: PasswordSignIn) {
  const attempt = await startSignIn(normalizeLogin(login), address);
  const user = await findUserByLogin(login);
  dummyHash ??= hashPassword('not-a-real-password');
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !user.passwordHash || !valid) {
    await attempt.failed();
    throw new HttpError(400, 'invalid_credentials', 'Wrong login or password', { password: ['Wrong login or password'] });
  }
  await attempt.succeeded();
  // Session fixation: a token the browser held before signing in never becomes a signed-in session.
  await deleteSession(previousToken);
  const session = await createSession(user.id, userAgent);
  return { user, session };
}

/** The session cookie: HttpOnly, for the whole host, until the session expires. */
export function sessionCookieOptions(expiresAt: Date, secure: boolean) {
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure, expires: expiresAt } as const;
}

/** The hint cookie: readable by scripts, it tells the page a user call is worth making; grants nothing. */
export function signedInHintOptions(expiresAt: Date) {
  return { sameSite: 'Lax', path: '/', expires: expiresAt } as const;
}

import { HttpError } from '@/lib/http/errors';
import { startSignIn } from '@/lib/security/sign-in-limit';
import { normalizeLogin } from '../login';
import { hashPassword, verifyPassword } from '../password';
import { findUserByLogin } from '../queries';
import { createSession, deleteSession, sessionHostFor } from '../sessions/service';

// Verifying against a real hash when the login is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

export type PasswordSignIn = {
  login: string;
  password: string;
  /** The client's address (rate limits), null when unknown. */
  address: string | null;
};

/**
 * The password check of every sign-in (POST …/user/authorize, the account area's sign-in page
 * without JavaScript): the rate limits, then the check. Returns the user; throws 400
 * `invalid_credentials`, or the limits' 429 with Retry-After. The caller starts the session.
 */
export async function checkPasswordSignIn({ login, password, address }: PasswordSignIn) {
  const attempt = await startSignIn(normalizeLogin(login), address);
  const user = await findUserByLogin(login);
  dummyHash ??= hashPassword('not-a-real-password');
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !user.passwordHash || !valid) {
    await attempt.failed();
    throw new HttpError(400, 'invalid_credentials', 'Wrong login or password', { password: ['Wrong login or password'] });
  }
  await attempt.succeeded();
  return user;
}

/**
 * checkPasswordSignIn, then a new session for this device. The session cookie the browser sent
 * along is revoked first (session fixation: a token held before signing in never becomes a
 * signed-in session). `host`: the request's Host (a clinic's domain binds the session to it).
 * For callers without a Hono context (a server action); the API uses startSession.
 */
export async function signInWithPassword(input: PasswordSignIn & { userAgent: string | undefined; previousToken: string | undefined; host: string | null }) {
  const user = await checkPasswordSignIn(input);
  await deleteSession(input.previousToken);
  const session = await createSession(user.id, input.userAgent, sessionHostFor(input.host));
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

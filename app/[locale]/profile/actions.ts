'use server';

import { isIP } from 'node:net';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { profileReturnPath } from '@/components/profile/profile-sections';
import { joinLinkOf } from '@/components/pro/join/join-link';
import { proPathOf } from '@/components/pro/pro-sections';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/auth/cookie-names';
import { sessionCookieOptions, signedInHintOptions, signInWithPassword } from '@/lib/auth/sign-in/service';
import { SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { signInSchema } from '@/lib/auth/sign-in/schemas';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { HttpError } from '@/lib/http/errors';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import type { ProfileSignInState } from '@/components/profile/profile-sign-in-form';

/**
 * The account area's sign-in without JavaScript (docs/decisions.md, "Profile area and sign-up
 * interface"): a server action, so the plain HTML form works before any script, and Next
 * refuses it unless the Origin is this host (no cross-site form can post it). The same rate
 * limits and session as POST …/user/authorize; then back to the section the visitor asked for
 * (the business area's sign-in page uses it too).
 */
export async function signInFromProfile(_previous: ProfileSignInState, form: FormData): Promise<ProfileSignInState> {
  const login = String(form.get('login') ?? '');
  const localeField = form.get('locale');
  const locale = isLocale(localeField) ? localeField : DEFAULT_LOCALE;
  const parsed = signInSchema.safeParse({ login, password: form.get('password') ?? '' });
  if (!parsed.success) return { error: 'required', login };

  const [headerStore, cookieStore] = await Promise.all([headers(), cookies()]);
  const address = headerStore.get(CLIENT_ADDRESS_HEADER)?.trim() ?? '';
  try {
    const { session } = await signInWithPassword({
      ...parsed.data,
      address: isIP(address) ? address : null,
      userAgent: headerStore.get('user-agent') ?? undefined,
      previousToken: cookieStore.get(SESSION_COOKIE)?.value,
      host: headerStore.get('host'),
    });
    // The front door lets Next set X-Forwarded-Proto from the socket (or a trusted proxy).
    const secure = headerStore.get('x-forwarded-proto')?.split(',').pop()?.trim() === 'https';
    cookieStore.set(SESSION_COOKIE, session.token, { ...sessionCookieOptions(session.expiresAt, secure), sameSite: 'lax' });
    cookieStore.set(SIGNED_IN_HINT_COOKIE, '1', { ...signedInHintOptions(session.expiresAt), sameSite: 'lax' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return { error: 'rate_limited', login };
    if (error instanceof HttpError && error.code === 'invalid_credentials') return { error: 'invalid_credentials', login };
    console.error('profile sign-in failed', error);
    return { error: 'unknown', login };
  }
  // Back to the account area's section, or the business area's page, asked for; nowhere else.
  const returnTo = String(form.get('returnTo') ?? '');
  redirect(proPathOf(returnTo) ?? joinLinkOf(returnTo) ?? profileReturnPath(locale, returnTo));
}

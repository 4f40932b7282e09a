import 'server-only';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { getSessionUser, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { userToWire } from '@/lib/auth/user-wire';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';

/** The signed-in user of this request as the API answers it, or null; read once per request by the layout. */
export const getProfileUser = cache(async () => {
  const user = await getSessionUser((await cookies()).get(SESSION_COOKIE)?.value, (await headers()).get('host'));
  return user ? userToWire(user) : null;
});

/**
 * What the layout of a signed-in area (/profile, /pro) starts from: rendered per request, the
 * address's locale (an unknown one is a 404), its messages, the signed-in user or null, and
 * the request's headers.
 */
export async function accountAreaRequest(params: Promise<{ locale: string }>) {
  await connection();
  const { locale: raw } = await params;
  if (!isLocale(raw)) notFound();
  const locale: Locale = raw;
  const [user, headerStore] = await Promise.all([getProfileUser(), headers()]);
  return { locale, messages: MESSAGES[locale], user, headerStore };
}

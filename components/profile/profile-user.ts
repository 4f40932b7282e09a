import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { getSessionUser, SESSION_COOKIE } from '@/lib/auth/sessions';
import { userToWire } from '@/lib/auth/user-wire';

/** The signed-in user of this request as the API answers it, or null; read once per request by the layout. */
export const getProfileUser = cache(async () => {
  const user = await getSessionUser((await cookies()).get(SESSION_COOKIE)?.value);
  return user ? userToWire(user) : null;
});

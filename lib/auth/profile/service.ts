import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { startSignIn } from '@/lib/security/sign-in-limit';
import { accountError } from '../account-errors';
import { normalizeLogin } from '../login';
import { hashPassword, verifyPassword } from '../password';
import { deleteUserSessions } from '../sessions/service';

type User = typeof users.$inferSelect;

/**
 * Changes the password after checking the current one. Wrong current passwords count against
 * the account's sign-in limits (a stolen session cannot guess the password faster than sign-in
 * could). Every other session of the user ends; this device stays signed in.
 */
export async function changePassword(user: User, sessionId: number, input: { password: string; new_password: string }, context: { locale: Locale; address: string | null }): Promise<void> {
  const attempt = await startSignIn(normalizeLogin(user.email ?? user.tel ?? `user-${user.id}`), context.address);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
    await attempt.failed();
    throw accountError(context.locale, 400, 'wrong_password', { password: 'wrong_password' });
  }
  await attempt.succeeded();
  await getDb()
    .update(users)
    .set({ passwordHash: await hashPassword(input.new_password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await deleteUserSessions(user.id, sessionId);
}

/** Last name, name and middle name (already trimmed and checked by the schema); a part left out stays. */
export async function changeInformation(user: User, input: { lastname?: string; name: string; middlename?: string }): Promise<User> {
  const [updated] = await getDb()
    .update(users)
    .set({ lastname: input.lastname ?? user.lastname, name: input.name, middlename: input.middlename ?? user.middlename, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}

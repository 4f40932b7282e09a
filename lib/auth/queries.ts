import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { normalizePhone } from './user-wire';

/** A login is an e-mail (with @) or a phone number in any common spelling. */
export async function findUserByLogin(login: string) {
  const db = getDb();
  const condition = login.includes('@') ? eq(users.email, login.toLowerCase()) : eq(users.tel, normalizePhone(login));
  const [user] = await db.select().from(users).where(condition).limit(1);
  return user ?? null;
}

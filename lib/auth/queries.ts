import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { normalizePhone } from '@/lib/phone/normalize';

/** A login is an e-mail (with @) or a phone number in any common spelling (the one normaliser of lib/phone). */
export async function findUserByLogin(login: string) {
  const db = getDb();
  const phone = login.includes('@') ? null : normalizePhone(login);
  if (!login.includes('@') && !phone) return null;
  const condition = phone ? eq(users.tel, phone) : eq(users.email, login.toLowerCase());
  const [user] = await db.select().from(users).where(condition).limit(1);
  return user ?? null;
}

/** The account holding an e-mail (channel 'email', lower-cased) or a phone (channel 'sms', with its plus). */
export async function findUserByTarget(channel: 'email' | 'sms', target: string) {
  const [user] = await getDb()
    .select()
    .from(users)
    .where(channel === 'email' ? eq(users.email, target) : eq(users.tel, target))
    .limit(1);
  return user ?? null;
}

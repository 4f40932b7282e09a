import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { inMailTransaction } from '@/lib/mail/outbox';
import { limitCodeRequest, limitCodeSend } from '@/lib/security/code-limit';
import { accountError } from './account-errors';
import { queueCodeMessage, type Channel } from './code-messages';
import { issueCode, verifyCode } from './codes';
import { findUserByTarget } from './queries';
import { isUniqueViolation } from '@/lib/db/errors';
import type { RequestContext } from './registration';

type User = typeof users.$inferSelect;

const FIELD = { email: 'email', sms: 'tel' } as const;
const TAKEN = { email: 'email_taken', sms: 'phone_taken' } as const;
const PURPOSE = { email: 'confirm_email', sms: 'confirm_phone' } as const;

/**
 * Sends a code to confirm the user's e-mail or phone: a new address when given (it becomes the
 * account's only once confirmed), else the current one. An address another account holds is
 * refused with a field error: the caller is signed in, and the code would prove nothing.
 */
export async function sendConfirmation(user: User, channel: Channel, newTarget: string | undefined, context: RequestContext): Promise<void> {
  const field = FIELD[channel];
  const target = newTarget ?? (channel === 'email' ? user.email : user.tel);
  if (!target) throw accountError(context.locale, 400, 'invalid_input', { [field]: 'required' });
  if (newTarget) {
    const holder = await findUserByTarget(channel, newTarget);
    if (holder && holder.id !== user.id) throw accountError(context.locale, 400, TAKEN[channel], { [field]: TAKEN[channel] });
  }
  await limitCodeRequest(context.address);
  await limitCodeSend(target);
  await inMailTransaction(async (db, queueMail, jobs) => {
    const { code } = await issueCode(db, { purpose: PURPOSE[channel], target, userId: user.id, locale: context.locale });
    await queueCodeMessage(db, queueMail, jobs, { kind: channel === 'email' ? 'confirmEmail' : 'confirmPhone', channel, to: target, locale: context.locale, code });
  });
}

/** Confirms with the code: the address it was sent to becomes the account's, confirmed now. */
export async function confirmAddress(user: User, channel: Channel, code: string, target: string | undefined, context: RequestContext): Promise<User> {
  await limitCodeRequest(context.address);
  const row = await verifyCode(context.locale, PURPOSE[channel], { userId: user.id, ...(target ? { target } : {}) }, code);
  const now = new Date();
  const change = channel === 'email' ? { email: row.target, emailConfirmedAt: now } : { tel: row.target, telConfirmedAt: now };
  try {
    const [updated] = await getDb()
      .update(users)
      .set({ ...change, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return updated;
  } catch (error) {
    // Another account took the address after the code was sent.
    if (isUniqueViolation(error)) throw accountError(context.locale, 400, TAKEN[channel], { [FIELD[channel]]: TAKEN[channel] });
    throw error;
  }
}

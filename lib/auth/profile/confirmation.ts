import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { inMailTransaction } from '@/lib/mail/outbox';
import { limitCodeRequest, limitCodeSend, limitCodeUser } from '@/lib/security/code-limit';
import { accountError } from '../account-errors';
import { queueCodeMessage, type Channel } from '../codes/messages';
import { issueCode, verifyCode } from '../codes/service';
import { findUserByTarget } from '../queries';
import { isUniqueViolation } from '@/lib/db/errors';
import type { RequestContext } from '../registration/service';

type User = typeof users.$inferSelect;

const FIELD = { email: 'email', sms: 'tel' } as const;
const TAKEN = { email: 'email_taken', sms: 'phone_taken' } as const;
const PURPOSE = { email: 'confirm_email', sms: 'confirm_phone' } as const;

/** What a confirmation's code row keeps when the address was another account's: a notice went there, no code. */
type TakenNotice = { taken: true };

/**
 * Sends a code to confirm the user's e-mail or phone: a new address when given (it becomes the
 * account's only once confirmed), else the current one. Nobody learns here whether an address
 * belongs to someone else (docs/decisions.md "No account oracle at address confirmation"): the
 * limits (client address, user, target) are spent before anything is looked up, and an address
 * another account holds gets a notice instead of a code, from the same work and with the same
 * answer. Its code row is stored all the same and confirms nothing; only the confirm step, which
 * needs a code that reached the address, says the address is taken.
 */
export async function sendConfirmation(user: User, channel: Channel, newTarget: string | undefined, context: RequestContext): Promise<void> {
  const target = newTarget ?? (channel === 'email' ? user.email : user.tel);
  if (!target) throw accountError(context.locale, 400, 'invalid_input', { [FIELD[channel]]: 'required' });
  await limitCodeRequest(context.address);
  await limitCodeUser(user.id);
  await limitCodeSend(target);
  const holder = await findUserByTarget(channel, target);
  const taken = holder !== null && holder.id !== user.id;
  const payload: TakenNotice | Record<string, never> = taken ? { taken: true } : {};
  await inMailTransaction(async (db, queueMail, jobs) => {
    const { code } = await issueCode(db, { purpose: PURPOSE[channel], target, userId: user.id, locale: context.locale, payload });
    const kind = taken ? 'taken' : channel === 'email' ? 'confirmEmail' : 'confirmPhone';
    await queueCodeMessage(db, queueMail, jobs, { kind, channel, to: target, locale: context.locale, code });
  });
}

/**
 * Confirms with the code: the address it was sent to becomes the account's, confirmed now. A
 * notice's code was never sent (guessing it opens nothing); an address another account has taken
 * since its code was sent is refused with `email_taken`/`phone_taken`: whoever typed the code
 * reads that address, so telling them says nothing new.
 */
export async function confirmAddress(user: User, channel: Channel, code: string, target: string | undefined, context: RequestContext): Promise<User> {
  await limitCodeRequest(context.address);
  const row = await verifyCode(context.locale, PURPOSE[channel], { userId: user.id, ...(target ? { target } : {}) }, code);
  if ((row.payload as Partial<TakenNotice>).taken) throw accountError(context.locale, 400, 'invalid_code', { code: 'invalid_code' });
  const holder = await findUserByTarget(channel, row.target);
  if (holder && holder.id !== user.id) throw accountError(context.locale, 400, TAKEN[channel], { [FIELD[channel]]: TAKEN[channel] });
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
    // Another account took the address between the check above and this write.
    if (isUniqueViolation(error)) throw accountError(context.locale, 400, TAKEN[channel], { [FIELD[channel]]: TAKEN[channel] });
    throw error;
  }
}

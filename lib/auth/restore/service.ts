import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { inMailTransaction } from '@/lib/mail/outbox';
import { limitCodeRequest, limitCodeSend } from '@/lib/security/code-limit';
import { accountError } from '../account-errors';
import { queueCodeMessage, type Channel } from '../codes/messages';
import { issueCode, verifyCode } from '../codes/service';
import { hashPassword } from '../password';
import { findUserByTarget } from '../queries';
import type { RequestContext } from '../registration/service';
import { deleteUserSessions } from '../sessions/service';

type Login = { channel: Channel; target: string };

/**
 * Restore, step one: a code to the e-mail or phone when an account has it, else a notice that no
 * account has it (perhaps the patient registered with another address). The caller learns nothing
 * either way: the same limits, the same answer, and the same work (one lookup, one code row, one
 * message queued with its job), so the time does not tell either (docs/decisions.md "Restore does
 * the same work"). The unknown address's code row is never sent and restores nothing.
 */
export async function startRestore(login: Login, context: RequestContext): Promise<void> {
  await limitCodeRequest(context.address);
  await limitCodeSend(login.target);
  const user = await findUserByTarget(login.channel, login.target);
  await inMailTransaction(async (db, queueMail, jobs) => {
    const { code } = await issueCode(db, { purpose: 'restore', target: login.target, userId: user?.id ?? null, locale: context.locale });
    await queueCodeMessage(db, queueMail, jobs, { kind: user ? 'restore' : 'noAccount', channel: login.channel, to: login.target, locale: context.locale, code });
  });
}

/**
 * Restore, step two: the code and a new password. Every session of the user ends (whoever held
 * one); the caller signs in afresh. The code reached that address, so the address counts as confirmed.
 */
export async function finishRestore(login: Login, code: string, password: string, context: RequestContext) {
  await limitCodeRequest(context.address);
  const row = await verifyCode(context.locale, 'restore', { target: login.target }, code);
  if (!row.userId) throw accountError(context.locale, 400, 'invalid_code', { code: 'invalid_code' });
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const [current] = await getDb().select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!current) throw accountError(context.locale, 400, 'invalid_code', { code: 'invalid_code' });
  const confirmed = login.channel === 'email' ? { emailConfirmedAt: current.emailConfirmedAt ?? now } : { telConfirmedAt: current.telConfirmedAt ?? now };
  const [user] = await getDb()
    .update(users)
    .set({ passwordHash, updatedAt: now, ...(current[login.channel === 'email' ? 'email' : 'tel'] === login.target ? confirmed : {}) })
    .where(eq(users.id, row.userId))
    .returning();
  await deleteUserSessions(user.id);
  return user;
}

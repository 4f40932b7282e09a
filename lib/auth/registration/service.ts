import { and, desc, eq, gt } from 'drizzle-orm';
import { recordConsent } from '@/lib/consents/record';
import { getDb } from '@/lib/db/client';
import { confirmationCodes, users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { inMailTransaction } from '@/lib/mail/outbox';
import { limitCodeRequest, limitCodeSend } from '@/lib/security/code-limit';
import { accountError } from '../account-errors';
import { queueCodeMessage, type Channel } from '../codes/messages';
import { issueCode, verifyCode } from '../codes/service';
import { hashPassword } from '../password';
import { findUserByTarget } from '../queries';
import { isUniqueViolation } from '@/lib/db/errors';

/** A registration waiting for its code: what the confirmation_codes row keeps in `payload`. */
type PendingRegistration = {
  channel: Channel;
  lastname: string;
  name: string;
  middlename: string;
  passwordHash: string;
  consent: true;
  /** The host the registration form was sent from (the consent record's site). */
  site: string;
};

/** An attempt to register an address that already has an account: no code was sent, only a notice. */
type ExistingAccountNotice = { channel: Channel; existing: true };

export type RegistrationRequest = {
  channel: Channel;
  target: string;
  password: string;
  lastname: string;
  name: string;
  middlename: string;
};

export type RequestContext = { locale: Locale; address: string | null; site: string };

/** How long after a registration its code may be sent again. */
const RESEND_WITHIN_MS = 60 * 60 * 1000;

/**
 * Starts a registration. A new address gets a code; an address that has an account gets a
 * notice that it exists (sign in or restore) instead, and the caller sees no difference: the
 * same answer, the same limits, and the password is hashed either way so the time is the same.
 */
export async function startRegistration(request: RegistrationRequest, context: RequestContext): Promise<void> {
  await limitCodeRequest(context.address);
  await limitCodeSend(request.target);
  const existing = await findUserByTarget(request.channel, request.target);
  const passwordHash = await hashPassword(request.password);
  const payload: PendingRegistration | ExistingAccountNotice = existing
    ? { channel: request.channel, existing: true }
    : { channel: request.channel, lastname: request.lastname, name: request.name, middlename: request.middlename, passwordHash, consent: true, site: context.site };
  await inMailTransaction(async (db, queueMail, jobs) => {
    const { code } = await issueCode(db, { purpose: 'register', target: request.target, locale: context.locale, payload });
    await queueCodeMessage(db, queueMail, jobs, { kind: existing ? 'exists' : 'register', channel: request.channel, to: request.target, locale: context.locale, code });
  });
}

/**
 * Sends the registration's message again: a new code (the old one stops working), or the notice
 * again when the address has an account. An address with no registration within the hour gets
 * nothing, and the same answer.
 */
export async function resendRegistration(target: { channel: Channel; target: string }, context: RequestContext): Promise<void> {
  await limitCodeRequest(context.address);
  await limitCodeSend(target.target);
  const [pending] = await getDb()
    .select()
    .from(confirmationCodes)
    .where(and(eq(confirmationCodes.purpose, 'register'), eq(confirmationCodes.target, target.target), gt(confirmationCodes.createdAt, new Date(Date.now() - RESEND_WITHIN_MS))))
    .orderBy(desc(confirmationCodes.id))
    .limit(1);
  if (!pending) return;
  const existing = await findUserByTarget(target.channel, target.target);
  const payload = pending.payload as Partial<PendingRegistration> & { existing?: boolean };
  if (!existing && !payload.passwordHash) return;
  const locale = pending.locale as Locale;
  await inMailTransaction(async (db, queueMail, jobs) => {
    const { code } = await issueCode(db, {
      purpose: 'register',
      target: target.target,
      locale,
      payload: existing ? ({ channel: target.channel, existing: true } satisfies ExistingAccountNotice) : payload,
    });
    await queueCodeMessage(db, queueMail, jobs, { kind: existing ? 'exists' : 'register', channel: target.channel, to: target.target, locale, code });
  });
}

/**
 * Completes a registration with its code: creates the user with the confirmed address, records
 * the consent given with the registration (purpose 'registration', the site it was sent from).
 */
export async function confirmRegistration(target: { channel: Channel; target: string }, code: string, context: RequestContext) {
  await limitCodeRequest(context.address);
  const row = await verifyCode(context.locale, 'register', { target: target.target }, code);
  const payload = row.payload as Partial<PendingRegistration> & { existing?: boolean };
  // A notice's code was never sent: guessing it opens nothing.
  if (payload.existing || !payload.passwordHash) throw accountError(context.locale, 400, 'invalid_code', { code: 'invalid_code' });
  const channel = payload.channel ?? target.channel;
  const now = new Date();
  try {
    return await getDb().transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: channel === 'email' ? row.target : null,
          tel: channel === 'sms' ? row.target : null,
          emailConfirmedAt: channel === 'email' ? now : null,
          telConfirmedAt: channel === 'sms' ? now : null,
          passwordHash: payload.passwordHash!,
          lastname: payload.lastname ?? '',
          name: payload.name ?? '',
          middlename: payload.middlename ?? '',
          locale: row.locale,
        })
        .returning();
      await recordConsent({ purpose: 'registration', locale: row.locale as Locale, site: payload.site || context.site, userId: user.id }, tx);
      // The spent code (its payload: the names and the password's hash) is the account's now: deleting the account deletes it.
      await tx.update(confirmationCodes).set({ userId: user.id }).where(eq(confirmationCodes.id, row.id));
      return user;
    });
  } catch (error) {
    // Someone registered the address between the code and its confirmation.
    if (isUniqueViolation(error)) throw accountError(context.locale, 400, channel === 'email' ? 'email_taken' : 'phone_taken', { target: channel === 'email' ? 'email_taken' : 'phone_taken' });
    throw error;
  }
}

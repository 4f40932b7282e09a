import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { inMailTransaction } from '@/lib/mail/outbox';
import { limitCodeRequest, limitCodeSend } from '@/lib/security/code-limit';
import { queueSms } from '@/lib/sms/outbox';
import { accountError } from '../account-errors';
import { signInUrl } from '../codes/messages';
import { issueCode, verifyCode } from '../codes/service';
import { findUserByTarget } from '../queries';
import type { RequestContext } from '../registration/service';

/*
 * Sign-in by a one-time SMS code alone, no password (issue 30): the booking flow already
 * confirms a patient's phone, so that phone is enough to sign in. The existing code path
 * (lib/auth/codes: HMAC'd, 10 minutes, 5 checks, the send and request limits), purpose `sign_in`.
 * Only an account whose phone is confirmed gets a code; for any other phone the caller gets the
 * same answer after the same work (a code row that signs nobody in, and one SMS, a notice,
 * queued with its job), as restore does: whether an account exists stays unsaid.
 */

/** Step one: a code to the phone (E.164, normalised by the schema) when an account has it confirmed, else a notice. */
export async function startSmsSignIn(tel: string, context: RequestContext): Promise<void> {
  await limitCodeRequest(context.address);
  await limitCodeSend(tel);
  const found = await findUserByTarget('sms', tel);
  const user = found?.telConfirmedAt ? found : null;
  const t = translatorFor(context.locale, 'AccountMail');
  await inMailTransaction(async (db, _queueMail, jobs) => {
    const { code } = await issueCode(db, { purpose: 'sign_in', target: tel, userId: user?.id ?? null, locale: context.locale });
    const text = user ? t('sms.signIn', { code }) : t('sms.signInNoAccount', { url: signInUrl(context.locale) });
    await queueSms(db, jobs, { kind: user ? 'account.signIn' : 'account.signInNoAccount', to: tel, text }, { purpose: user ? 'signIn' : 'signInNoAccount' });
  });
}

/**
 * Step two: the code typed for the phone (counted and spent by verifyCode; a wrong one is 400
 * invalid_code on `code`), then the account it was issued to, if its phone is still that one
 * and confirmed. The caller starts the session (startSession: the old cookie revoked, bound to
 * a clinic's domain as every sign-in).
 */
export async function finishSmsSignIn(tel: string, code: string, locale: Locale, address: string | null) {
  await limitCodeRequest(address);
  const row = await verifyCode(locale, 'sign_in', { target: tel }, code);
  const [user] = row.userId ? await getDb().select().from(users).where(eq(users.id, row.userId)).limit(1) : [];
  if (!user || user.tel !== tel || !user.telConfirmedAt) throw accountError(locale, 400, 'invalid_code', { code: 'invalid_code' });
  return user;
}

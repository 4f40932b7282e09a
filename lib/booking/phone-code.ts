import { eq } from 'drizzle-orm';
import { verifyCode, issueCode } from '@/lib/auth/codes/service';
import { findUserByTarget } from '@/lib/auth/queries';
import { recordConsent } from '@/lib/consents/record';
import { getDb } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { inMailTransaction } from '@/lib/mail/outbox';
import { limitCodeRequest, limitCodeSend } from '@/lib/security/code-limit';
import { queueSms } from '@/lib/sms/outbox';

/*
 * A signed-out patient confirms their phone by an SMS code before a visit is booked: the
 * existing code path (lib/auth/codes: the HMAC'd code, 10 minutes, 5 checks, the send limits),
 * purpose `booking`. The confirmed phone finds the patient's account, or makes one (no
 * password: they may set one later by restore), as registration does.
 */

/** Sends a booking code to a phone (E.164, normalised by the caller). Limited per address and per phone. */
export async function sendBookingCode(phone: string, locale: Locale, address: string | null): Promise<void> {
  await limitCodeRequest(address);
  await limitCodeSend(phone);
  await inMailTransaction(async (db, _queueMail, jobs) => {
    const { code } = await issueCode(db, { purpose: 'booking', target: phone, locale });
    await queueSms(db, jobs, { kind: 'booking.code', to: phone, text: translatorFor(locale, 'BookingSms')('code', { code }) }, { purpose: 'booking' });
  });
}

/**
 * Checks the code typed for a phone and spends it (a wrong one: 400 invalid_code on the `code`
 * field, counted), then finds the account with that phone or creates it with the phone
 * confirmed and the consent recorded. Returns the user's id.
 */
export async function confirmBookingPhone(phone: string, code: string, patient: { name: string; locale: Locale; site: string; address: string | null }): Promise<number> {
  await limitCodeRequest(patient.address);
  await verifyCode(patient.locale, 'booking', { target: phone }, code);
  const existing = await findUserByTarget('sms', phone);
  if (existing) {
    if (!existing.telConfirmedAt) await getDb().update(users).set({ telConfirmedAt: new Date() }).where(eq(users.id, existing.id));
    return existing.id;
  }
  try {
    return await getDb().transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ tel: phone, telConfirmedAt: new Date(), name: patient.name, locale: patient.locale }).returning({ id: users.id });
      await recordConsent({ purpose: 'registration', locale: patient.locale, site: patient.site, userId: user.id }, tx);
      return user.id;
    });
  } catch (error) {
    // The same phone registered meanwhile: that account is theirs.
    if (!isUniqueViolation(error)) throw error;
    const user = await findUserByTarget('sms', phone);
    if (!user) throw error;
    return user.id;
  }
}

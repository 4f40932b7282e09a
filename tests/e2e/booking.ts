import type { Browser } from '@playwright/test';
import { createFreshPatient, newContext, PHONE, signIn } from './accounts';
import { withDatabase } from './database';

// Shared by the booking specs (issue 30): the clinic's days, fresh phones, a signed-in patient.

/** A day `days` after today in the clinic's calendar (DEMO: Asia/Almaty), YYYY-MM-DD. */
export function clinicDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A phone of its own per run: a code's resend wait and the account found by the phone are per phone. */
export const freshPhone = () => `+7701${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** A fresh patient with a confirmed phone on their account, signed in in a 360 px context. */
export async function signedInPatient(browser: Browser, { prefix = 'booking', name = 'Дана', lastname = 'Жумабаева' } = {}) {
  const patient = await createFreshPatient({ prefix, name, lastname });
  const phone = freshPhone();
  await withDatabase((db) => db.query('UPDATE users SET tel = $1, tel_confirmed_at = now() WHERE email = $2', [phone, patient.email]));
  const context = await newContext(browser, PHONE);
  await signIn(context, patient.email, patient.password);
  return { context, phone, name: `${name} ${lastname}` };
}

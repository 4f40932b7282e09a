import { digest } from './personal-key';
import { rateLimitAddress, spend } from './rate-limit';

/*
 * Limits of the 6-digit codes (registration, e-mail and phone confirmation, password
 * restore). Each spends before the work it guards and throws a 429 with Retry-After past
 * its budget; a refused call counts for nothing it did not reach.
 */

/** One check of one code: at most 5, then the code is dead (ask for a new one). Spend before comparing. */
export async function limitCodeAttempt(codeId: number): Promise<void> {
  await spend('codeAttempts', String(codeId));
}

/**
 * One code sent to an e-mail or phone: no sooner than 60 seconds after the last one, and at
 * most 5 an hour. `target` is normalised by the caller (lib/auth normalizeLogin), so every
 * spelling of a number shares its budget.
 */
export async function limitCodeSend(target: string): Promise<void> {
  const key = digest(target);
  await spend('codeResend', key);
  await spend('codeTarget', key);
}

/**
 * One code a signed-in user has sent to confirm an e-mail or phone: 10 an hour, whatever the
 * addresses it comes from and the targets (a session cannot walk through other people's addresses).
 */
export async function limitCodeUser(userId: number): Promise<void> {
  await spend('codeUser', String(userId));
}

/** One code call (a send or a check) from an address: 30 an hour, whatever the targets and codes. */
export async function limitCodeRequest(address: string | null): Promise<void> {
  await spend('codeAddress', rateLimitAddress(address));
}

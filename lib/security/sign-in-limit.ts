import { digest } from './personal-key';
import { block, hasCount, LOCK_AFTER_FAILURES, LOCK_SECONDS, mark, rateLimitAddress, refund, resetRateLimit, spend } from './rate-limit';

/** Failed sign-ins of an account before each further try must wait. */
export const FREE_FAILURES = 5;

/** The wait before the next try after the n-th failure (n >= FREE_FAILURES): 2, 4, 8, 16, 32, then 60 seconds. */
export function signInPause(failures: number): number {
  return Math.min(2 ** (failures - FREE_FAILURES + 1), 60);
}

export type SignInAttempt = {
  /** The password was right: the attempt is given back and this address becomes known for the account. */
  succeeded(): Promise<void>;
  /** The login or password was wrong: the attempt stays counted, and the 20th failure locks the account at once. */
  failed(): Promise<void>;
};

/**
 * Spends one sign-in attempt, before the password is checked (so parallel tries are
 * counted too), or refuses it with a 429 and Retry-After:
 * - per address: 30 failures an hour, whatever the accounts;
 * - per account: from the 5th failure each try waits a growing pause (signInPause); the 20th
 *   failure within an hour locks the account for 15 minutes (its right password included);
 * - an address where the account signed in within 30 days has an account budget of its own,
 *   so a stranger elsewhere cannot lock the owner out there.
 * A refused attempt counts nowhere. A failure stays counted until its window ends: nothing
 * an attacker can do (not even signing in to their own account) resets a count.
 *
 * @param account the normalised login (lib/auth normalizeLogin), for existing accounts and unknown logins alike
 */
export async function startSignIn(account: string, address: string | null): Promise<SignInAttempt> {
  const addressKey = rateLimitAddress(address);
  const knownKey = `${digest(account)}@${addressKey}`;
  const known = address !== null && (await hasCount('signInKnownAddress', knownKey));
  const accountKey = known ? knownKey : digest(account);

  await spend('signInAddress', addressKey);
  let failures: number;
  try {
    failures = (await spend('signInAccount', accountKey)).consumedPoints;
  } catch (error) {
    await refund('signInAddress', addressKey);
    throw error;
  }
  if (failures >= FREE_FAILURES) {
    try {
      // One try per pause: the first to come opens the next pause, every other waits it out.
      await spend('signInPace', accountKey, { customDuration: signInPause(failures) });
    } catch (error) {
      await Promise.all([refund('signInAddress', addressKey), refund('signInAccount', accountKey)]);
      throw error;
    }
  }

  return {
    async succeeded() {
      await Promise.all([
        refund('signInAddress', addressKey),
        refund('signInAccount', accountKey),
        resetRateLimit('signInPace', accountKey),
        address === null ? undefined : mark('signInKnownAddress', knownKey),
      ]);
    },
    async failed() {
      if (failures >= LOCK_AFTER_FAILURES) await block('signInAccount', accountKey, LOCK_SECONDS);
    },
  };
}

import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getPool } from '@/lib/db/client';
import { TooManyRequestsError } from '@/lib/http/errors';
import { hasUnsafeText } from '@/lib/http/safe-text';
import { logger } from '@/lib/log';
import { addressKey, UNKNOWN_ADDRESS_KEY } from './address-key';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Failed sign-ins of an account within an hour that lock it, and for how long. */
export const LOCK_AFTER_FAILURES = 20;
export const LOCK_SECONDS = 15 * MINUTE;

type Budget = { points: number; duration: number; blockDuration?: number };

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * Every counter: points per key in a fixed window of seconds; past them a 429 until the
 * window (or the block) ends. The rules and their reasons: docs/decisions.md "Rate limits".
 */
function budgets() {
  return {
    /** Failed sign-ins from one address, whatever the accounts. */
    signInAddress: { points: 30, duration: HOUR },
    /** Failed sign-ins of one account an hour; the 20th locks it for 15 minutes (sign-in-limit.ts). */
    signInAccount: { points: LOCK_AFTER_FAILURES, duration: HOUR, blockDuration: LOCK_SECONDS },
    /** One try per pause once an account has failed 5 times (the pause is set per try). */
    signInPace: { points: 1, duration: 1 },
    /** Marks an address where an account signed in, for 30 days. */
    signInKnownAddress: { points: 1, duration: 30 * 24 * HOUR },
    /** Checks of one code: 5, for longer than any code lives. */
    codeAttempts: { points: 5, duration: 24 * HOUR },
    /** One code sent to an e-mail or phone per minute. */
    codeResend: { points: 1, duration: MINUTE },
    /** Codes sent to one e-mail or phone per hour. */
    codeTarget: { points: 5, duration: HOUR },
    /** Code sends and checks from one address per hour. */
    codeAddress: { points: 30, duration: HOUR },
    /** Codes one signed-in user has sent to confirm an e-mail or phone, per hour, whatever the addresses and targets. */
    codeUser: { points: 10, duration: HOUR },
    /** Appointment requests and questions from one address per hour. */
    formAddress: { points: 10, duration: HOUR },
    /** Reviews from one address per hour. */
    reviewAddress: { points: 10, duration: HOUR },
    /** OSMS status checks from one address per hour: enough for a family, too few to sweep IINs. */
    insuranceAddress: { points: 20, duration: HOUR },
    /** Holds and bookings of visits from one address (lib/booking): a person books a few; a script holding every slot is stopped. */
    bookingAddress: { points: 30, duration: HOUR },
    /** Releases of held times from one address per hour: a patient who changes their mind often; a token is needed anyway. */
    bookingReleaseAddress: { points: 60, duration: HOUR },
    /** Each kind of form one company takes per hour from all addresses together, so a botnet cannot flood a clinic. */
    companyForms: { points: positiveInteger(process.env.RATE_LIMIT_COMPANY_FORMS_PER_HOUR, 200), duration: HOUR },
    /** Failed access codes of one signed-in user per hour (business request_access). */
    accessCodeUser: { points: 10, duration: HOUR },
    /** Failed access codes from one address per hour, whatever the users. */
    accessCodeAddress: { points: 30, duration: HOUR },
    /** Clinics one user creates per day. */
    companyCreate: { points: 5, duration: 24 * HOUR },
    /** Service requests (CRM) of one user per hour. */
    serviceRequestUser: { points: 10, duration: HOUR },
    /** Profile photo uploads of one user per hour (each is decoded and re-encoded: CPU), counted before the file is read. */
    avatarUpload: { points: 20, duration: HOUR },
    /** Business calls with image files (logo, favicon, news image) of one user per hour, counted before the files are read. */
    businessUploadUser: { points: 30, duration: HOUR },
    /** The same calls for one company per hour, from all its members together. */
    businessUploadCompany: { points: 300, duration: HOUR },
    /** CSV exports of the inboxes one member makes per hour (each reads up to 5,000 rows and builds the file in memory). */
    inboxExportUser: { points: 60, duration: HOUR },
    /** News subscriptions and unsubscriptions of one user per hour, together. */
    subscriptionChange: { points: 30, duration: HOUR },
    /** Sign-in handoffs to clinic domains one signed-in user starts per hour (each stores a one-time token). */
    handoffUser: { points: 30, duration: HOUR },
    /** Staff invitations one member sends per hour (each is a mail to an address they typed). */
    invitationUser: { points: 20, duration: HOUR },
    /** Staff invitations to one cabinet per day, from all its managers together. */
    invitationCabinet: { points: 50, duration: 24 * HOUR },
    /** Machine-translation drafts one company asks per hour, from all its members together (each is a paid provider call, issue 31). */
    translateCompany: { points: positiveInteger(process.env.RATE_LIMIT_TRANSLATE_PER_HOUR, 60), duration: HOUR },
    /** Handoff calls from one address per hour, signed in or not. */
    handoffAddress: { points: 300, duration: HOUR },
  } satisfies Record<string, Budget>;
}

export type LimitName = keyof ReturnType<typeof budgets>;

const limiters = new Map<LimitName, RateLimiterAbstract>();

/** Counters live in PostgreSQL (the rate_limits table), so every instance sees the same counts (DESIGN "rate limits"). */
function limiter(name: LimitName): RateLimiterAbstract {
  let found = limiters.get(name);
  if (!found) {
    const budget: Budget = budgets()[name];
    found =
      process.env.RATE_LIMIT_STORE === 'memory'
        ? new RateLimiterMemory({ keyPrefix: name, ...budget })
        : new RateLimiterPostgres({ storeClient: getPool(), storeType: 'pool', tableName: 'rate_limits', tableCreated: true, keyPrefix: name, ...budget });
    limiters.set(name, found);
  }
  return found;
}

/**
 * Keys come from what clients send (a login, a forwarded address) and are stored in a
 * varchar(255) that refuses NUL: a long or odd key is counted under its SHA-256 instead.
 */
function storedKey(key: string): string {
  return key.length <= 128 && !hasUnsafeText(key) ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** Spends one point of a key; past the budget a 429 (TooManyRequestsError: Retry-After in seconds). */
export async function spend(name: LimitName, key: string, options?: { customDuration?: number }): Promise<RateLimiterRes> {
  try {
    return await limiter(name).consume(storedKey(key), 1, options);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new TooManyRequestsError(error.msBeforeNext);
    throw error;
  }
}

/** Gives back one point spent for an attempt that turned out not to count (a success, or one refused later). */
export async function refund(name: LimitName, key: string): Promise<void> {
  await limiter(name).reward(storedKey(key), 1);
}

/** Refuses a key for the given seconds from now (a lock). */
export async function block(name: LimitName, key: string, seconds: number): Promise<void> {
  await limiter(name).block(storedKey(key), seconds);
}

/** Forgets a key's count (tests, and the sign-in pause after a success). */
export async function resetRateLimit(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(storedKey(key));
}

/** Whether a key has a live count. */
export async function hasCount(name: LimitName, key: string): Promise<boolean> {
  return (await limiter(name).get(storedKey(key))) !== null;
}

/** Sets a key's count for its limit's whole window, from now. */
export async function mark(name: LimitName, key: string): Promise<void> {
  await limiter(name).set(storedKey(key), 1, budgets()[name].duration);
}

let warnedUnknown = false;

/**
 * The per-address key of a request, and a warning once per process when requests arrive
 * without an address: the front door that sets x-client-address is missing.
 */
export function rateLimitAddress(address: string | null): string {
  const key = addressKey(address);
  if (key === UNKNOWN_ADDRESS_KEY && !warnedUnknown) {
    warnedUnknown = true;
    logger.warn('rate limits: a request came without x-client-address; address-less requests share one budget (is the front door running?)');
  }
  return key;
}

export type FormKind = 'appointment' | 'question' | 'review' | 'insurance' | 'booking' | 'bookingRelease';

const FORM_ADDRESS_LIMIT: Record<FormKind, LimitName> = {
  appointment: 'formAddress',
  question: 'formAddress',
  review: 'reviewAddress',
  insurance: 'insuranceAddress',
  booking: 'bookingAddress',
  bookingRelease: 'bookingReleaseAddress',
};

/** One visitor form from an address: appointment requests and questions share a budget; reviews and OSMS checks have their own. */
export async function limitFormByAddress(kind: FormKind, address: string | null): Promise<void> {
  await spend(FORM_ADDRESS_LIMIT[kind], rateLimitAddress(address));
}

/** One visitor form to a company, from any address: each kind has the company-wide hourly budget. */
export async function limitFormByCompany(kind: FormKind, companyId: number): Promise<void> {
  await spend('companyForms', `${kind}:${companyId}`);
}

import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getPool } from '@/lib/db/client';
import { HttpError } from '@/lib/http/errors';
import { hasUnsafeText } from '@/lib/http/safe-text';

type LimitName = 'signIn' | 'codes' | 'forms' | 'insurance';

/** Attempts allowed per key (an address, a login) in a window of seconds. */
const LIMITS: Record<LimitName, { points: number; duration: number }> = {
  signIn: { points: 10, duration: 15 * 60 },
  codes: { points: 5, duration: 15 * 60 },
  forms: { points: 10, duration: 60 * 60 },
  // OSMS status checks by IIN: enough for a family, too few to sweep IINs for other people's status.
  insurance: { points: 20, duration: 60 * 60 },
};

const limiters = new Map<LimitName, RateLimiterAbstract>();

/** Counters live in PostgreSQL, so every instance sees the same counts (DESIGN "rate limits"). */
function limiter(name: LimitName): RateLimiterAbstract {
  let found = limiters.get(name);
  if (!found) {
    found =
      process.env.RATE_LIMIT_STORE === 'memory'
        ? new RateLimiterMemory({ keyPrefix: name, ...LIMITS[name] })
        : new RateLimiterPostgres({ storeClient: getPool(), storeType: 'pool', tableName: 'rate_limits', tableCreated: true, keyPrefix: name, ...LIMITS[name] });
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

/** Spends one attempt; past the limit the caller gets a 429 with Retry-After. */
export async function consumeRateLimit(name: LimitName, key: string): Promise<void> {
  try {
    await limiter(name).consume(storedKey(key));
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new HttpError(429, 'rate_limited', `Too many attempts; try again in ${Math.ceil(error.msBeforeNext / 1000)} s`);
    }
    throw error;
  }
}

export async function resetRateLimit(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(storedKey(key));
}

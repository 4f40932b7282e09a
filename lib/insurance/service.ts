import { HttpError } from '@/lib/http/errors';
import { logger } from '@/lib/log';
import { OsmsProviderError, osmsProviderConfig, requestOsmsStatus, type OsmsProviderConfig } from './provider';
import { OFFICIAL_OSMS_SERVICES, type OsmsStatusAnswer } from './schemas';

/**
 * One OSMS status check for a valid IIN. Without a provider the answer says so and names the
 * official services (never a guessed status); a provider that fails or is slow becomes a 503 or
 * 504 with a stable code, never a 500. The IIN is neither stored nor logged.
 */
export async function checkOsmsStatus(iin: string, requestId: string, config: OsmsProviderConfig | null = osmsProviderConfig()): Promise<OsmsStatusAnswer> {
  if (!config) return { result: 'not_configured', officialServices: OFFICIAL_OSMS_SERVICES.map(({ key, url }) => ({ key, url })) };
  try {
    return await requestOsmsStatus(config, iin, requestId);
  } catch (error) {
    if (!(error instanceof OsmsProviderError)) throw error;
    if (error.reason === 'rejected_iin') {
      throw new HttpError(400, 'invalid_input', 'The status provider does not accept this IIN', { iin: ['iin_rejected'] });
    }
    // A wrong address or key, or answers we cannot read, are for an operator to fix: errors, not warnings.
    const level = error.reason === 'misconfigured' || error.reason === 'refused' || error.reason === 'bad_answer' ? 'error' : 'warn';
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    logger[level]({ requestId, reason: error.reason, status: error.status, cause }, 'osms: the status provider failed');
    if (error.reason === 'timeout') throw new HttpError(504, 'osms_provider_timeout', 'The OSMS status provider did not answer in time');
    throw new HttpError(503, 'osms_provider_unavailable', 'The OSMS status provider is unavailable');
  }
}

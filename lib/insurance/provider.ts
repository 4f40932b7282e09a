import * as z from 'zod';
import { OSMS_CATEGORIES, type OsmsCategory } from './schemas';

/**
 * The OSMS status provider: an HTTP service configured by environment that answers, for one
 * IIN, whether the person is insured (docs/osms-provider.md has the contract). The IIN goes in
 * the POST body, never in a URL, so no access log in between keeps it.
 */
export type OsmsProviderConfig = { url: string; apiKey: string | null; timeoutMs: number };

export const DEFAULT_OSMS_TIMEOUT_MS = 8000;

/** OSMS_PROVIDER_URL, OSMS_PROVIDER_API_KEY, OSMS_PROVIDER_TIMEOUT_MS; null when no URL is set. */
export function osmsProviderConfig(env: NodeJS.ProcessEnv = process.env): OsmsProviderConfig | null {
  const url = env.OSMS_PROVIDER_URL?.trim();
  if (!url) return null;
  const timeoutMs = Number(env.OSMS_PROVIDER_TIMEOUT_MS);
  return {
    url,
    apiKey: env.OSMS_PROVIDER_API_KEY?.trim() || null,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_OSMS_TIMEOUT_MS,
  };
}

export const isOsmsProviderConfigured = (env: NodeJS.ProcessEnv = process.env) => osmsProviderConfig(env) !== null;

export type OsmsLookup = { result: 'found'; insured: boolean; category: OsmsCategory | null; validUntil: string | null } | { result: 'not_found' };

/** Why a call to the provider failed; none of them carries the IIN. */
export type OsmsProviderFailure = 'misconfigured' | 'timeout' | 'unreachable' | 'refused' | 'rejected_iin' | 'bad_status' | 'bad_answer';

export class OsmsProviderError extends Error {
  constructor(
    readonly reason: OsmsProviderFailure,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`OSMS provider: ${reason}${status ? ` (HTTP ${status})` : ''}`, options);
    this.name = 'OsmsProviderError';
  }
}

const providerAnswerSchema = z.object({
  insured: z.boolean(),
  // A category we do not know yet is still an answer: it shows as "another category".
  category: z.string().nullish(),
  validUntil: z.iso.date().nullish(),
});

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'));

function toCategory(value: string | null | undefined): OsmsCategory | null {
  if (!value) return null;
  return (OSMS_CATEGORIES as readonly string[]).includes(value) ? (value as OsmsCategory) : 'other';
}

/**
 * POST {OSMS_PROVIDER_URL} { iin } -> 200 { insured, category, validUntil } or 404 (no record).
 * Throws OsmsProviderError for everything else, within the configured timeout (body included).
 */
export async function requestOsmsStatus(config: OsmsProviderConfig, iin: string, requestId: string): Promise<OsmsLookup> {
  if (!/^https?:\/\//i.test(config.url) || !URL.canParse(config.url)) throw new OsmsProviderError('misconfigured');
  const signal = AbortSignal.timeout(config.timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-request-id': requestId };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let response: Response;
  try {
    // A redirect would resend the IIN to an address nobody configured.
    response = await fetch(config.url, { method: 'POST', headers, body: JSON.stringify({ iin }), signal, redirect: 'error' });
  } catch (error) {
    throw new OsmsProviderError(isTimeout(error) ? 'timeout' : 'unreachable', undefined, { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isTimeout(error)) throw new OsmsProviderError('timeout', response.status, { cause: error });
    body = undefined;
  }
  if (response.status === 404) return { result: 'not_found' };
  if (response.status === 400 || response.status === 422) throw new OsmsProviderError('rejected_iin', response.status);
  if (response.status === 401 || response.status === 403) throw new OsmsProviderError('refused', response.status);
  if (response.status !== 200) throw new OsmsProviderError('bad_status', response.status);
  const parsed = providerAnswerSchema.safeParse(body);
  if (!parsed.success) throw new OsmsProviderError('bad_answer', response.status);
  const { insured, category, validUntil } = parsed.data;
  return { result: 'found', insured, category: insured ? toCategory(category) : null, validUntil: insured ? (validUntil ?? null) : null };
}

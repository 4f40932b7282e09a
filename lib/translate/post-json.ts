import { TranslationFailedError } from './provider';

/** How long one provider request may take (TRANSLATION_TIMEOUT_MS, default 15 s) before the draft fails. */
export function translationTimeoutMs(): number {
  const parsed = Number(process.env.TRANSLATION_TIMEOUT_MS);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 15_000;
}

/**
 * POSTs JSON to a provider and answers its parsed JSON; unreachable, a timeout, a status other
 * than 2xx or a body that is not JSON throw TranslationFailedError. `label` names the provider in
 * the reason; keys never appear in it (the URL is not quoted).
 */
export async function postJson(label: string, url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(translationTimeoutMs()),
    });
  } catch (error) {
    throw new TranslationFailedError(`${label} unreachable: ${error instanceof Error ? error.name : 'error'}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new TranslationFailedError(`${label} answer unreadable: ${error instanceof Error ? error.name : 'error'}`);
  }
  if (!response.ok) throw new TranslationFailedError(`${label} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TranslationFailedError(`${label} answered HTTP ${response.status} with no JSON: ${text.slice(0, 200)}`);
  }
}

/** The base URL of a provider: the override (a test server, another region) or the default, without a trailing slash. */
export function baseUrl(override: string | undefined, fallback: string): string {
  return (override?.trim() || fallback).replace(/\/+$/, '');
}

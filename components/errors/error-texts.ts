import type { Messages } from '@/lib/i18n/message-files';

export type ErrorVariant = 'network' | 'server' | 'common';
export type ErrorMessages = Messages['Errors'];

/** The id of the JSON the root layout embeds: the Errors texts of the page's locale. */
export const ERROR_TEXTS_ID = 'error-texts';

/** SPEC 2.8: a network failure, a 500, or any other code (a generic title). */
export function errorVariant(error: Error | undefined, status: number | undefined, online: boolean): ErrorVariant {
  if (!online || (error && /network|failed to fetch|load failed/i.test(error.message))) return 'network';
  if (status === undefined || status === 500) return 'server';
  return 'common';
}

/**
 * The Errors texts the page carries with it. They are in the page, not in a script: an error
 * boundary must show them offline, and no page should ship every locale's messages for it.
 */
let lastText: string | null = null;
let lastParsed: ErrorMessages | null = null;

export function readEmbeddedErrorMessages(doc: Document = document): ErrorMessages | null {
  const text = doc.getElementById(ERROR_TEXTS_ID)?.textContent ?? null;
  // The same object for the same text: React's store snapshots must be stable.
  if (text === lastText) return lastParsed;
  lastText = text;
  try {
    lastParsed = text ? (JSON.parse(text) as ErrorMessages) : null;
  } catch {
    lastParsed = null;
  }
  return lastParsed;
}

/** The texts of the errors:network:*, errors:common:* keys of SPEC 8. */
export function errorTexts(messages: ErrorMessages, variant: ErrorVariant) {
  const head = variant === 'network' ? messages.network : variant === 'server' ? messages.server : { title: messages.common.title, description: '' };
  return { ...head, reloadPage: messages.common.reloadPage, returnToMain: messages.common.returnToMain, status: messages.common.status };
}

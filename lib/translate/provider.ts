/*
 * Machine translation (issue 31): drafts of a clinic's kk, uz and en texts from its Russian ones,
 * through one provider adapter chosen by the environment (config.ts). Server only.
 */

/** The languages a draft is made into; the source is always Russian. */
export const TRANSLATION_TARGETS = ['kk', 'uz', 'en'] as const;
export type TranslationTarget = (typeof TRANSLATION_TARGETS)[number];

/** PLAIN_TEXT for plain fields and a rich text's text nodes; HTML is kept for a later caller. */
export type TranslationFormat = 'text' | 'html';

/**
 * One provider: translates a batch of texts (within its own limits, see `limits`) from Russian,
 * answering as many texts in the same order, or throwing TranslationFailedError.
 */
export type TranslationProvider = {
  name: 'yandex' | 'google';
  /** What one request may carry: the sum of the texts' characters and the number of texts. */
  limits: { chars: number; items: number };
  translateBatch: (texts: string[], to: TranslationTarget, format: TranslationFormat) => Promise<string[]>;
};

/** A provider that did not answer, answered an error or something unreadable; `reason` is for the log, never for the user. */
export class TranslationFailedError extends Error {
  constructor(readonly reason: string) {
    super(`machine translation failed: ${reason}`);
    this.name = 'TranslationFailedError';
  }
}

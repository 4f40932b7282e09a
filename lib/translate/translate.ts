import { keepSpaces, planBatches, splitLongText } from './batches';
import type { TranslationFormat, TranslationProvider, TranslationTarget } from './provider';

/**
 * Texts from Russian into `to`, in order, through the provider: blank texts are kept as they are
 * (never sent), long ones cut within a request (splitLongText) and joined again, every piece
 * keeping its own leading and trailing white space; batches go one after another. Throws
 * TranslationFailedError when any batch fails (no half-translated answer).
 */
export async function translateTexts(provider: TranslationProvider, texts: readonly string[], to: TranslationTarget, format: TranslationFormat = 'text'): Promise<string[]> {
  const pieces: string[] = [];
  const piecesOf: number[][] = texts.map((text) => {
    if (text.trim() === '') return [];
    return splitLongText(text, provider.limits.chars).map((piece) => pieces.push(piece) - 1);
  });
  const sendable = pieces.map((piece, index) => ({ piece, index })).filter(({ piece }) => piece.trim() !== '');
  const translated = [...pieces];
  for (const batch of planBatches(sendable.map(({ piece }) => piece.trim()), provider.limits)) {
    const entries = batch.map((position) => sendable[position]);
    const answers = await provider.translateBatch(entries.map(({ piece }) => piece.trim()), to, format);
    entries.forEach(({ piece, index }, position) => {
      translated[index] = keepSpaces(piece, answers[position]);
    });
  }
  return texts.map((text, index) => (piecesOf[index].length === 0 ? text : piecesOf[index].map((piece) => translated[piece]).join('')));
}

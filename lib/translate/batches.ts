/*
 * Cutting what is sent to a provider within its limits (pure). A text longer than one request is
 * cut at a paragraph, then a sentence, then a word, so each piece reads on its own; batches are
 * filled in order up to the characters and items a request may carry.
 */

/** Where a long text may be cut, best first: after a line break, a sentence's end, a space. */
const CUTS = [/\n/g, /[.!?…;:]\s/g, /\s/g];

/** The text as pieces of at most `max` characters each whose concatenation is the text. */
export function splitLongText(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = 0;
    for (const pattern of CUTS) {
      for (const match of window.matchAll(pattern)) cut = Math.max(cut, match.index + match[0].length);
      if (cut > 0) break;
    }
    // No break in the window: cut at the limit, but never between the halves of a surrogate pair.
    if (cut === 0) cut = /[\uD800-\uDBFF]/.test(window[max - 1] ?? '') ? max - 1 : max;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0 || pieces.length === 0) pieces.push(rest);
  return pieces;
}

/** Texts (each within `limits.chars`) grouped in order into batches within both limits; answers indexes into `texts`. */
export function planBatches(texts: readonly string[], limits: { chars: number; items: number }): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let chars = 0;
  texts.forEach((text, index) => {
    if (current.length > 0 && (chars + text.length > limits.chars || current.length >= limits.items)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(index);
    chars += text.length;
  });
  if (current.length > 0) batches.push(current);
  return batches;
}

/** A text's leading and trailing white space, which providers drop and a text node needs ("Мы " before a bold word). */
export function keepSpaces(original: string, translated: string): string {
  const lead = /^\s*/.exec(original)![0];
  const trail = original.length > lead.length ? /\s*$/.exec(original)![0] : '';
  return lead + translated.trim() + trail;
}

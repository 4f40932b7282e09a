/**
 * What text a request may carry (issue 9 "No 500 for anything a client can send"). PostgreSQL
 * refuses NUL in text, and no person types the other C0 controls or half a surrogate pair:
 * such text is refused with a 400 at the API's edge (middleware/safe-input.ts) and makes a page
 * segment name nothing (its 404). Isomorphic and dependency-free: the browser forms use it too.
 */

/** In text fields: C0 controls other than tab, LF and CR; DEL; unpaired surrogates. */
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/** In a decoded path segment or query value: every C0 control and DEL (a URL has no line breaks), unpaired surrogates. */
const UNSAFE_IN_URL = /[\u0000-\u001f\u007f]|\p{Cs}/u;

export const hasUnsafeText = (text: string): boolean => UNSAFE_IN_TEXT.test(text);

export const hasUnsafeUrlText = (text: string): boolean => UNSAFE_IN_URL.test(text);

/**
 * Text as a person meant it when it was pasted: the vertical tab and form feed some editors put
 * for line and page breaks (Word does) become line breaks, the other unsafe characters go. The
 * browser forms send their values through it, so a person never meets the API's refusal.
 */
export function cleanTypedText(text: string): string {
  if (!hasUnsafeText(text)) return text;
  return text.replace(/[\u000b\u000c]/g, '\n').replace(/[\u0000-\u0008\u000e-\u001f\u007f]|\p{Cs}/gu, '');
}

type Place = { value: unknown; key: string; parent: Place | null };

const pathOf = (place: Place): string => {
  const keys: string[] = [];
  for (let at: Place | null = place; at?.parent; at = at.parent) keys.push(at.key);
  // A field name, not a copy of the body: a path thousands of levels deep is cut short.
  return keys.reverse().join('.').slice(0, 200) || '_';
};

/** Where a value parsed from a request holds unsafe text: ['name', 'items.2.title'], '_' for a key; at most `limit` places. */
export function findUnsafeText(value: unknown, limit = 20): string[] {
  const found = new Set<string>();
  // A queue, not recursion (a body may nest thousands of levels deep); paths are only built for what is found.
  const queue: Place[] = [{ value, key: '', parent: null }];
  for (let next = 0; next < queue.length && found.size < limit; next++) {
    const place = queue[next];
    const current = place.value;
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) found.add(pathOf(place));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => queue.push({ value: item, key: String(index), parent: place }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasUnsafeText(key)) found.add(pathOf(place));
        else queue.push({ value: item, key, parent: place });
      }
    }
  }
  return [...found];
}

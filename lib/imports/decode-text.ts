/**
 * The text of an uploaded CSV file, whatever the clinic's Excel saved it as: UTF-8 (with or without
 * a byte-order mark), UTF-16 with a mark (Excel's «Текст Юникод»), or Windows-1251 (Excel's «CSV
 * (разделители — запятые)» on a Russian Windows). UTF-8 is tried strictly first: a Windows-1251
 * file with Cyrillic is never valid UTF-8, so the two cannot be confused. Node's TextDecoder
 * (full ICU) knows every one of them, so no decoding library is needed.
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1251';

export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1251').decode(bytes), encoding: 'windows-1251' };
  }
}

/**
 * Whether decoded text looks like a table a person typed rather than a binary file renamed .csv (a
 * photo, a PDF, an old .xls): no NUL or other control characters beyond tab and line ends, and
 * next to no replacement characters.
 */
export function looksLikeText(text: string): boolean {
  if (!text.trim()) return false;
  const sample = text.slice(0, 64 * 1024);
  let odd = 0;
  for (const char of sample) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0) return false;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) odd += 1;
  }
  return odd <= sample.length / 1000;
}

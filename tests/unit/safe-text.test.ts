import { describe, expect, it } from 'vitest';
import { cleanTypedText, findUnsafeText, hasUnsafeText, hasUnsafeUrlText } from '@/lib/http/safe-text';

describe('what text a request may carry (issue 9)', () => {
  it('refuses C0 controls but tab, LF and CR, DEL and unpaired surrogates in text; keeps every other character', () => {
    for (const odd of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f', '\ud800', '\udfff', 'a\udc00\ud800b']) {
      expect(hasUnsafeText(`x${odd}y`), JSON.stringify(odd)).toBe(true);
    }
    for (const fine of ['', 'Строка\r\n\tвторая', '😀', 'oʻzbek', 'İ ß ẞ', '\u0085 \u00a0 \u2028 \u200b \u202e \ufeff', '\ud83d\ude00']) {
      expect(hasUnsafeText(fine), JSON.stringify(fine)).toBe(false);
    }
  });

  it('in a URL part even tab and line breaks are refused', () => {
    for (const odd of ['\t', '\n', '\r', '\u0000', '\u007f']) expect(hasUnsafeUrlText(`a${odd}`)).toBe(true);
    expect(hasUnsafeUrlText('клиника news-1 /.~')).toBe(false);
  });

  it('names every field with unsafe text, nested or in a key, and walks deep bodies without recursion', () => {
    expect(findUnsafeText({ name: 'ok', text: 'a\u0000', list: [{ title: '\u0001' }, 'fine'] })).toEqual(['text', 'list.0.title']);
    expect(findUnsafeText({ 'bad\u0000key': 1 })).toEqual(['_']);
    expect(findUnsafeText('\u0000')).toEqual(['_']);
    expect(findUnsafeText({ n: 1, b: true, z: null, s: 'ok' })).toEqual([]);
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(findUnsafeText(deep)).toHaveLength(1);
    expect(findUnsafeText(Array.from({ length: 100 }, () => '\u0000'))).toHaveLength(20);
  });

  it('cleans pasted text as a person meant it', () => {
    expect(cleanTypedText('one\u000btwo\u000cthree')).toBe('one\ntwo\nthree');
    expect(cleanTypedText('a\u0000b\u0007c\u007f\ud800d\r\n\te')).toBe('abcd\r\n\te');
    expect(cleanTypedText('😀 ʻ')).toBe('😀 ʻ');
  });
});

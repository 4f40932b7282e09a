import { describe, expect, it } from 'vitest';
import { keepSpaces, planBatches, splitLongText } from '@/lib/translate/batches';
import type { TranslationProvider } from '@/lib/translate/provider';
import { translateTexts } from '@/lib/translate/translate';

/** A provider that upper-cases and records each batch it was sent, within the given limits. */
function recordingProvider(limits: { chars: number; items: number }) {
  const batches: string[][] = [];
  const provider: TranslationProvider = {
    name: 'yandex',
    limits,
    async translateBatch(texts) {
      batches.push(texts);
      return texts.map((text) => `[${text.toUpperCase()}]`);
    },
  };
  return { provider, batches };
}

describe('machine drafts: batches within the provider limits (issue 31)', () => {
  it('a long text is cut at a line break, then a sentence end, then a space, and the pieces join back to it', () => {
    const text = `${'а'.repeat(40)}\n${'б'.repeat(30)}. ${'в'.repeat(50)} ${'г'.repeat(10)}`;
    const pieces = splitLongText(text, 60);
    expect(pieces.join('')).toBe(text);
    expect(pieces.every((piece) => piece.length <= 60)).toBe(true);
    expect(pieces[0]).toBe(`${'а'.repeat(40)}\n`);
    expect(pieces[1]).toBe(`${'б'.repeat(30)}. `);
    expect(pieces[2]).toBe(`${'в'.repeat(50)} `);
  });

  it('a text with no break is cut at the limit, never inside a surrogate pair', () => {
    const text = `${'x'.repeat(9)}😀${'y'.repeat(5)}`;
    const pieces = splitLongText(text, 10);
    expect(pieces[0]).toBe('x'.repeat(9));
    expect(pieces.join('')).toBe(text);
  });

  it('Yandex\'s 10,000 characters: 3 texts of 4,000 go in two requests; the item limit also starts a new one', () => {
    const texts = ['a', 'b', 'c'].map((letter) => letter.repeat(4000));
    expect(planBatches(texts, { chars: 10_000, items: 100 })).toEqual([[0, 1], [2]]);
    expect(planBatches(['a', 'b', 'c', 'd', 'e'], { chars: 10_000, items: 2 })).toEqual([[0, 1], [2, 3], [4]]);
  });

  it('leading and trailing spaces of a text survive a provider that trims them', () => {
    expect(keepSpaces('Мы ', 'We')).toBe('We ');
    expect(keepSpaces(' и ', ' and')).toBe(' and ');
    expect(keepSpaces('\nТекст', 'Text\n')).toBe('\nText');
  });

  it('translateTexts keeps the order, skips blank texts, and splits a 25,000-character text into requests of at most 10,000', async () => {
    const { provider, batches } = recordingProvider({ chars: 10_000, items: 100 });
    const long = Array.from({ length: 2500 }, () => 'слово бла.').join(' ');
    const result = await translateTexts(provider, ['Привет', '  ', long, 'Пока '], 'kk');
    expect(batches.every((batch) => batch.join('').length <= 10_000)).toBe(true);
    expect(batches.length).toBeGreaterThanOrEqual(3);
    expect(batches.flat()).not.toContain('  ');
    expect(result[0]).toBe('[ПРИВЕТ]');
    expect(result[1]).toBe('  ');
    expect(result[2].replace(/[[\]]/g, '').replace(/\s+/g, ' ')).toBe(long.toUpperCase().replace(/\s+/g, ' '));
    expect(result[3]).toBe('[ПОКА] ');
  });
});

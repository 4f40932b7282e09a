import { describe, expect, it } from 'vitest';
import { parsePublishedAt } from '@/lib/business/site/news/schemas';
import { firstFreeSlug, isValidNewsSlug, slugFromTitle } from '@/lib/business/site/slug';

describe('news slugs from titles', () => {
  it('transliterates Russian and Kazakh, drops Uzbek apostrophes and accents, and joins words with dashes', () => {
    expect(slugFromTitle('Новый аппарат МРТ')).toBe('novyy-apparat-mrt');
    expect(slugFromTitle('Щедрый приём: съезд «врачей» — 2026!')).toBe('shchedryy-priem-sezd-vrachey-2026');
    expect(slugFromTitle('Жаңа ғимарат, Өскемен')).toBe('zhana-gimarat-oskemen');
    expect(slugFromTitle('Oʻzbekistonda yangi gʻoya')).toBe('ozbekistonda-yangi-goya');
    expect(slugFromTitle('Café déjà vu')).toBe('cafe-deja-vu');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('cuts a long title at a word, 80 characters at most', () => {
    const slug = slugFromTitle('Очень длинный заголовок новости клиники о том как правильно готовиться к анализам крови утром');
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(isValidNewsSlug(slug)).toBe(true);
  });

  it('takes the next free slug, never the paginator\'s `page`, and `news` for a title with no letters', async () => {
    const taken = new Set(['novosti', 'novosti-2']);
    expect(await firstFreeSlug('novosti', async (slug) => taken.has(slug))).toBe('novosti-3');
    expect(await firstFreeSlug('page', async () => false)).toBe('page-2');
    expect(await firstFreeSlug('', async () => false)).toBe('news');
  });

  it('accepts lower-case Latin letters, digits and inner dashes only, up to 100 characters', () => {
    for (const slug of ['a', 'new-mri-2026', 'x'.repeat(100)]) expect(isValidNewsSlug(slug), slug).toBe(true);
    for (const slug of ['', 'page', '-a', 'a-', 'Новость', 'A', 'a_b', 'a b', 'x'.repeat(101)]) expect(isValidNewsSlug(slug), slug).toBe(false);
  });
});

describe('published_at', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);

  it('takes ISO 8601 with a zone as it is', () => {
    expect(parsePublishedAt('2026-12-01T09:00:00+05:00', now)?.toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(parsePublishedAt('2026-12-01T09:00:00Z', now)?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(parsePublishedAt('2026-12-01T09:00:00.250Z', now)?.toISOString()).toBe('2026-12-01T09:00:00.250Z');
  });

  it('reads a time without a zone as the clinics\' wall time in Almaty (UTC+5)', () => {
    expect(parsePublishedAt('2026-12-01', now)?.toISOString()).toBe('2026-11-30T19:00:00.000Z');
    expect(parsePublishedAt('2026-12-01T09:30', now)?.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(parsePublishedAt('2026-12-01 09:30:15', now)?.toISOString()).toBe('2026-12-01T04:30:15.000Z');
  });

  it('refuses what is no date, an impossible day, before 2000 or more than five years ahead', () => {
    for (const value of ['', 'tomorrow', '01.12.2026', '2026-02-30', '2026-13-01', '2026-12-01T24:00', '1999-12-31T23:00:00Z', '2032-01-01', '2026-12-01T09:00+99:99']) {
      expect(parsePublishedAt(value, now), value).toBeNull();
    }
    expect(parsePublishedAt('2031-11-01', now)).not.toBeNull();
  });
});

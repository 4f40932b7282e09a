import { describe, expect, it } from 'vitest';
import { CITIES, CITY_KEYS } from '@/lib/db/directory/cities';
import { SPECIALTY_KEYS } from '@/lib/db/directory/specialties';
import { clinicSearchQuery, parseClinicSearch } from '@/lib/platform/search-params';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';

// Issue 21: the directory's city and specialty filters, their names and their place in the address.

describe('the directory’s lists', () => {
  it('name every city and specialty in all four message files, and no other', () => {
    for (const [locale, file] of Object.entries({ ru, kk, uz, en })) {
      expect(Object.keys(file.PlatformDirectory.cities).sort(), locale).toEqual([...CITY_KEYS].sort());
      expect(Object.keys(file.PlatformDirectory.specialties).sort(), locale).toEqual([...SPECIALTY_KEYS].sort());
    }
  });

  it('spell each city the way the message files show it, so an address written so is read back', () => {
    for (const city of CITIES) {
      const names: readonly string[] = city.names;
      expect(names, city.key).toContain((ru.PlatformDirectory.cities as Record<string, string>)[city.key]);
    }
  });
});

describe('the directory’s filters in the address', () => {
  it('reads a known city and specialty: /?city=almaty&specialty=cardiologist', () => {
    expect(parseClinicSearch({ city: 'almaty', specialty: 'cardiologist', page: '2' })).toEqual({ query: '', page: 2, city: 'almaty', specialty: 'cardiologist' });
  });

  it('reads an unknown or repeated one as no filter, never an error', () => {
    expect(parseClinicSearch({ city: 'atlantis', specialty: '<script>' })).toEqual({ query: '', page: 1 });
    expect(parseClinicSearch({ city: ['astana', 'almaty'] }).city).toBe('astana');
  });

  it('writes them back in a fixed order', () => {
    expect(clinicSearchQuery({ query: 'Мед', page: 2, city: 'tashkent', specialty: 'dentist' })).toBe(`?q=${encodeURIComponent('Мед')}&city=tashkent&specialty=dentist&page=2`);
  });
});

import { describe, expect, it } from 'vitest';
import { languageChoiceHref, languageChoiceResponse } from '@/lib/platform/language-choice';
import { CLINIC_QUERY_MAX, clinicSearchQuery, parseClinicSearch, platformHomeHref } from '@/lib/platform/search-params';

describe('the platform home’s search in the address', () => {
  it('reads q and page: /?q=Алматы&page=2', () => {
    expect(parseClinicSearch({ q: '  Алматы  ', page: '2' })).toEqual({ query: 'Алматы', page: 2 });
  });

  it('reads anything odd as the first page of every clinic, never an error', () => {
    for (const page of [undefined, '', '0', '-3', 'abc', '1.5', '9999999', ['x', '2']]) expect(parseClinicSearch({ page }).page).toBe(1);
    expect(parseClinicSearch({}).query).toBe('');
    expect(parseClinicSearch({ q: ['Демо', 'Астана'] }).query).toBe('Демо');
    expect(parseClinicSearch({ q: 'Демо \n\t Мед' }).query).toBe('Демо Мед');
  });

  it('cuts a long search text to the field’s length', () => {
    expect(parseClinicSearch({ q: 'а'.repeat(500) }).query).toHaveLength(CLINIC_QUERY_MAX);
  });

  it('writes the search back: no query string for the first page of every clinic', () => {
    expect(clinicSearchQuery({ query: '', page: 1 })).toBe('');
    expect(clinicSearchQuery({ query: 'Алматы', page: 1 })).toBe('?q=%D0%90%D0%BB%D0%BC%D0%B0%D1%82%D1%8B');
    expect(clinicSearchQuery({ query: 'a&b', page: 3 })).toBe('?q=a%26b&page=3');
  });

  it('links the home in each locale with the same search (the language switch)', () => {
    expect(platformHomeHref('ru')).toBe('/');
    expect(platformHomeHref('kk')).toBe('/kk');
    expect(platformHomeHref('ru', { query: 'Демо', page: 2 })).toBe(`/?q=${encodeURIComponent('Демо')}&page=2`);
    expect(platformHomeHref('uz', { query: '', page: 2 })).toBe('/uz?page=2');
  });
});

describe('the platform home’s language switch without a script', () => {
  it('links the choice from the current locale with the search: /kk/language/ru?q=…', () => {
    expect(languageChoiceHref('kk', 'ru', { query: 'Демо', page: 2 })).toBe(`/kk/language/ru?q=${encodeURIComponent('Демо')}&page=2`);
    expect(languageChoiceHref('ru', 'uz', { query: '', page: 1 })).toBe('/language/uz');
  });

  it('remembers the choice for a year and goes to the home in that language, keeping the search', () => {
    const answer = languageChoiceResponse(new URL('http://localhost:3000/kk/language/ru?q=%D0%94%D0%B5%D0%BC%D0%BE&page=2'), 'ru');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/?q=${encodeURIComponent('Демо')}&page=2`);
    expect(answer.headers.get('set-cookie')).toBe('NEXT_LOCALE=ru; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(languageChoiceResponse(new URL('https://clinics.example/language/kk'), 'kk').headers.get('set-cookie')).toContain('; Secure');
    expect(languageChoiceResponse(new URL('https://clinics.example/language/kk'), 'kk').headers.get('location')).toBe('/kk');
  });

  it('only to the home: an unknown language is a 404, and nothing else of the address is followed', () => {
    expect(languageChoiceResponse(new URL('http://localhost/language/de'), 'de').status).toBe(404);
    const answer = languageChoiceResponse(new URL('http://localhost/language/en?to=https://evil.example&q=x'), 'en');
    expect(answer.headers.get('location')).toBe('/en?q=x');
  });
});

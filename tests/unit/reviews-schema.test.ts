import { describe, expect, it } from 'vitest';
import { reviewFieldErrors, reviewInputSchema } from '@/lib/content/reviews/schemas';
import { specialtyKey } from '@/lib/content/specialists/wire';

const valid = { COMPANY_CODE: 'DEMO', AUTHOR_NAME: ' Айдана ', RATING: 4, TEXT: ' Спасибо! ', consent: true };
const errorsOf = (input: unknown) => {
  const result = reviewInputSchema.safeParse(input);
  return result.success ? {} : reviewFieldErrors(result.error.issues);
};

describe('review form schema (shared by the form and the API)', () => {
  it('accepts a review, trimming the name and the text', () => {
    expect(reviewInputSchema.parse(valid)).toMatchObject({ AUTHOR_NAME: 'Айдана', TEXT: 'Спасибо!', RATING: 4 });
  });

  it('needs the consent to the processing of personal data, exactly true', () => {
    for (const consent of [undefined, false, 'true', 1, 'on']) expect(errorsOf({ ...valid, consent }), String(consent)).toEqual({ consent: 'consent_required' });
  });

  it('reports a missing field as required and a wrong type as invalid_type', () => {
    expect(errorsOf({})).toMatchObject({ COMPANY_CODE: 'required', AUTHOR_NAME: 'required', RATING: 'required', TEXT: 'required' });
    expect(errorsOf({ ...valid, AUTHOR_NAME: 5, TEXT: [] })).toMatchObject({ AUTHOR_NAME: 'invalid_type', TEXT: 'invalid_type' });
    expect(errorsOf('text')).toEqual({ _: 'invalid_type' });
  });

  it('takes a whole rating from 1 to 5 only', () => {
    for (const rating of [1, 5]) expect(errorsOf({ ...valid, RATING: rating })).toEqual({});
    for (const rating of [0, 6, 2.5, '3', null]) expect(errorsOf({ ...valid, RATING: rating }).RATING).toMatch(/rating_range|required/);
  });

  it('limits the name to 100 characters and the text to 5000', () => {
    expect(errorsOf({ ...valid, AUTHOR_NAME: 'a'.repeat(101), TEXT: 'b'.repeat(5001) })).toEqual({ AUTHOR_NAME: 'too_long', TEXT: 'too_long' });
    expect(errorsOf({ ...valid, AUTHOR_NAME: 'a'.repeat(100), TEXT: 'b'.repeat(5000) })).toEqual({});
  });

  it('treats a blank name or text as missing', () => {
    expect(errorsOf({ ...valid, AUTHOR_NAME: '   ', TEXT: '\n\n' })).toEqual({ AUTHOR_NAME: 'required', TEXT: 'required' });
  });

  it('keeps markup as plain text', () => {
    expect(reviewInputSchema.parse({ ...valid, TEXT: '<script>alert(1)</script>' }).TEXT).toBe('<script>alert(1)</script>');
  });

  it('lets the specialist be absent, null or empty (a review of the clinic)', () => {
    for (const SPECIALIST of [undefined, null, '']) expect(errorsOf({ ...valid, SPECIALIST })).toEqual({});
  });
});

describe('specialtyKey', () => {
  it('transliterates the Russian specialty, the same key in every locale', () => {
    expect(specialtyKey({ ru: 'Врач-кардиолог', kk: 'Кардиолог дәрігер', en: 'Cardiologist' })).toBe('vrach-kardiolog');
    expect(specialtyKey({ ru: 'Врач ультразвуковой диагностики' })).toBe('vrach-ultrazvukovoy-diagnostiki');
    expect(specialtyKey({ ru: 'Травматолог-ортопед' })).toBe('travmatolog-ortoped');
  });

  it('never returns an empty key', () => {
    expect(specialtyKey({ ru: '—' })).toBe('other');
  });
});

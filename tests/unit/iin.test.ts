import { describe, expect, it } from 'vitest';
import { checkIin, iinBirthDate, iinCheckDigit, isValidIin } from '@/lib/insurance/iin';
import { osmsStatusRequestSchema } from '@/lib/insurance/schemas';

// The Kazakh IIN: YYMMDD, a century-and-sex digit 1..6, four serial digits, a check digit.
const TODAY = '2026-03-15';

/** An IIN with the right check digit for its first 11 digits. */
function withCheckDigit(first11: string): string {
  const digit = iinCheckDigit(first11);
  if (digit === null) throw new Error(`no valid IIN starts with ${first11}`);
  return `${first11}${digit}`;
}

describe('checkIin', () => {
  it('accepts valid IINs and reads the birth date and sex from them', () => {
    expect(checkIin('900101300017', TODAY)).toEqual({ ok: true, birthDate: '1990-01-01', sex: 'male' });
    expect(checkIin('851203400128', TODAY)).toEqual({ ok: true, birthDate: '1985-12-03', sex: 'female' });
    expect(checkIin('100522501238', TODAY)).toEqual({ ok: true, birthDate: '2010-05-22', sex: 'male' });
    expect(checkIin('670121300115', TODAY)).toEqual({ ok: true, birthDate: '1967-01-21', sex: 'male' });
    // 29 February of a leap year, born in the 2000s (digit 7 = 6: a woman).
    expect(checkIin('000229600450', TODAY)).toEqual({ ok: true, birthDate: '2000-02-29', sex: 'female' });
  });

  it('takes an IIN typed with spaces', () => {
    expect(checkIin(' 900101 3000 17 ', TODAY).ok).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(checkIin('900101300012', TODAY)).toEqual({ ok: false, problem: 'iin_checksum' });
    expect(checkIin('851203400121', TODAY)).toEqual({ ok: false, problem: 'iin_checksum' });
  });

  it('computes the check digit with the second weights when the first pass gives 10', () => {
    // 9·1 + 0·2 + 0·3 + 1·4 + 0·5 + 1·6 + 3·7 + 0·8 + 0·9 + 8·10 + 1·11 = 131 ≡ 10 (mod 11);
    // then 9·3 + 1·6 + 1·8 + 3·9 + 8·1 + 1·2 = 78 ≡ 1 (mod 11).
    expect(iinCheckDigit('90010130081')).toBe(1);
    expect(checkIin('900101300811', TODAY).ok).toBe(true);
    expect(checkIin('900101300810', TODAY)).toEqual({ ok: false, problem: 'iin_checksum' });
  });

  it('refuses every IIN whose first 11 digits give 10 in both passes', () => {
    expect(iinCheckDigit('90010130080')).toBeNull();
    for (let digit = 0; digit <= 9; digit += 1) expect(checkIin(`90010130080${digit}`, TODAY)).toEqual({ ok: false, problem: 'iin_checksum' });
  });

  it('refuses a birth date the calendar lacks, even with a right check digit', () => {
    for (const first11 of ['90130130001', '90000130001', '90023030001', '90043130001', '90010030001', '01022950001', '00022930001']) {
      expect(checkIin(withCheckDigit(first11), TODAY), first11).toEqual({ ok: false, problem: 'iin_date' });
    }
  });

  it('refuses a century-and-sex digit outside 1..6', () => {
    for (const century of ['0', '7', '8', '9']) {
      expect(checkIin(withCheckDigit(`900101${century}0001`), TODAY), century).toEqual({ ok: false, problem: 'iin_date' });
    }
    expect(iinBirthDate('900101100017')).toBe('1890-01-01');
  });

  it('refuses a birth date after today', () => {
    expect(checkIin(withCheckDigit('26031650001'), TODAY)).toEqual({ ok: false, problem: 'iin_date' });
    expect(checkIin(withCheckDigit('26031550001'), TODAY).ok).toBe(true);
  });

  it('refuses a wrong length', () => {
    expect(checkIin('90010130001', TODAY)).toEqual({ ok: false, problem: 'iin_length' });
    expect(checkIin('9001013000170', TODAY)).toEqual({ ok: false, problem: 'iin_length' });
  });

  it('refuses anything but digits', () => {
    for (const value of ['90010130001A', '9001-0130-0017', '９００１０１３０００１７', '900101.300017']) {
      expect(checkIin(value, TODAY), value).toEqual({ ok: false, problem: 'iin_digits' });
    }
  });

  it('asks for an IIN when nothing is typed', () => {
    expect(checkIin('   ', TODAY)).toEqual({ ok: false, problem: 'required' });
    expect(isValidIin('')).toBe(false);
  });
});

describe('osmsStatusRequestSchema', () => {
  const codeOf = (body: unknown) => {
    const parsed = osmsStatusRequestSchema.safeParse(body);
    return parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('sends the IIN without the spaces it was typed with', () => {
    expect(osmsStatusRequestSchema.parse({ iin: '900101 300017' })).toEqual({ iin: '900101300017' });
  });

  it('names each problem by a stable code at the iin field', () => {
    expect(codeOf({})).toEqual(['iin:required']);
    expect(codeOf({ iin: 900101300017 })).toEqual(['iin:invalid_type']);
    expect(codeOf({ iin: '900101300012' })).toEqual(['iin:iin_checksum']);
    expect(codeOf({ iin: '9001013000' })).toEqual(['iin:iin_length']);
    expect(codeOf({ iin: 'x'.repeat(1000) })).toEqual(['iin:iin_length']);
    expect(codeOf(null)).toEqual([':invalid_type']);
  });
});

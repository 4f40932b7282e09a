import { describe, expect, it } from 'vitest';
import { appointmentSchema, clinicDate, fieldErrors, questionSchema, toIsoDate } from '@/lib/forms/schemas';

const appointment = (extra: Record<string, unknown> = {}) => ({ COMPANY_CODE: 'DEMO', name: 'Асель', phone: '+7 701 555 12 34', consent: true, ...extra });
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => fieldErrors(result.error?.issues ?? []);

describe('visitor form schemas (shared by the form and the API)', () => {
  it('stores the phone with a leading plus (SPEC 3) through the one normaliser; a domestic 8 7xx number becomes +7 7xx', () => {
    expect(appointmentSchema.parse(appointment({ phone: '998 90 123 45 67' })).phone).toBe('+998901234567');
    expect(questionSchema.parse({ COMPANY_CODE: 'DEMO', name: 'Асель', email: 'a@b.kz', phone: '8 701 555 12 34', text: 'Вопрос', consent: true }).phone).toBe('+77015551234');
    expect(appointmentSchema.parse(appointment({ phone: '8 (701) 555-12-34' })).phone).toBe('+77015551234');
    expect(errorsOf(appointmentSchema.safeParse(appointment({ phone: '555-12' })))).toEqual({ phone: 'invalid_phone' });
    expect(errorsOf(appointmentSchema.safeParse(appointment({ phone: 'call me' })))).toEqual({ phone: 'invalid_phone' });
  });

  it('takes the preferred date as YYYY-MM-DD or DD.MM.YYYY (SPEC 5), optional, from today to a year ahead', () => {
    const today = clinicDate();
    expect(appointmentSchema.parse(appointment()).preferredDate).toBeUndefined();
    expect(appointmentSchema.parse(appointment({ preferredDate: '' })).preferredDate).toBeUndefined();
    expect(appointmentSchema.parse(appointment({ preferredDate: today })).preferredDate).toBe(today);
    expect(appointmentSchema.parse(appointment({ preferredDate: today.split('-').reverse().join('.') })).preferredDate).toBe(today);
    expect(errorsOf(appointmentSchema.safeParse(appointment({ preferredDate: clinicDate(-1) })))).toEqual({ preferredDate: 'date_in_past' });
    expect(errorsOf(appointmentSchema.safeParse(appointment({ preferredDate: clinicDate(400) })))).toEqual({ preferredDate: 'date_too_far' });
    expect(errorsOf(appointmentSchema.safeParse(appointment({ preferredDate: '31.02.2030' })))).toEqual({ preferredDate: 'invalid_date' });
    expect(toIsoDate('5.3.2030')).toBe('2030-03-05');
  });

  it('requires consent to personal-data processing to be exactly true', () => {
    for (const consent of [undefined, false, 'true', 1]) {
      expect(errorsOf(appointmentSchema.safeParse(appointment({ consent })))).toEqual({ consent: 'consent_required' });
    }
  });

  it('gives one stable code per field: required, invalid_type, too_long, invalid_email', () => {
    expect(errorsOf(questionSchema.safeParse({ COMPANY_CODE: 'DEMO', consent: true }))).toEqual({ name: 'required', email: 'required', text: 'required' });
    expect(errorsOf(questionSchema.safeParse({ COMPANY_CODE: 'DEMO', consent: true, name: 5, email: 'x@', text: 'я'.repeat(1_000_000) }))).toEqual({
      name: 'invalid_type',
      email: 'invalid_email',
      text: 'too_long',
    });
    expect(errorsOf(appointmentSchema.safeParse(null))).toEqual({ _: 'invalid_type' });
  });

  it('keeps the name on one line, lower-cases the e-mail, and keeps markup as typed', () => {
    const parsed = questionSchema.parse({ COMPANY_CODE: 'DEMO', consent: true, name: ' Bob\r\nBcc: x@y ', email: ' Bob@Example.KZ ', text: '<script>alert(1)</script>' });
    expect(parsed).toMatchObject({ name: 'Bob Bcc: x@y', email: 'bob@example.kz', text: '<script>alert(1)</script>' });
  });

  it('takes the doctor as a number or a numeric string, and "" as any doctor', () => {
    expect(appointmentSchema.parse(appointment({ specialistId: '12' })).specialistId).toBe(12);
    expect(appointmentSchema.parse(appointment({ specialistId: '' })).specialistId).toBeUndefined();
    expect(errorsOf(appointmentSchema.safeParse(appointment({ specialistId: -1 })))).toEqual({ specialistId: 'invalid' });
    expect(errorsOf(appointmentSchema.safeParse(appointment({ specialistId: '1e3' })))).toEqual({ specialistId: 'invalid' });
  });

  it('pasted text loses the control characters the API refuses: a vertical tab or form feed becomes a line break', () => {
    const parsed = questionSchema.parse({ COMPANY_CODE: 'DEMO', name: 'Асель\u0000', email: 'a@b.kz', text: 'Строка\u000bвторая\u000cтретья\u0007\ud800', consent: true });
    expect(parsed.name).toBe('Асель');
    expect(parsed.text).toBe('Строка\nвторая\nтретья');
    expect(appointmentSchema.parse(appointment({ comment: '\u0001\u0002' })).comment).toBeUndefined();
    expect(errorsOf(appointmentSchema.safeParse(appointment({ name: '\u0000' })))).toEqual({ name: 'required' });
  });

});

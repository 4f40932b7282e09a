import { describe, expect, it } from 'vitest';
import { plannedReminders, reminderDeadline, reminderDue } from '@/lib/booking/notify/reminders';
import { visitMail, visitSms, visitWhen, type VisitNotice } from '@/lib/booking/notify/messages';

const notice = (start: string, timeZone: string, locale: VisitNotice['locale'] = 'ru'): VisitNotice => ({
  locale,
  timeZone,
  start: new Date(start),
  clinic: 'Demo Clinic',
  address: 'ул. Абая, 10',
  clinicPhone: '+77272000000',
  doctor: 'Елена Ким',
  visitType: 'Консультация',
  patientName: 'Асель',
  manageUrl: 'https://clinics.example/l/demo-clinic/visit/1.1.abc',
});

describe('booking messages: the visit time in the clinic zone (SPEC 9, GLOSSARY)', () => {
  it('Almaty near midnight: 18:30 UTC is 23:30 the same day after 1 March 2024 (UTC+5), 00:30 the next day before it (UTC+6)', () => {
    const now = new Date('2024-06-01T00:00:00Z');
    // After the change: UTC+5.
    expect(visitWhen(notice('2024-03-05T18:30:00Z', 'Asia/Almaty'), now)).toEqual({ date: '05 марта', time: '23:30' });
    expect(visitWhen(notice('2024-03-05T19:30:00Z', 'Asia/Almaty'), now)).toEqual({ date: '06 марта', time: '00:30' });
    // Before it: UTC+6, so the same instant of day is already the next day.
    expect(visitWhen(notice('2024-02-27T18:30:00Z', 'Asia/Almaty'), now)).toEqual({ date: '28 февраля', time: '00:30' });
  });

  it('across the Almaty change itself (2024-03-01 00:00 +06 became 2024-02-29 23:00 +05): both sides of the switch', () => {
    const now = new Date('2024-06-01T00:00:00Z');
    expect(visitWhen(notice('2024-02-29T17:30:00Z', 'Asia/Almaty'), now)).toEqual({ date: '29 февраля', time: '23:30' });
    // One hour later in UTC, the clock had been turned back: 23:30 again, not 00:30 on 1 March.
    expect(visitWhen(notice('2024-02-29T18:30:00Z', 'Asia/Almaty'), now)).toEqual({ date: '29 февраля', time: '23:30' });
    expect(visitWhen(notice('2024-02-29T19:30:00Z', 'Asia/Almaty'), now)).toEqual({ date: '01 марта', time: '00:30' });
  });

  it('Tashkent (UTC+5) near midnight in every locale, the year only when it is not the current one', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const late = notice('2026-03-04T18:59:00Z', 'Asia/Tashkent');
    const early = notice('2026-03-04T19:00:00Z', 'Asia/Tashkent');
    expect(visitWhen(late, now)).toEqual({ date: '04 марта', time: '23:59' });
    expect(visitWhen(early, now)).toEqual({ date: '05 марта', time: '00:00' });
    expect(visitWhen({ ...early, locale: 'uz' }, now).date).toBe('05-mart');
    expect(visitWhen({ ...early, locale: 'kk' }, now).date).toBe('05 наурыз');
    expect(visitWhen({ ...early, locale: 'en' }, now).date).toBe('05 March');
    expect(visitWhen({ ...early, locale: 'kk' }, new Date('2025-12-01T00:00:00Z')).date).toBe('2026 жылғы 05 наурыз');
  });

  it('the SMS puts what happened, the day and the time and the doctor first; a cancelled one carries no link', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const booked = visitSms('booked', notice('2026-03-04T19:00:00Z', 'Asia/Tashkent'), now);
    expect(booked).toBe('Вы записаны: 05 марта, 00:00, Елена Ким. ул. Абая, 10. Изменить: https://clinics.example/l/demo-clinic/visit/1.1.abc');
    expect(booked.indexOf('00:00')).toBeLessThan(70);
    const cancelled = visitSms('cancelled', notice('2026-03-04T19:00:00Z', 'Asia/Tashkent', 'kk'), now);
    expect(cancelled).toBe('Жазылудан бас тартылды: 05 наурыз, 00:00, Елена Ким. Demo Clinic');
    for (const locale of ['ru', 'kk', 'uz', 'en'] as const) {
      const text = visitSms('reminder', { ...notice('2026-03-05T04:00:00Z', 'Asia/Almaty'), locale }, now);
      expect(text).toContain('09:00');
      expect(text).toContain('https://clinics.example/l/demo-clinic/visit/1.1.abc');
    }
  });

  it('the e-mail has every detail in the table and the manage link; a cancelled one has none', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const mail = visitMail('moved', 'patient@example.com', notice('2026-03-05T04:00:00Z', 'Asia/Almaty', 'en'), now);
    expect(mail.subject).toBe('Your visit has moved: 05 March, 09:00 — Demo Clinic');
    expect(mail.text).toContain('Doctor: Елена Ким');
    expect(mail.text).toContain('Clinic phone: ');
    expect(mail.html).toContain('href="https://clinics.example/l/demo-clinic/visit/1.1.abc"');
    const cancelled = visitMail('cancelled', 'patient@example.com', notice('2026-03-05T04:00:00Z', 'Asia/Almaty'), now);
    expect(cancelled.text).not.toContain('/visit/');
  });
});

describe('booking reminders: when they are due', () => {
  const start = new Date('2026-03-05T04:00:00Z');
  it('24 h and 2 h before; a visit booked less than 24 h (2 h) ahead skips that reminder', () => {
    expect(reminderDue(start, 'day').toISOString()).toBe('2026-03-04T04:00:00.000Z');
    expect(reminderDue(start, 'hours').toISOString()).toBe('2026-03-05T02:00:00.000Z');
    expect(plannedReminders(start, new Date('2026-03-01T00:00:00Z')).map((r) => r.which)).toEqual(['day', 'hours']);
    expect(plannedReminders(start, new Date('2026-03-04T04:00:00Z')).map((r) => r.which)).toEqual(['hours']);
    expect(plannedReminders(start, new Date('2026-03-05T02:30:00Z'))).toEqual([]);
    expect(reminderDeadline(start, 'day')).toEqual(reminderDue(start, 'hours'));
    expect(reminderDeadline(start, 'hours')).toEqual(start);
  });
});

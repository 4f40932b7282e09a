import { describe, expect, it } from 'vitest';
import { checkRange, freeSlots, slotProblem, type DoctorSchedule, type WeeklyInterval } from '@/lib/booking/slots';
import { closedDays, holidayCountryOf } from '@/lib/booking/holidays';
import { instantToWallTime } from '@/lib/dates/wall-time';

const WEEK: WeeklyInterval[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: '09:00', end: '13:00' },
  { weekday, start: '14:00', end: '18:00' },
]);

const schedule = (timeZone: string, extra: Partial<DoctorSchedule> = {}): DoctorSchedule => ({
  timeZone,
  weekly: WEEK,
  exceptions: new Map(),
  closedDays: closedDays(holidayCountryOf(timeZone), []),
  ...extra,
});

// Monday 30 November 2026, long before the slots read.
const EARLY = new Date('2026-11-01T00:00:00Z');
const times = (slots: { start: Date }[], zone: string) => slots.map((slot) => instantToWallTime(slot.start, zone));

describe('slot engine (lib/booking/slots)', () => {
  it('steps by the visit length from each interval start and never crosses an interval end', () => {
    const slots = freeSlots(schedule('Asia/Almaty'), { from: '2026-11-30', to: '2026-11-30', durationMinutes: 45, busy: [], now: EARLY });
    // 09:00..13:00 holds five 45-minute slots (the sixth would end at 13:30); same after the break.
    expect(times(slots, 'Asia/Almaty')).toEqual(['09:00', '09:45', '10:30', '11:15', '12:00', '14:00', '14:45', '15:30', '16:15', '17:00']);
    expect(slots[0].start.toISOString()).toBe('2026-11-30T04:00:00.000Z');
    expect(slots.at(-1)!.end.toISOString()).toBe('2026-11-30T12:45:00.000Z');
  });

  it('reads the wall hours in the clinic zone: Tashkent and Almaty, whatever zone the process is in', () => {
    const tashkent = freeSlots(schedule('Asia/Tashkent'), { from: '2026-12-01', to: '2026-12-01', durationMinutes: 30, busy: [], now: EARLY });
    expect(tashkent[0].start.toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(times(tashkent, 'Asia/Tashkent')[0]).toBe('09:00');
    // Before 1 March 2024 Almaty was UTC+6: 09:00 was 03:00Z; a day later it is 04:00Z.
    const change = { weekly: [{ weekday: 4, start: '09:00', end: '10:00' }, { weekday: 5, start: '09:00', end: '10:00' }], closedDays: new Set<string>() };
    const slots = freeSlots(schedule('Asia/Almaty', change), { from: '2024-02-29', to: '2024-03-01', durationMinutes: 60, busy: [], now: new Date('2024-01-01T00:00:00Z') });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual(['2024-02-29T03:00:00.000Z', '2024-03-01T04:00:00.000Z']);
  });

  it('gives the same slots whatever zone the process (a device) is in', () => {
    const query = { from: '2026-12-01', to: '2026-12-02', durationMinutes: 30, busy: [], now: EARLY };
    const saved = process.env.TZ;
    const read = (zone: string) => {
      process.env.TZ = zone;
      // Local time really moved: the same instant has another local hour.
      const localHour = new Date('2026-12-01T04:00:00Z').getHours();
      return { localHour, slots: freeSlots(schedule('Asia/Tashkent'), query).map((slot) => slot.start.toISOString()) };
    };
    try {
      const losAngeles = read('America/Los_Angeles');
      const tokyo = read('Asia/Tokyo');
      expect(losAngeles.localHour).not.toBe(tokyo.localHour);
      expect(losAngeles.slots).toEqual(tokyo.slots);
      expect(tokyo.slots[0]).toBe('2026-12-01T04:00:00.000Z');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('keeps a night interval near midnight on its own wall date', () => {
    const night = schedule('Asia/Almaty', { weekly: [{ weekday: 2, start: '23:00', end: '24:00' }] });
    const slots = freeSlots(night, { from: '2026-12-01', to: '2026-12-01', durationMinutes: 30, busy: [], now: EARLY });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual(['2026-12-01T18:00:00.000Z', '2026-12-01T18:30:00.000Z']);
    expect(slots[1].end.toISOString()).toBe('2026-12-01T19:00:00.000Z');
  });

  it('replaces a day by its exception (other hours, or none: a day off)', () => {
    const exceptions = new Map([
      ['2026-11-30', [{ start: '15:00', end: '16:00' }]],
      ['2026-12-01', []],
    ]);
    const slots = freeSlots(schedule('Asia/Almaty', { exceptions }), { from: '2026-11-30', to: '2026-12-01', durationMinutes: 30, busy: [], now: EARLY });
    expect(times(slots, 'Asia/Almaty')).toEqual(['15:00', '15:30']);
  });

  it('closes public holidays by country and lets a clinic open one or close its own day', () => {
    expect(holidayCountryOf('Asia/Samarkand')).toBe('UZ');
    expect(holidayCountryOf('Asia/Qostanay')).toBe('KZ');
    // 16 December is Kazakhstan's Independence Day, an ordinary Wednesday in Uzbekistan.
    const query = { from: '2026-12-16', to: '2026-12-16', durationMinutes: 60, busy: [], now: EARLY };
    expect(freeSlots(schedule('Asia/Almaty'), query)).toEqual([]);
    expect(freeSlots(schedule('Asia/Tashkent'), query)).toHaveLength(8);
    const opened = closedDays('KZ', [{ day: '2026-12-16', isClosed: false, companyId: 7 }, { day: '2026-12-17', isClosed: true, companyId: 7 }]);
    expect(freeSlots(schedule('Asia/Almaty', { closedDays: opened }), { ...query, to: '2026-12-17' })).toHaveLength(8);
  });

  it('leaves out taken periods, live holds and the past with the lead time; ignores cancelled visits and expired holds', () => {
    const now = new Date('2026-11-30T04:10:00Z'); // 09:10 in Almaty: the lead time ends at 10:10
    const at = (time: string) => new Date(`2026-11-30T${time}:00+05:00`);
    const busy = [
      { start: at('11:00'), end: at('11:30'), status: 'booked' },
      { start: at('11:30'), end: at('12:00'), status: 'cancelled' },
      { start: at('12:00'), end: at('12:30'), status: 'hold', holdExpiresAt: new Date(now.getTime() + 60_000) },
      { start: at('12:30'), end: at('13:00'), status: 'hold', holdExpiresAt: new Date(now.getTime() - 1) },
      { start: at('14:10'), end: at('14:20'), status: 'blocked' },
    ];
    const slots = freeSlots(schedule('Asia/Almaty'), { from: '2026-11-30', to: '2026-11-30', durationMinutes: 30, busy, now });
    expect(times(slots, 'Asia/Almaty').slice(0, 6)).toEqual(['10:30', '11:30', '12:30', '14:30', '15:00', '15:30']);
  });

  it('checks the range: at most 31 days, in order, real dates', () => {
    expect(checkRange('2026-12-01', '2026-12-31')).toBeNull();
    expect(checkRange('2026-12-01', '2027-01-01')).toEqual({ field: 'to', code: 'range_too_long' });
    expect(checkRange('2026-12-02', '2026-12-01')).toEqual({ field: 'to', code: 'range_reversed' });
    expect(checkRange('2026-02-30', '2026-03-01')).toEqual({ field: 'from', code: 'invalid_date' });
  });

  it('names the problem of a single slot: past, holiday, outside hours', () => {
    const almaty = schedule('Asia/Almaty');
    const now = new Date('2026-11-30T06:00:00Z');
    expect(slotProblem(almaty, new Date('2026-11-30T06:30:00Z'), 30, now, '2026-11-30')).toBe('slot_in_past');
    expect(slotProblem(almaty, new Date('2026-12-16T04:00:00Z'), 30, now, '2026-12-16')).toBe('slot_on_holiday');
    expect(slotProblem(almaty, new Date('2026-12-01T04:10:00Z'), 30, now, '2026-12-01')).toBe('slot_outside_hours');
    expect(slotProblem(almaty, new Date('2026-12-01T07:45:00Z'), 30, now, '2026-12-01')).toBe('slot_outside_hours');
    expect(slotProblem(almaty, new Date('2026-12-05T05:00:00Z'), 30, now, '2026-12-05')).toBe('slot_outside_hours');
    expect(slotProblem(almaty, new Date('2026-12-01T04:30:00Z'), 30, now, '2026-12-01')).toBeNull();
  });
});

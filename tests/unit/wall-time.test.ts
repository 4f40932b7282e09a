import { describe, expect, it } from 'vitest';
import { addWallDays, instantToWallDate, instantToWallTime, wallTimeToInstant, wallWeekday } from '@/lib/dates/wall-time';
import { parsePublishedAt } from '@/lib/business/site/news/schemas';

describe('wall time <-> instant (lib/dates/wall-time)', () => {
  it('reads Almaty by the rules of the date: UTC+6 until 2024-02-29, UTC+5 from 2024-03-01', () => {
    expect(wallTimeToInstant('2024-02-29', '09:00', 'Asia/Almaty').toISOString()).toBe('2024-02-29T03:00:00.000Z');
    expect(wallTimeToInstant('2024-03-01', '09:00', 'Asia/Almaty').toISOString()).toBe('2024-03-01T04:00:00.000Z');
  });

  it('reads Tashkent as UTC+5 and Almaty today as UTC+5', () => {
    expect(wallTimeToInstant('2026-12-01', '09:00', 'Asia/Tashkent').toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(wallTimeToInstant('2026-12-01', '09:00', 'Asia/Almaty').toISOString()).toBe('2026-12-01T04:00:00.000Z');
  });

  it('puts a time near midnight on the right wall date, both ways', () => {
    const late = wallTimeToInstant('2026-12-01', '23:30', 'Asia/Almaty');
    expect(late.toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(instantToWallDate(late, 'Asia/Almaty')).toBe('2026-12-01');
    const early = wallTimeToInstant('2026-12-02', '00:15', 'Asia/Tashkent');
    expect(early.toISOString()).toBe('2026-12-01T19:15:00.000Z');
    // The same instant is still 1 December in UTC but 2 December on the clinic's wall.
    expect(instantToWallDate(early, 'Asia/Tashkent')).toBe('2026-12-02');
    expect(instantToWallTime(early, 'Asia/Tashkent')).toBe('00:15');
    // Almaty's midnight of 1 March 2024 became 23:00 of 29 February: 18:30Z is still the 29th.
    expect(instantToWallTime(new Date('2024-02-29T17:30:00Z'), 'Asia/Almaty')).toBe('23:30');
    expect(instantToWallTime(new Date('2024-02-29T18:30:00Z'), 'Asia/Almaty')).toBe('23:30');
    expect(instantToWallDate(new Date('2024-02-29T18:30:00Z'), 'Asia/Almaty')).toBe('2024-02-29');
    expect(instantToWallDate(new Date('2024-02-29T19:30:00Z'), 'Asia/Almaty')).toBe('2024-03-01');
  });

  it('gives ISO weekdays and adds days across months and years', () => {
    expect(wallWeekday('2026-11-30')).toBe(1);
    expect(wallWeekday('2026-12-06')).toBe(7);
    expect(addWallDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addWallDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('refuses what is no wall date or time', () => {
    expect(() => wallTimeToInstant('2026-02-30', '09:00', 'Asia/Almaty')).toThrow(RangeError);
    expect(() => wallTimeToInstant('2026-02-01', '25:00', 'Asia/Almaty')).toThrow(RangeError);
  });

  it('is the helper news publication times use (Almaty wall time, the March 2024 change)', () => {
    expect(parsePublishedAt('2024-02-29T09:00', Date.parse('2024-01-01'))?.toISOString()).toBe('2024-02-29T03:00:00.000Z');
    expect(parsePublishedAt('2024-03-01T09:00', Date.parse('2024-01-01'))?.toISOString()).toBe('2024-03-01T04:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { benchAddress, bookingOutcome, slotsFailures } from '@/bench/booking-budget';

describe('the bench booking row budgets (bench/booking-budget.ts)', () => {
  const bare = { rps: 10_000, p50: 4, p99: 9, non2xx: 0 };

  it('passes a slots read at 0.05x the bare server with p99 within 3x its median', () => {
    expect(slotsFailures({ rps: 500, p50: 90, p99: 270, non2xx: 0 }, bare)).toEqual([]);
  });

  it('names each budget missed: too slow, a long tail, answers not 2xx', () => {
    expect(slotsFailures({ rps: 499, p50: 90, p99: 271, non2xx: 2 }, bare)).toEqual([
      '0.050x < 0.05x the bare server',
      'p99 271 ms > 270 ms (3x its median 90 ms)',
      '2 answers not 2xx',
    ]);
    // A median of 0 ms (whole ms) counts as 1.
    expect(slotsFailures({ rps: 9000, p50: 0, p99: 4, non2xx: 0 }, bare)).toEqual(['p99 4 ms > 3 ms (3x its median 0 ms)']);
  });

  it('counts booked, taken (409) and other answers apart', () => {
    expect(bookingOutcome({ '201': 950, '409': 40, '429': 10 })).toEqual({ booked: 950, taken: 40, other: 10 });
    expect(bookingOutcome({})).toEqual({ booked: 0, taken: 0, other: 0 });
  });

  it('gives every booking its own client address', () => {
    const addresses = new Set(Array.from({ length: 70_000 }, (_, n) => benchAddress(n)));
    expect(addresses.size).toBe(70_000);
    expect(benchAddress(0)).toBe('10.0.0.1');
    expect(benchAddress(255)).toBe('10.0.1.0');
  });
});

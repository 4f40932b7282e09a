import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPlacement, parsePlacement, pickAutoSide, PLACEMENTS } from '@/lib/ui/placement';

// SPEC 5: auto, top, bottom, left or right, each optionally with -start or -end.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('placements', () => {
  it('are the five sides, each plain, -start and -end', () => {
    expect([...PLACEMENTS].sort()).toEqual(
      ['auto', 'top', 'bottom', 'left', 'right'].flatMap((side) => [side, `${side}-start`, `${side}-end`]).sort(),
    );
  });

  it('parses a side and an alignment', () => {
    expect(parsePlacement('top')).toEqual({ side: 'top', align: 'center' });
    expect(parsePlacement('left-start')).toEqual({ side: 'left', align: 'start' });
    expect(parsePlacement('auto-end')).toEqual({ side: 'auto', align: 'end' });
  });

  it('throws a clear message for anything else in development', () => {
    for (const bad of ['middle', 'top-center', 'TOP', 'top-start-end', '']) {
      expect(isPlacement(bad)).toBe(false);
      expect(() => parsePlacement(bad)).toThrow(`Invalid placement "${bad}". Use one of: auto, auto-start, auto-end, top,`);
    }
  });

  it('logs and falls back to auto in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePlacement('middle')).toEqual({ side: 'auto', align: 'center' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Invalid placement "middle"'));
  });

  it('auto picks the side of the anchor with the most room', () => {
    const viewport = { width: 1000, height: 800 };
    expect(pickAutoSide({ top: 700, bottom: 730, left: 480, right: 520 }, viewport)).toBe('top');
    expect(pickAutoSide({ top: 100, bottom: 130, left: 480, right: 520 }, viewport)).toBe('bottom');
    expect(pickAutoSide({ top: 385, bottom: 415, left: 900, right: 950 }, viewport)).toBe('left');
    expect(pickAutoSide({ top: 385, bottom: 415, left: 10, right: 50 }, viewport)).toBe('right');
  });
});

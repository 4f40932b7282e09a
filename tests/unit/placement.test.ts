import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPlacement, parsePlacement, pickAutoSide, placeFloating, PLACEMENTS } from '@/lib/ui/placement';

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

describe('placeFloating (the tooltip without Radix)', () => {
  const viewport = { width: 400, height: 300 };
  const size = { width: 100, height: 30 };
  const box = (left: number, top: number, width = 40, height = 20) => ({ left, top, right: left + width, bottom: top + height });

  it('sits on the asked side, centred or aligned to an edge', () => {
    expect(placeFloating(box(150, 100), size, viewport, 'top', 'center')).toEqual({ side: 'top', top: 70, left: 120 });
    expect(placeFloating(box(150, 100), size, viewport, 'bottom', 'start')).toEqual({ side: 'bottom', top: 120, left: 150 });
    expect(placeFloating(box(150, 100), size, viewport, 'right', 'end')).toEqual({ side: 'right', top: 90, left: 190 });
  });

  it('flips to the opposite side when only that one has room', () => {
    expect(placeFloating(box(150, 10), size, viewport, 'top', 'center')).toEqual({ side: 'bottom', top: 30, left: 120 });
    expect(placeFloating(box(350, 100), size, viewport, 'right', 'center')).toMatchObject({ side: 'left', left: 250 });
  });

  it('stays 8 px inside the viewport along the edge', () => {
    expect(placeFloating(box(0, 100), size, viewport, 'bottom', 'center').left).toBe(8);
    expect(placeFloating(box(380, 100, 20), size, viewport, 'top', 'end').left).toBe(292);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettled } from '@/lib/client/after-load';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('deferred start-up work (whenPageSettled)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setReadyState('complete');
  });

  it('waits for the load event, then for the browser to be idle', () => {
    setReadyState('loading');
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(2000);
      idle.push(cb);
      return idle.length;
    });
    const callback = vi.fn();
    whenPageSettled(callback);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(callback).not.toHaveBeenCalled();
    idle[0]();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, only waits for idleness', () => {
    setReadyState('complete');
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const callback = vi.fn();
    whenPageSettled(callback);
    idle[0]();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short timer where requestIdleCallback is missing (Safari)', () => {
    vi.useFakeTimers();
    setReadyState('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenPageSettled(callback);
    vi.advanceTimersByTime(199);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the page loads, it never runs', () => {
    setReadyState('loading');
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const callback = vi.fn();
    const cancel = whenPageSettled(callback);
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    expect(callback).not.toHaveBeenCalled();
  });
});

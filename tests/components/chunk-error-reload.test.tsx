// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkErrorReload } from '@/components/client/chunk-error-reload';
import { reloadOnceOnChunkError } from '@/lib/client/reload-guard';

// jsdom cannot navigate: the guard is replaced and the component is checked to call it.
vi.mock('@/lib/client/reload-guard', () => ({ reloadOnceOnChunkError: vi.fn(() => true) }));
const guard = vi.mocked(reloadOnceOnChunkError);

function failScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
  script.dispatchEvent(new Event('error'));
  script.remove();
}

function reject(reason: unknown) {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
}

describe('ChunkErrorReload', () => {
  beforeEach(() => {
    guard.mockClear();
    window.history.replaceState(null, '', '/kk/l/demo-clinic/about?x=1');
  });
  afterEach(cleanup);

  it('SPEC 2.7: a failed /_next/static/chunks script reloads the same path', () => {
    render(<ChunkErrorReload />);
    failScript('/_next/static/chunks/app-page-abc123.js');
    expect(guard).toHaveBeenCalledWith('/kk/l/demo-clinic/about?x=1');
  });

  it('ignores failed scripts that are not build chunks', () => {
    render(<ChunkErrorReload />);
    failScript('https://analytics.example/tag.js');
    expect(guard).not.toHaveBeenCalled();
  });

  it('SPEC 2.7: an unhandled ChunkLoadError rejection reloads', () => {
    render(<ChunkErrorReload />);
    reject(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
    expect(guard).toHaveBeenCalledTimes(1);
  });

  it("SPEC 2.7: 'Failed to fetch dynamically imported module' reloads", () => {
    render(<ChunkErrorReload />);
    reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/_next/static/chunks/x.js'));
    expect(guard).toHaveBeenCalledTimes(1);
  });

  it('ignores other rejections', () => {
    render(<ChunkErrorReload />);
    reject(new Error('Network request failed'));
    expect(guard).not.toHaveBeenCalled();
  });

  it('stops listening once unmounted', () => {
    const { unmount } = render(<ChunkErrorReload />);
    unmount();
    failScript('/_next/static/chunks/app-page-abc123.js');
    expect(guard).not.toHaveBeenCalled();
  });
});

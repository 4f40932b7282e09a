// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestBuild, startVersionCheck } from '@/lib/client/version-check';
import { VERSION_CHECK_INTERVAL_MS } from '@/lib/ui/constants';

// SPEC 4 "Version check", SPEC 7.2 builds/latest.json, SPEC 8 "Manifest load failure: only logged".
const LATEST_URL = 'http://localhost/builds/latest.json';
let latest: () => Response = () => HttpResponse.json({ id: 'build-a', timestamp: 1 });
let requests = 0;
const server = setupServer(
  http.get(LATEST_URL, () => {
    requests += 1;
    return latest();
  }),
);

// Only the polling interval is faked: msw and fetch keep their own timers.
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('version check', () => {
  let stop: (() => void) | undefined;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    requests = 0;
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
    latest = () => HttpResponse.json({ id: 'build-a', timestamp: 1 });
  });

  it('polls every 5 minutes', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300_000);
  });

  it('fetches builds/latest.json with cache: no-store', async () => {
    const seen: RequestCache[] = [];
    const spy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init?.cache ?? 'default');
      return fetch(input, init);
    });
    expect(await fetchLatestBuild(LATEST_URL, spy)).toEqual({ id: 'build-a', timestamp: 1 });
    expect(seen).toEqual(['no-store']);
  });

  it('same build id: nothing happens', async () => {
    const onNewVersion = vi.fn();
    stop = startVersionCheck({ currentBuildId: 'build-a', onNewVersion, url: LATEST_URL });
    vi.advanceTimersByTime(300_000);
    await flush();
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('SPEC 4: a new build id calls onNewVersion, after 5 minutes and not before', async () => {
    latest = () => HttpResponse.json({ id: 'build-b', timestamp: 2 });
    const onNewVersion = vi.fn();
    stop = startVersionCheck({ currentBuildId: 'build-a', onNewVersion, url: LATEST_URL });
    vi.advanceTimersByTime(299_999);
    await flush();
    expect(onNewVersion).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(onNewVersion).toHaveBeenCalledWith({ id: 'build-b', timestamp: 2 }));
  });

  it('checks again when the window gets focus', async () => {
    latest = () => HttpResponse.json({ id: 'build-b', timestamp: 2 });
    const onNewVersion = vi.fn();
    stop = startVersionCheck({ currentBuildId: 'build-a', onNewVersion, url: LATEST_URL });
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(onNewVersion).toHaveBeenCalledTimes(1));
  });

  it('announces each new build once, not on every poll', async () => {
    latest = () => HttpResponse.json({ id: 'build-b', timestamp: 2 });
    const onNewVersion = vi.fn();
    stop = startVersionCheck({ currentBuildId: 'build-a', onNewVersion, url: LATEST_URL });
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(300_000);
      await vi.waitFor(() => expect(onNewVersion).toHaveBeenCalled());
      await flush();
    }
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('without a known build id, the first answer is the baseline', async () => {
    const onNewVersion = vi.fn();
    stop = startVersionCheck({ onNewVersion, url: LATEST_URL });
    await vi.waitFor(() => expect(requests).toBe(1));
    await flush();
    latest = () => HttpResponse.json({ id: 'build-b', timestamp: 2 });
    vi.advanceTimersByTime(300_000);
    await vi.waitFor(() => expect(onNewVersion).toHaveBeenCalled());
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith({ id: 'build-b', timestamp: 2 });
  });

  it('SPEC 8: a 500 answer is only logged with console.warn', async () => {
    latest = () => new HttpResponse('oops', { status: 500 });
    const onNewVersion = vi.fn();
    stop = startVersionCheck({ currentBuildId: 'build-a', onNewVersion, url: LATEST_URL });
    vi.advanceTimersByTime(300_000);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(String(warn.mock.calls[0][1])).toContain('500');
  });

  it('SPEC 8: a network error is only logged with console.warn, never thrown', async () => {
    latest = () => HttpResponse.error();
    await expect(fetchLatestBuild(LATEST_URL)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('an answer that is not { id, timestamp } is only logged', async () => {
    latest = () => HttpResponse.json({ hello: 'world' });
    await expect(fetchLatestBuild(LATEST_URL)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stops polling and listening once stopped', async () => {
    latest = () => HttpResponse.json({ id: 'build-b', timestamp: 2 });
    const onNewVersion = vi.fn();
    startVersionCheck({ currentBuildId: 'build-a', onNewVersion, url: LATEST_URL })();
    vi.advanceTimersByTime(300_000);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(onNewVersion).not.toHaveBeenCalled();
  });
});

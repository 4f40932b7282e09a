import { VERSION_CHECK_INTERVAL_MS } from '@/lib/ui/constants';

/** What scripts/write-build-meta.mjs writes to public/builds/latest.json after `next build`. */
export type BuildInfo = { id: string; timestamp: number };

export const LATEST_BUILD_URL = '/builds/latest.json';

type Options = {
  /** The build this page runs; when unknown, the first answer becomes the baseline. */
  currentBuildId?: string | null;
  onNewVersion: (build: BuildInfo) => void;
  intervalMs?: number;
  url?: string;
  fetch?: typeof fetch;
};

function isBuildInfo(value: unknown): value is BuildInfo {
  const v = value as Partial<BuildInfo> | null;
  return typeof v?.id === 'string' && v.id.length > 0 && typeof v.timestamp === 'number';
}

/** One look at latest.json. SPEC 8: a failed load is only logged, never thrown. */
export async function fetchLatestBuild(url = LATEST_BUILD_URL, doFetch: typeof fetch = fetch): Promise<BuildInfo | null> {
  try {
    const response = await doFetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isBuildInfo(body)) throw new Error('unexpected content');
    return body;
  } catch (error) {
    console.warn(`version check: ${url} could not be loaded:`, error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * SPEC 4 "Version check": polls builds/latest.json every few minutes and when the window
 * gets focus (a tab left open for days is checked as soon as it is used again), and calls
 * onNewVersion once per new build id. Returns the stop function.
 */
export function startVersionCheck(options: Options): () => void {
  let known = options.currentBuildId ?? null;
  let running = false;
  let stopped = false;

  const check = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const latest = await fetchLatestBuild(options.url, options.fetch);
      if (!latest || stopped) return;
      if (known === null) known = latest.id;
      else if (latest.id !== known) {
        known = latest.id;
        options.onNewVersion(latest);
      }
    } finally {
      running = false;
    }
  };

  const timer = setInterval(check, options.intervalMs ?? VERSION_CHECK_INTERVAL_MS);
  const onFocus = () => void check();
  window.addEventListener('focus', onFocus);
  // Without a known build id, learn the baseline now rather than after the first interval.
  if (known === null) void check();
  return () => {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('focus', onFocus);
  };
}

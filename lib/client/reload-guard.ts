import { RELOAD_GUARD_TTL_MS } from '@/lib/ui/constants';

/** sessionStorage key of SPEC 4's payload-reload guard: `{ path, expires }`. */
export const RELOAD_GUARD_KEY = 'clinic:reload-guard';

export type ReloadGuard = { path: string; expires: number };

type Options = {
  ttlMs?: number;
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Injected in tests; a reload (same URL) or an assign (another path) otherwise. */
  reload?: (path: string) => void;
};

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's privacy settings.
    return null;
  }
}

/** The guard when one is stored and has not expired yet. */
export function readReloadGuard(storage = sessionStore(), now = Date.now()): ReloadGuard | null {
  try {
    const value = JSON.parse(storage?.getItem(RELOAD_GUARD_KEY) ?? 'null') as Partial<ReloadGuard> | null;
    if (typeof value?.path !== 'string' || typeof value.expires !== 'number') return null;
    return value.expires > now ? { path: value.path, expires: value.expires } : null;
  } catch {
    return null;
  }
}

function reloadTo(path: string): void {
  const current = window.location.pathname + window.location.search;
  if (path === current) window.location.reload();
  else window.location.assign(path);
}

/**
 * SPEC 2.7 and 8: a chunk load error reloads the same path, once. The guard written first
 * survives the reload, so a second chunk error within its lifetime (10 s) does nothing:
 * no reload loop when the chunk is really gone. Without sessionStorage there is no guard
 * and so no reload either. Returns whether a reload was started.
 */
export function reloadOnceOnChunkError(path: string, options: Options = {}): boolean {
  const storage = options.storage ?? sessionStore();
  const now = (options.now ?? Date.now)();
  if (!storage || readReloadGuard(storage, now)) return false;
  const guard: ReloadGuard = { path, expires: now + (options.ttlMs ?? RELOAD_GUARD_TTL_MS) };
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(guard));
  } catch {
    return false;
  }
  (options.reload ?? reloadTo)(path);
  return true;
}

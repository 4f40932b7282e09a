import { create } from 'zustand';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_MAX_ESTIMATE,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  LOADING_BAR_TICK_MS,
} from '@/lib/ui/constants';

/** SPEC 4 "Loading bar": from 0 to 100, with an error flag on failure. */
export type LoadingBarState = {
  /** 0 to 100. */
  progress: number;
  /** The bar is shown (after the throttle, until the hide delay has passed). */
  isVisible: boolean;
  /** A navigation is under way. */
  isLoading: boolean;
  /** The last navigation failed: the bar shows in the error colour. */
  error: boolean;
};

export type LoadingBarActions = {
  start: () => void;
  finish: () => void;
  fail: () => void;
  /** Back to hidden at 0 at once, timers cleared. */
  reset: () => void;
};

export const initialLoadingBarState: LoadingBarState = { progress: 0, isVisible: false, isLoading: false, error: false };

/** Eases out towards the estimate: quick at first, slower near 90 %, reached after the duration. */
export function estimateProgress(elapsedMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / LOADING_BAR_DURATION_MS));
  return LOADING_BAR_MAX_ESTIMATE * (1 - (1 - t) ** 2);
}

export const useLoadingBarStore = create<LoadingBarState & LoadingBarActions>()((set, get) => {
  let timers: ReturnType<typeof setTimeout>[] = [];
  let ticker: ReturnType<typeof setInterval> | undefined;

  const clear = () => {
    timers.forEach(clearTimeout);
    timers = [];
    clearInterval(ticker);
    ticker = undefined;
  };
  const later = (ms: number, fn: () => void) => {
    timers.push(setTimeout(fn, ms));
  };

  const show = () => {
    let elapsed = 0;
    set({ isVisible: true });
    ticker = setInterval(() => {
      elapsed += LOADING_BAR_TICK_MS;
      set({ progress: estimateProgress(elapsed) });
      if (elapsed >= LOADING_BAR_DURATION_MS) clearInterval(ticker);
    }, LOADING_BAR_TICK_MS);
  };

  // Full bar, then hidden after the hide delay, then back to 0 once it has faded out.
  const complete = () => {
    clear();
    set({ progress: 100, isLoading: false, isVisible: true });
    later(LOADING_BAR_HIDE_DELAY_MS, () => {
      set({ isVisible: false });
      later(LOADING_BAR_RESET_DELAY_MS, () => set({ progress: 0, error: false }));
    });
  };

  return {
    ...initialLoadingBarState,
    start: () => {
      clear();
      set({ progress: 0, isVisible: false, isLoading: true, error: false });
      // A navigation shorter than the throttle never shows the bar.
      later(LOADING_BAR_THROTTLE_MS, show);
    },
    finish: () => {
      const { isLoading, isVisible } = get();
      if (isLoading && !isVisible) {
        clear();
        set(initialLoadingBarState);
      } else if (isLoading) {
        complete();
      }
    },
    // A failure is always shown, even a fast one: the visitor should see that the click did not work.
    fail: () => {
      set({ error: true });
      complete();
    },
    reset: () => {
      clear();
      set(initialLoadingBarState);
    },
  };
});

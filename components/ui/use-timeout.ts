'use client';

import { useCallback, useEffect, useRef } from 'react';

/** One restartable timer that is cleared on unmount. */
export function useTimeout() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clear = useCallback(() => clearTimeout(timer.current), []);
  const set = useCallback((callback: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(callback, ms);
  }, []);
  useEffect(() => clear, [clear]);
  return { set, clear };
}

'use client';

import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `start(seconds)` runs out, counted down once a second (the resend wait of a code). */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  // The seconds left change with the end in one render: else the restarted wait showed the resend
  // button for a frame beside «new code sent» (and a test could read that frame).
  const start = useCallback((seconds: number) => {
    setEndsAt(Date.now() + seconds * 1000);
    setLeft(Math.max(0, Math.ceil(seconds)));
  }, []);
  return { left, start };
}

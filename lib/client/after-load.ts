/**
 * Runs `callback` once the page has loaded and the browser is idle (or after `timeoutMs`
 * of waiting for idleness), so work that no visitor needs in the first second stays out
 * of the page's start-up. Returns a cancel function.
 */
export function whenPageSettled(callback: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(() => !cancelled && callback(), { timeout: timeoutMs });
    else timer = setTimeout(() => !cancelled && callback(), 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

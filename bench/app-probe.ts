/**
 * The script the bench's "app" row gives every document before the page's own scripts
 * (bench/app.ts): it records, on `window.__bench`, the largest contentful paint and when the
 * awaited elements became visible, in ms from the run's first navigation.
 */
/** What a run waits for: the page's settled LCP, or elements shown (with a digit each, when `digit`; at an address matching `path`, when given). */
export type Wait = { kind: 'lcp' } | { kind: 'element'; selector: string; digit: boolean; path?: string };

/**
 * The script every document of a run gets before its own (a string: a function would be
 * serialised with tsx's helpers in it). Times count from the run's first navigation, kept in
 * sessionStorage so a redirect to a new document still counts from the first.
 */
export function probeScript(wait: Wait): string {
  const element = wait.kind === 'element' ? wait : null;
  return `(() => {
  const KEY = '__bench_start';
  let start = Number(sessionStorage.getItem(KEY));
  if (!start) { start = performance.timeOrigin; sessionStorage.setItem(KEY, String(start)); }
  const since = (t) => performance.timeOrigin + t - start;
  const state = { lcp: null, lcpSeenAt: 0, fcp: null, shownAt: null, visible: null };
  window.__bench = state;
  const settle = () => { if (state.visible === null && state.shownAt !== null && state.fcp !== null) state.visible = Math.max(state.shownAt, state.fcp); };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) { state.lcp = since(e.startTime); state.lcpSeenAt = performance.now(); } }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') { state.fcp = since(e.startTime); settle(); } }).observe({ type: 'paint', buffered: true });
  const SELECTOR = ${JSON.stringify(element?.selector ?? null)};
  const DIGIT = ${JSON.stringify(element?.digit ?? false)};
  const PATH = ${JSON.stringify(element?.path ?? null)};
  if (SELECTOR === null) return;
  const shown = () => {
    if (PATH !== null && !new RegExp(PATH).test(location.pathname)) return false;
    const found = Array.from(document.querySelectorAll(SELECTOR));
    return found.length > 0 && found.every((el) => el.checkVisibility() && el.getClientRects().length > 0 && (!DIGIT || /\\d/.test(el.textContent || '')));
  };
  let pending = false;
  const check = () => {
    if (state.shownAt !== null || pending || !shown()) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      if (state.shownAt === null && shown()) { state.shownAt = since(performance.now()); settle(); }
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class', 'hidden', 'style'] });
  document.addEventListener('DOMContentLoaded', check);
  window.addEventListener('load', check);
})();`;
}

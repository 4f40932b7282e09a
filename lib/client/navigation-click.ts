/**
 * The URL a click on a link will navigate this tab to, when it leaves the current page:
 * same origin, same tab, plain left click, not a download, not just a hash change.
 * Null otherwise (new tab, modifier keys, external site, `#anchor` on the same page).
 */
export function navigationTarget(event: MouseEvent, location: Location = window.location): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

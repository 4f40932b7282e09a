/** The element a hash names: `#contacts` -> id 'contacts' (or an <a name="contacts">); null when absent. */
export function hashTarget(hash: string, doc: Document = document): Element | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape ('#%E0') is looked up as written.
  }
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

/**
 * SPEC 2.7: after a navigation, scroll to the hash anchor when the URL has one and the
 * page has that element, else to the top. Instant, as a page load would be.
 */
export function scrollAfterNavigation(hash: string, win: Window = window): void {
  const target = hashTarget(hash, win.document);
  if (target) target.scrollIntoView({ block: 'start' });
  else win.scrollTo(0, 0);
}

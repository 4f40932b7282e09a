/**
 * A ref callback that gives the element the focus as it enters the page: for what replaces the
 * control that had the focus (a result panel, a status, a fresh form), so it is read out at once
 * and the keyboard goes on from there. It runs once per mount; a keyed remount runs it again.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * Gives the element the focus only if the focus was lost to the page (the control that had it is
 * gone): a visitor who has moved it elsewhere meanwhile keeps it there.
 */
export function focusIfLost(element: HTMLElement | null) {
  if (document.activeElement === document.body || document.activeElement === null) element?.focus();
}

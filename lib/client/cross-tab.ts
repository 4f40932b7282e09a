import { SIGNED_IN_HINT_COOKIE } from '@/lib/auth/cookie-names';

/** SPEC 4 / 9: login and logout are written to local storage under these keys; other tabs reload. */
export const CROSS_TAB_KEYS = { loggedIn: 'loggedin', loggedOut: 'loggedout' } as const;

export function announceAuthChange(kind: keyof typeof CROSS_TAB_KEYS): void {
  try {
    localStorage.setItem(CROSS_TAB_KEYS[kind], String(Date.now()));
  } catch {
    // Private mode without storage: other tabs simply keep their state.
  }
}

/** The `storage` event fires only in the other tabs, which reload to show the new state. */
export function listenForAuthChanges(reload: () => void = () => window.location.reload()): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CROSS_TAB_KEYS.loggedIn || event.key === CROSS_TAB_KEYS.loggedOut) reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}


export function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { announceAuthChange, CROSS_TAB_KEYS, hasSignedInHint, listenForAuthChanges } from '@/lib/client/cross-tab';

describe('SPEC 4: cross-tab sync of login and logout', () => {
  it('SPEC 9: the keys are loggedin and loggedout', () => {
    expect(CROSS_TAB_KEYS).toEqual({ loggedIn: 'loggedin', loggedOut: 'loggedout' });
  });

  it('SPEC 4: a login is written to local storage under loggedin, a logout under loggedout', () => {
    announceAuthChange('loggedIn');
    expect(localStorage.getItem('loggedin')).toMatch(/^\d+$/);
    announceAuthChange('loggedOut');
    expect(localStorage.getItem('loggedout')).toMatch(/^\d+$/);
  });

  it('SPEC 4: the other tabs reload on either key, and not on other keys', () => {
    const reload = vi.fn();
    const stop = listenForAuthChanges(reload);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'loggedin' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'loggedout' }));
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'loggedin' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reads the signed-in hint cookie', () => {
    expect(hasSignedInHint()).toBe(false);
    document.cookie = 'signed_in=1; path=/';
    expect(hasSignedInHint()).toBe(true);
  });
});

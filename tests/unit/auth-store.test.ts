import { beforeEach, describe, expect, it } from 'vitest';
import { SignInCancelledError, useAuthStore } from '@/stores/auth-store';

describe('SPEC 4: authorization and the sign-in modal', () => {
  beforeEach(() => useAuthStore.setState({ status: 'unknown', isSignInOpen: false, pending: [] }));

  it('SPEC 4: the user is either authorized or unauthorized', () => {
    useAuthStore.getState().setStatus('authorized');
    expect(useAuthStore.getState().status).toBe('authorized');
    useAuthStore.getState().setStatus('unauthorized');
    expect(useAuthStore.getState().status).toBe('unauthorized');
  });

  it('keeps no user: who is signed in lives in the current-user query', () => {
    useAuthStore.getState().loggedIn();
    expect(useAuthStore.getState()).not.toHaveProperty('user');
  });

  it('SPEC 4: the sign-in modal resolves on the logged-in event', async () => {
    const waiting = useAuthStore.getState().requireLogin();
    expect(useAuthStore.getState().isSignInOpen).toBe(true);
    useAuthStore.getState().loggedIn();
    await expect(waiting).resolves.toBeUndefined();
    expect(useAuthStore.getState().isSignInOpen).toBe(false);
    expect(useAuthStore.getState().status).toBe('authorized');
  });

  it('SPEC 4: the sign-in modal rejects when the auth form is destroyed', async () => {
    const first = useAuthStore.getState().requireLogin();
    const second = useAuthStore.getState().requireLogin();
    useAuthStore.getState().formDestroyed();
    await expect(first).rejects.toBeInstanceOf(SignInCancelledError);
    await expect(second).rejects.toBeInstanceOf(SignInCancelledError);
    expect(useAuthStore.getState().isSignInOpen).toBe(false);
  });

  it('a signed-in user needs no modal: requireLogin resolves at once', async () => {
    useAuthStore.getState().setStatus('authorized');
    await expect(useAuthStore.getState().requireLogin()).resolves.toBeUndefined();
    expect(useAuthStore.getState().isSignInOpen).toBe(false);
  });
});

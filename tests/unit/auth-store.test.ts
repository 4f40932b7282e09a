import { beforeEach, describe, expect, it } from 'vitest';
import { SignInCancelledError, useAuthStore } from '@/stores/auth-store';

const user = { ID: 1, FULL_NAME: 'Иванова Анна Сергеевна', EMAIL: 'patient@demo-clinic.kz', TEL: '+77011234567' };

describe('SPEC 4: authorization and the sign-in modal', () => {
  beforeEach(() => useAuthStore.setState({ status: 'unknown', user: null, isSignInOpen: false, pending: [] }));

  it('SPEC 4: loading the user sets authorized; no user sets unauthorized', () => {
    useAuthStore.getState().setUser(user);
    expect(useAuthStore.getState().status).toBe('authorized');
    useAuthStore.getState().setUser(null);
    expect(useAuthStore.getState().status).toBe('unauthorized');
  });

  it('SPEC 4: the sign-in modal resolves on the logged-in event', async () => {
    const waiting = useAuthStore.getState().requireLogin();
    expect(useAuthStore.getState().isSignInOpen).toBe(true);
    useAuthStore.getState().loggedIn(user);
    await expect(waiting).resolves.toEqual(user);
    expect(useAuthStore.getState().isSignInOpen).toBe(false);
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
    useAuthStore.getState().setUser(user);
    await expect(useAuthStore.getState().requireLogin()).resolves.toEqual(user);
    expect(useAuthStore.getState().isSignInOpen).toBe(false);
  });
});

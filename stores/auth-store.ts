import { create } from 'zustand';
import { setLoginRequiredHandler } from '@/lib/api-client/login-required';

/** 'unknown' until the page knows: no signed-in hint, or the user query answered. */
export type AuthStatus = 'unknown' | 'authorized' | 'unauthorized';

/** The dialog's three views: sign in, create an account, restore the password. */
export type SignInView = 'signIn' | 'signUp' | 'restore';

type Pending = { resolve: () => void; reject: (reason: Error) => void };

type AuthState = {
  status: AuthStatus;
  /** The sign-in modal is open because login is required. */
  isSignInOpen: boolean;
  /** The view the dialog opens on: sign-in, unless a page asked for another (openSignInAt). */
  dialogView: SignInView;
  pending: Pending[];
  /** SPEC 4: loading the user sets authorized, a failure unauthorized; so does a logout. */
  setStatus: (status: Exclude<AuthStatus, 'unknown'>) => void;
  /** SPEC 4: opening the sign-in modal returns a promise resolved on the logged-in event. */
  requireLogin: () => Promise<void>;
  /** requireLogin with the dialog opened on a given view (a sign-in page's "create an account"). */
  openSignInAt: (view: SignInView) => Promise<void>;
  /**
   * An API call answered 401 `login_required`: the session is gone whatever the page thought,
   * so the modal opens even for an "authorized" page; the call repeats once this resolves.
   */
  loginRequired: () => Promise<void>;
  /** The logged-in event: authorized, the modal closes, everyone waiting is resolved. */
  loggedIn: () => void;
  /** The auth form was destroyed (the modal closed) before a login: rejects everyone waiting. */
  formDestroyed: () => void;
};

export class SignInCancelledError extends Error {
  constructor() {
    super('The sign-in form was closed before signing in');
    this.name = 'SignInCancelledError';
  }
}

/**
 * SPEC 4 "Authorization" and "Sign-in modal", nothing more: who the user is lives in React
 * Query's cache (lib/api-client/use-current-user.ts), not here.
 */
export const useAuthStore = create<AuthState>()((set, get) => ({
  status: 'unknown',
  isSignInOpen: false,
  dialogView: 'signIn',
  pending: [],
  setStatus: (status) => set({ status }),
  requireLogin: () => {
    if (get().status === 'authorized') return Promise.resolve();
    return new Promise<void>((resolve, reject) => set((state) => ({ isSignInOpen: true, pending: [...state.pending, { resolve, reject }] })));
  },
  openSignInAt: (view) => {
    set({ dialogView: view });
    return get().requireLogin();
  },
  loginRequired: () => {
    set({ status: 'unauthorized' });
    return get().requireLogin();
  },
  loggedIn: () => {
    const { pending } = get();
    set({ status: 'authorized', isSignInOpen: false, dialogView: 'signIn', pending: [] });
    pending.forEach((p) => p.resolve());
  },
  formDestroyed: () => {
    const { pending } = get();
    set({ isSignInOpen: false, dialogView: 'signIn', pending: [] });
    pending.forEach((p) => p.reject(new SignInCancelledError()));
  },
}));

// Every API call of the page that meets login_required waits for this store's sign-in modal.
setLoginRequiredHandler(() => useAuthStore.getState().loginRequired());

import { create } from 'zustand';

export type SessionUser = { ID: number; FULL_NAME: string; EMAIL: string | null; TEL: string | null };
export type AuthStatus = 'unknown' | 'authorized' | 'unauthorized';

type Pending = { resolve: (user: SessionUser) => void; reject: (reason: Error) => void };

type AuthState = {
  status: AuthStatus;
  user: SessionUser | null;
  /** The sign-in modal is open because login is required. */
  isSignInOpen: boolean;
  pending: Pending[];
  setUser: (user: SessionUser | null) => void;
  /** SPEC 4: opening the sign-in modal returns a promise resolved on the logged-in event. */
  requireLogin: () => Promise<SessionUser>;
  /** The logged-in event: resolves everyone waiting. */
  loggedIn: (user: SessionUser) => void;
  /** The auth form was destroyed (the modal closed) before a login: rejects everyone waiting. */
  formDestroyed: () => void;
};

export class SignInCancelledError extends Error {
  constructor() {
    super('The sign-in form was closed before signing in');
    this.name = 'SignInCancelledError';
  }
}

/** SPEC 4 "Authorization": unauthorized or authorized; the sign-in modal's promise. */
export const useAuthStore = create<AuthState>()((set, get) => ({
  status: 'unknown',
  user: null,
  isSignInOpen: false,
  pending: [],
  setUser: (user) => set({ user, status: user ? 'authorized' : 'unauthorized' }),
  requireLogin: () => {
    const { user } = get();
    if (user) return Promise.resolve(user);
    return new Promise<SessionUser>((resolve, reject) => set((state) => ({ isSignInOpen: true, pending: [...state.pending, { resolve, reject }] })));
  },
  loggedIn: (user) => {
    const { pending } = get();
    set({ user, status: 'authorized', isSignInOpen: false, pending: [] });
    pending.forEach((p) => p.resolve(user));
  },
  formDestroyed: () => {
    const { pending } = get();
    set({ isSignInOpen: false, pending: [] });
    pending.forEach((p) => p.reject(new SignInCancelledError()));
  },
}));

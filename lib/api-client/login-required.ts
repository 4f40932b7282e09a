/**
 * SPEC 2.9 "A sign-in modal is shown when login is required": a call answered 401
 * `login_required` waits for this handler (the auth store's sign-in modal), then is sent again;
 * when the handler rejects (the modal was closed), the call fails with its 401. The client is
 * below the stores (eslint/layers.mjs), so the store registers itself here.
 */
export type LoginRequiredHandler = () => Promise<void>;

/** The error code of a call that needs a signed-in user (lib/auth/require-user.ts). */
export const LOGIN_REQUIRED = 'login_required';

let handler: LoginRequiredHandler | null = null;

export function setLoginRequiredHandler(next: LoginRequiredHandler | null): void {
  handler = next;
}

export function getLoginRequiredHandler(): LoginRequiredHandler | null {
  return handler;
}

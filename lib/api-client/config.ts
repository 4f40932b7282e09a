import type { Locale } from '@/lib/i18n/locales';

/** Basic authorization sent with every call (SPEC 7.1). */
export interface ApiAuth {
  username: string;
  password: string;
}

export interface ApiClientConfig {
  apiAuth: ApiAuth;
  /** Goes into every rewritten path: /front/v1/... -> /api/front/{locale}/v1/... */
  locale: Locale;
  /** The site's host for X-External-Domain; defaults to window.location.host. */
  externalHost?: string | null;
  /** Origin of the API, e.g. 'https://clinic.example'; same origin when omitted. */
  baseUrl?: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Waits for a sign-in on a 401 `login_required`; defaults to the one the auth store registers (login-required.ts). */
  onLoginRequired?: () => Promise<void>;
  /** Injected in tests; otherwise the SHA-256 of /wasm/hash.js (@noble/hashes, loaded by ./hash.ts). */
  hash?: (text: string) => Promise<string>;
}

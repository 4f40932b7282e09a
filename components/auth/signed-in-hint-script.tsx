import { SIGNED_IN_HINT_COOKIE } from '@/lib/auth/cookie-names';

// Before the first paint: the hint cookie (set at sign-in, cleared at sign-out, no personal data)
// marks <html data-signed-in>; the CSS of globals.css then hides «Войти» and shows the placeholder.
const SCRIPT = `if(/(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute('data-signed-in','')`;

/**
 * The one inline script of every page (its hash goes in the CSP like any inline script's,
 * lib/http/script-hashes.ts): the same for every visitor, so cached pages stay shared.
 */
export function SignedInHintScript() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

/**
 * The join page's addresses a signed-out visitor returns to after signing in or up (the /pro
 * layout's returnTo), beside proPathOf's: an access code's link (`?company=…&cabinet=…&code=…`,
 * the code filled in) and an e-mailed invitation's (`?invite=TOKEN`). Only these exact shapes,
 * so the return is never an address of someone else's choosing.
 */
const CODE_LINK = /^(?:\/(?:kk|uz|en))?\/pro\/join\?company=[A-Za-z0-9_-]{1,64}&cabinet=\d{1,9}&code=[A-Za-z0-9-]{1,64}$/;
const INVITE_LINK = /^(?:\/(?:kk|uz|en))?\/pro\/join\?invite=[A-Za-z0-9_-]{20,100}$/;

export function joinLinkOf(path: string | null | undefined): string | null {
  return path && (CODE_LINK.test(path) || INVITE_LINK.test(path)) ? path : null;
}

/** A readable hint that a session cookie exists, so signed-out visitors make no user call. */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/**
 * The Basic authorization every API call carries (SPEC 3 "Application configuration",
 * apiAuth). It identifies our front end, it is not a user secret: the browser has it.
 */
export function apiAuth(): { username: string; password: string } {
  return {
    username: process.env.API_AUTH_USER ?? 'front',
    password: process.env.API_AUTH_PASSWORD ?? 'front-dev-password',
  };
}

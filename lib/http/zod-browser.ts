import { config } from 'zod';

/**
 * Imported first by every zod schema module a client island loads. In the browser zod parses
 * without compiling its parsers (`jitless`): before compiling it probes with `new Function('')`,
 * an eval the Content-Security-Policy forbids, and the browser reports the refused probe as a
 * `securitypolicyviolation` although zod catches it and falls back. On the server it compiles.
 */
if (typeof window !== 'undefined') config({ jitless: true });

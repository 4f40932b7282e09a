import { createHash } from 'node:crypto';

/**
 * A rate-limit key for a personal value (a login, an e-mail, a phone): its SHA-256, so the
 * rate_limits table holds no one's address book and every key fits its 255 characters.
 * Pure (no database), so the browser tests can name a stored key too.
 */
export const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

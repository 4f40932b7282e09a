'use client';

import { useMessages } from 'next-intl';
import type { Messages } from '@/lib/i18n/message-files';

/**
 * The texts of the account calls' error codes (namespace AccountErrors): the very texts the
 * server puts in its `message` and `fieldMessages` (lib/auth/account-errors.ts), read here per
 * code so the browser's own checks and the server's answers read alike. Every account form
 * shows these, with the kit's 'summary', 'network' and 'unknown'.
 */
export function useAccountErrorTexts(): Record<string, string> {
  return (useMessages() as Pick<Messages, 'AccountErrors'>).AccountErrors;
}

'use client';

import { useMessages } from 'next-intl';
import type { Messages } from '@/lib/i18n/message-files';

/**
 * The texts of the business calls' error codes for the /pro forms and buttons: the server's
 * own (BusinessErrors, the very texts it puts in `message`), its field codes
 * (BusinessErrors.fields), and the form kit's 'network', 'unknown' and 'summary'
 * (BusinessMembers.errors). Codes whose server text names permissions ({permission},
 * {permissions}) get a text without the names from there too.
 */
export function useBusinessErrorTexts(): Record<string, string> {
  const messages = useMessages() as Pick<Messages, 'BusinessErrors' | 'BusinessMembers'>;
  const codes = Object.fromEntries(Object.entries(messages.BusinessErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { ...codes, ...messages.BusinessErrors.fields, ...messages.BusinessMembers.errors };
}

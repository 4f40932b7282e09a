'use client';

import { useMessages } from 'next-intl';
import { useMemo } from 'react';
import type { Messages } from '@/lib/i18n/message-files';

/**
 * The texts of the business calls' error codes for the form kit: the very texts the server
 * answers with (BusinessErrors: the call's codes, and `fields` for a field's codes), with the
 * kit's own 'summary', 'network' and 'unknown' (BusinessShell.formErrors). A field code wins over
 * a call code of the same name (slug_taken at the slug field reads "This site address is taken").
 * Codes whose server text names permissions ({permission}) get a text without the names from
 * BusinessShell.formErrors too.
 */
export function useBusinessErrorTexts(): Record<string, string> {
  const messages = useMessages() as Pick<Messages, 'BusinessErrors' | 'BusinessShell'>;
  return useMemo(() => {
    const calls = Object.fromEntries(Object.entries(messages.BusinessErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return { ...calls, ...messages.BusinessErrors.fields, ...messages.BusinessShell.formErrors };
  }, [messages]);
}

'use client';

import { useMessages } from 'next-intl';
import { useMemo } from 'react';
import { fill } from '@/components/forms/use-api-form';
import { isApiError } from '@/lib/api-client/errors';
import type { Permission } from '@/lib/business/permission-names';
import type { Messages } from '@/lib/i18n/message-files';

/**
 * The texts of the business calls' error codes for the /pro forms and buttons: the very texts
 * the server answers with (BusinessErrors: the call's codes, and `fields` for a field's codes),
 * with the kit's own 'summary', 'network' and 'unknown' (BusinessShell.formErrors). A field code
 * wins over a call code of the same name (slug_taken at the slug field reads "This site address
 * is taken"). `permission_required` names the page's permission when it is given, as the server
 * would; else it is said without a name. A `{seconds}` stays for the form kit to fill from
 * Retry-After.
 */
export function useBusinessErrorTexts(permission?: Permission): Record<string, string> {
  const messages = useMessages() as Pick<Messages, 'BusinessErrors' | 'BusinessShell'>;
  return useMemo(() => {
    const { fields, permissions, ...codes } = messages.BusinessErrors;
    const calls = Object.fromEntries(Object.entries(codes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const texts: Record<string, string> = { ...calls, ...fields, ...messages.BusinessShell.formErrors };
    if (permission) texts.permission_required = fill(codes.permission_required, { permission: permissions[permission.replace('.', '_') as keyof typeof permissions] });
    return texts;
  }, [messages, permission]);
}

/**
 * A failed call's text from those: no connection is 'network'; a code's own text (a 429's wait
 * filled in); else the first field's code; else 'unknown'. Never the English of a proxy's page.
 */
export function businessErrorText(texts: Record<string, string>, error: unknown): string {
  if (!isApiError(error)) return texts.unknown;
  if (error.status === 0) return texts.network;
  const template = texts[error.code];
  if (template) {
    if (!template.includes('{seconds}')) return template;
    if (error.retryAfter !== undefined) return fill(template, { seconds: String(error.retryAfter) });
  }
  const field = error.fields ? Object.values(error.fields)[0] : undefined;
  return (field && texts[field]) || texts.unknown;
}

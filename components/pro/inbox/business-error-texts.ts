'use client';

import { useMessages } from 'next-intl';
import { useMemo } from 'react';
import { isApiError } from '@/lib/api-client/errors';
import type { Permission } from '@/lib/business/permission-names';
import type { Messages } from '@/lib/i18n/message-files';
import { fill } from '@/components/forms/use-api-form';

/**
 * The texts of the business calls' error codes (namespace BusinessErrors): the very texts the
 * server answers with (lib/business/errors.ts), the field codes among them, with the page's
 * 'network', 'unknown' and 'summary'. `permission_required` names the permission the page
 * needs, as the server would; a `{seconds}` stays for the form kit to fill from Retry-After.
 */
export function useBusinessErrorTexts(permission: Permission): Record<string, string> {
  const messages = useMessages() as Pick<Messages, 'BusinessErrors' | 'BusinessInbox'>;
  return useMemo(() => {
    const { fields, permissions, ...codes } = messages.BusinessErrors;
    const texts: Record<string, string> = { ...fields };
    for (const [code, text] of Object.entries(codes)) if (typeof text === 'string') texts[code] = text;
    texts.permission_required = fill(codes.permission_required, { permission: permissions[permission.replace('.', '_') as keyof typeof permissions] });
    return { ...texts, ...messages.BusinessInbox.errors };
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

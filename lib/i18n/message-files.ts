import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';

/** The four message files, for code that renders outside next-intl's providers. */
export const MESSAGES = { ru, kk, uz, en } as const;
export type Messages = typeof ru;

/**
 * The namespaces a client area needs, for its NextIntlClientProvider: those whose name starts
 * with one of `prefixes` and those named in `shared` (the account area: 'Profile', the business
 * area: 'Business').
 */
export function clientNamespaces(locale: keyof typeof MESSAGES, prefixes: readonly string[], shared: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(MESSAGES[locale]).filter(([name]) => prefixes.some((prefix) => name.startsWith(prefix)) || shared.includes(name)));
}

import { localePrefix, type Locale } from '@/lib/i18n/locales';

export type InboxArea = 'appointments' | 'questions';

/**
 * An inbox item's own address for a mail to the clinic's staff (issue 28):
 * `/pro?company=DEMO&section=appointments&open=41`. A mail goes to the clinic, not to a member,
 * so it names no cabinet: the business area's entry opens the reader's cabinet of that company
 * on the item (app/[locale]/pro/page.tsx), after the sign-in when needed.
 */
export const inboxItemPath = (locale: Locale, companyCode: string, area: InboxArea, id: number) =>
  `${localePrefix(locale)}/pro?company=${encodeURIComponent(companyCode)}&section=${area}&open=${id}`;

/** The item's address in full, as a mail carries it: `https://platform/pro?company=…`. */
export const inboxItemUrl = (origin: URL, locale: Locale, companyCode: string, area: InboxArea, id: number) => new URL(inboxItemPath(locale, companyCode, area, id), origin).toString();

/** The same address as the entry reads it back, or null when the query names no item. */
export function inboxItemOf(query: { company?: unknown; section?: unknown; open?: unknown }): { companyCode: string; area: InboxArea; id: number } | null {
  const { company, section, open } = query;
  if (typeof company !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(company)) return null;
  if (section !== 'appointments' && section !== 'questions') return null;
  if (typeof open !== 'string' || !/^\d{1,10}$/.test(open) || Number(open) < 1 || Number(open) > 2_147_483_647) return null;
  return { companyCode: company, area: section, id: Number(open) };
}

/** What proPathOf accepts as a return address after the sign-in: exactly the shape inboxItemPath writes. */
export const INBOX_ITEM_PATH = /^(?:\/(?:kk|uz|en))?\/pro\?company=[A-Za-z0-9_-]{1,64}&section=(?:appointments|questions)&open=\d{1,10}$/;

import { localePrefix, type Locale } from '@/lib/i18n/locales';

/**
 * The sections of the patient's account, in the navigation's order, with their labels'
 * keys in ProfileNav.sections. Session C's pages: '', contacts, password, sessions; session
 * B's: avatar, subscriptions, requests, data (docs: the accounts contract). The patient's
 * visits come first (issue 30: what a patient comes back for), then their requests (issue 28).
 */
export const PROFILE_SECTIONS = [
  { segment: 'visits', key: 'visits' },
  { segment: 'requests', key: 'requests' },
  { segment: '', key: 'personal' },
  { segment: 'contacts', key: 'contacts' },
  { segment: 'password', key: 'password' },
  { segment: 'sessions', key: 'sessions' },
  { segment: 'avatar', key: 'avatar' },
  { segment: 'subscriptions', key: 'subscriptions' },
  { segment: 'data', key: 'data' },
] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export type ProfileSegment = ProfileSection['segment'];

/**
 * A section's address, the same on the platform host and on a clinic's own domain (the
 * proxy sends both to app/[locale]/profile): ('kk', 'contacts') -> '/kk/profile/contacts'.
 */
export function profileHref(locale: Locale, segment: ProfileSegment = ''): string {
  return `${localePrefix(locale)}/profile${segment ? `/${segment}` : ''}`;
}

const PROFILE_PATH = /^(?:\/(?:kk|uz|en))?\/profile(?:\/([a-z-]+))?\/?$/;

/**
 * A visible path of the account area, or null for anything else: '/kk/profile/contacts' ->
 * 'contacts'. Only these paths are ever a sign-in's return address (no open redirect).
 */
export function profileSegmentOf(path: string | null | undefined): ProfileSegment | null {
  const match = path ? PROFILE_PATH.exec(path) : null;
  if (!match) return null;
  const segment = match[1] ?? '';
  return PROFILE_SECTIONS.find((section) => section.segment === segment)?.segment ?? null;
}

/** Where a sign-in returns: the asked-for section of the account area, else its first page. */
export function profileReturnPath(locale: Locale, path: string | null | undefined): string {
  const segment = profileSegmentOf(path);
  return profileHref(locale, segment ?? '');
}

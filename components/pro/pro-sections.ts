import { INBOX_ITEM_PATH } from '@/lib/tenants/inbox-link';
import type { Permission } from '@/lib/business/permission-names';
import { localePrefix, type Locale } from '@/lib/i18n/locales';

/**
 * The pages of a cabinet in the business area, in the navigation's order (group by group, in
 * PRO_GROUPS' order), with their labels' keys in BusinessNav.sections, the permission a page needs
 * (null: any member) and the navigation's group. The navigation hides what the member may not use;
 * the API refuses it anyway.
 */
export const PRO_SECTIONS = [
  { segment: '', key: 'dashboard', permission: null, group: 'inbox' },
  { segment: 'appointments', key: 'appointments', permission: 'appointments.read', group: 'inbox' },
  { segment: 'questions', key: 'questions', permission: 'questions.read', group: 'inbox' },
  { segment: 'reviews', key: 'reviews', permission: 'reviews.moderate', group: 'inbox' },
  { segment: 'calendar', key: 'calendar', permission: 'appointments.read', group: 'inbox' },
  { segment: 'home', key: 'home', permission: 'content.edit', group: 'site' },
  { segment: 'pages', key: 'pages', permission: 'content.edit', group: 'site' },
  { segment: 'prices', key: 'prices', permission: 'content.edit', group: 'site' },
  { segment: 'doctors', key: 'doctors', permission: 'specialists.edit', group: 'site' },
  { segment: 'gallery', key: 'gallery', permission: 'content.edit', group: 'site' },
  { segment: 'news', key: 'news', permission: 'content.edit', group: 'site' },
  { segment: 'menu', key: 'menu', permission: 'menu.edit', group: 'site' },
  { segment: 'redirects', key: 'redirects', permission: 'company.edit', group: 'site' },
  { segment: 'contacts', key: 'contacts', permission: 'company.edit', group: 'site' },
  { segment: 'translations', key: 'translations', permission: 'content.edit', group: 'site' },
  { segment: 'site', key: 'site', permission: 'company.edit', group: 'site' },
  { segment: 'settings', key: 'settings', permission: 'company.edit', group: 'clinic' },
  { segment: 'domains', key: 'domains', permission: 'company.edit', group: 'clinic' },
  { segment: 'schedule', key: 'schedule', permission: 'schedule.edit', group: 'clinic' },
  { segment: 'services', key: 'services', permission: 'company.edit', group: 'clinic' },
  { segment: 'members', key: 'members', permission: 'members.manage', group: 'staff' },
  { segment: 'audit', key: 'audit', permission: null, group: 'staff' },
] as const satisfies readonly { segment: string; key: string; permission: Permission | null; group: ProGroup }[];

/**
 * The navigation's groups, in order, with their labels' keys in BusinessNav.groups: the inboxes
 * (with the overview of them), the clinic's site as an owner fills it (issue 31: its pages, prices,
 * doctors, photos, news, menu, contacts and hours), the clinic itself (its settings with the logo,
 * brand and legal details, its domain, whether the site is open, doctors' schedules, the platform's
 * services), its staff (members and access codes, the log of what they did). Text materials live
 * under Pages, price lists under Prices: the old 'materials' address redirects to Pages.
 */
export const PRO_GROUPS = ['inbox', 'site', 'clinic', 'staff'] as const;
export type ProGroup = (typeof PRO_GROUPS)[number];

export type ProSection = (typeof PRO_SECTIONS)[number];
export type ProSegment = ProSection['segment'];

/** The business area's entry: '/kk/pro'. */
export const proHome = (locale: Locale) => `${localePrefix(locale)}/pro`;

/** Joining a cabinet with an access code, optionally for a given company and cabinet (an invitation's link). */
export const proJoinHref = (locale: Locale, target?: { companyCode: string; cabinetCode: number }) =>
  `${proHome(locale)}/join${target ? `?company=${encodeURIComponent(target.companyCode)}&cabinet=${target.cabinetCode}` : ''}`;

/** Creating a new clinic. */
export const proCreateHref = (locale: Locale) => `${proHome(locale)}/new`;

/** A cabinet's page: ('kk', 'DEMO', 1, 'questions') -> '/kk/pro/DEMO/1/questions'. */
export function proHref(locale: Locale, companyCode: string, cabinetCode: number, segment: ProSegment = ''): string {
  return `${proHome(locale)}/${encodeURIComponent(companyCode)}/${cabinetCode}${segment ? `/${segment}` : ''}`;
}

/** The section of a cabinet's visible path, or null: '/kk/pro/DEMO/1/questions' -> 'questions'. */
export function proSegmentOf(path: string | null | undefined): ProSegment | null {
  const match = path ? /^(?:\/(?:kk|uz|en))?\/pro\/[^/]+\/\d+(?:\/([a-z-]+))?\/?$/.exec(path) : null;
  if (!match) return null;
  const segment = match[1] ?? '';
  return PRO_SECTIONS.find((section) => section.segment === segment)?.segment ?? null;
}

const PRO_PATH = /^(?:\/(?:kk|uz|en))?\/pro(?:\/[A-Za-z0-9_-]+){0,3}\/?$/;
// An invitation's link keeps its clinic and cabinet through the sign-in: /pro/join?company=DEMO&cabinet=1.
const JOIN_PATH = /^(?:\/(?:kk|uz|en))?\/pro\/join\?company=[A-Za-z0-9_-]{1,64}(?:&cabinet=\d{1,9})?$/;

/**
 * A visible path of the business area (a sign-in's return address), or null for anything else:
 * no open redirect ('//host', 'https://…', '/pro/../x', a backslash or another query are refused).
 */
export function proPathOf(path: string | null | undefined): string | null {
  return path && (PRO_PATH.test(path) || JOIN_PATH.test(path) || INBOX_ITEM_PATH.test(path)) ? path : null;
}

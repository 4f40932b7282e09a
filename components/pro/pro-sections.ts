import type { Permission } from '@/lib/business/permission-names';
import { localePrefix, type Locale } from '@/lib/i18n/locales';

/**
 * The pages of a cabinet in the business area, in the navigation's order, with their labels'
 * keys in BusinessNav.sections and the permission a page needs (null: any member). The
 * navigation hides what the member may not use; the API refuses it anyway.
 */
export const PRO_SECTIONS = [
  { segment: '', key: 'dashboard', permission: null },
  { segment: 'appointments', key: 'appointments', permission: 'appointments.read' },
  { segment: 'questions', key: 'questions', permission: 'questions.read' },
  { segment: 'reviews', key: 'reviews', permission: 'reviews.moderate' },
  { segment: 'news', key: 'news', permission: 'content.edit' },
  { segment: 'materials', key: 'materials', permission: 'content.edit' },
  { segment: 'home', key: 'home', permission: 'content.edit' },
  { segment: 'pages', key: 'pages', permission: 'content.edit' },
  { segment: 'menu', key: 'menu', permission: 'menu.edit' },
  { segment: 'redirects', key: 'redirects', permission: 'company.edit' },
  { segment: 'doctors', key: 'doctors', permission: 'specialists.edit' },
  { segment: 'gallery', key: 'gallery', permission: 'content.edit' },
  { segment: 'members', key: 'members', permission: 'members.manage' },
  { segment: 'settings', key: 'settings', permission: 'company.edit' },
  { segment: 'contacts', key: 'contacts', permission: 'company.edit' },
  { segment: 'domains', key: 'domains', permission: 'company.edit' },
  { segment: 'site', key: 'site', permission: 'company.edit' },
  { segment: 'services', key: 'services', permission: 'company.edit' },
  { segment: 'audit', key: 'audit', permission: null },
] as const satisfies readonly { segment: string; key: string; permission: Permission | null }[];

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
  return path && (PRO_PATH.test(path) || JOIN_PATH.test(path)) ? path : null;
}

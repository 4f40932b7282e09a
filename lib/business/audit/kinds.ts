import type { Permission } from '../permission-names';

/**
 * The kinds of audited business writes (the action's prefix), and the permission that lets a
 * member see them. No server import: the audit page's kind filter offers the same kinds.
 */
export const AUDIT_KINDS = {
  company: 'company.edit',
  cabinet: 'members.manage',
  access_code: 'members.manage',
  member: 'members.manage',
  invitation: 'members.manage',
  appointment_request: 'appointments.read',
  question: 'questions.read',
  review: 'reviews.moderate',
  service_request: 'company.edit',
  news: 'content.edit',
  news_category: 'content.edit',
  material: 'content.edit',
  home: 'content.edit',
  about_page: 'content.edit',
  director_post: 'content.edit',
  menu: 'menu.edit',
  redirect: 'company.edit',
  doctor: 'specialists.edit',
  gallery: 'content.edit',
  domain: 'company.edit',
  site: 'company.edit',
  schedule: 'schedule.edit',
  visit_type: 'schedule.edit',
  holiday: 'schedule.edit',
  review_request: 'appointments.read',
  visit: 'appointments.read',
} as const satisfies Record<string, Permission>;
export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

/** The kinds a member with these permissions sees in the log. */
export const visibleKinds = (permissions: readonly Permission[]) => AUDIT_KIND_NAMES.filter((kind) => permissions.includes(AUDIT_KINDS[kind]));

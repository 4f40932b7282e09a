'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatDate, formatTime } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { AuditChanges, changesOf } from './audit-changes';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

/** An entry of the audit log as GET …/business/audit and …/dashboard answer it (lib/business/audit/wire.ts auditEntrySchema). */
export type AuditEntry = {
  ID: number;
  ACTION: string;
  KIND: string | null;
  TARGET_ID: number | null;
  USER: { ID: number; FULL_NAME: string; EMAIL: string | null } | null;
  DETAILS: Record<string, unknown>;
  CREATED_AT: string;
};

/** The actions the server records, each with its text in BusinessAudit.actions (the key's dot as an underscore). */
const KNOWN_ACTIONS = new Set([
  'company.create',
  'company.update',
  'company.contacts',
  'home.update',
  'material.create',
  'material.update',
  'material.publish',
  'material.unpublish',
  'material.delete',
  'cabinet.create',
  'access_code.create',
  'access_code.revoke',
  'member.join',
  'member.update',
  'member.remove',
  'member.owner',
  'invitation.send',
  'invitation.accept',
  'invitation.revoke',
  'appointment_request.status',
  'appointment_request.note',
  'question.status',
  'question.note',
  'question.answer',
  'review.publish',
  'review.reject',
  'review.reply',
  'service_request.create',
  'news.create',
  'about_page.update',
  'director_post.create',
  'director_post.update',
  'director_post.publish',
  'director_post.unpublish',
  'director_post.delete',
  'news.update',
  'news.publish',
  'news.unpublish',
  'news.image',
  'news.delete',
  'news_category.create',
  'news_category.update',
  'news_category.delete',
  'news_category.move',
  'doctor.create',
  'doctor.update',
  'doctor.photo',
  'doctor.order',
  'doctor.delete',
  'gallery.album_create',
  'gallery.album_update',
  'gallery.album_order',
  'gallery.album_delete',
  'gallery.photo_add',
  'gallery.photo_update',
  'gallery.photo_order',
  'gallery.photo_delete',
  'menu.create',
  'menu.update',
  'menu.delete',
  'menu.order',
  'redirect.create',
  'redirect.delete',
  'domain.add',
  'domain.verify',
  'domain.primary',
  'domain.unprimary',
  'domain.remove',
  'domain.claim_lost',
  'domain.unverify',
  'domain.expire',
  'site.offline',
  'site.online',
  'site.close',
  'site.reopen',
  'schedule.mode',
  'schedule.hours',
  'schedule.exception',
  'schedule.exception_delete',
  'visit_type.create',
  'visit_type.update',
  'visit_type.delete',
  'holiday.set',
  'holiday.delete',
  'review_request.send',
  'visit.book',
  'visit.came',
  'visit.no_show',
  'visit.cancel',
  'visit.move',
  'visit.block',
  'visit.unblock',
]);

const STATUSES = new Set(['new', 'in_progress', 'done', 'pending', 'published', 'rejected']);
const SERVICES = new Set(['website', 'domain', 'design', 'content', 'seo', 'mis_integration', 'training', 'other']);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What an entry says was done, in the member's language: 'review.publish' #5 -> "published review No. 5". */
export function useAuditActionText(): (entry: AuditEntry) => string {
  const t = useTranslations('BusinessAudit');
  const services = useTranslations('BusinessMail.crm.services');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const status = (value: unknown) => (STATUSES.has(text(value)) ? t(`statuses.${text(value)}` as never) : text(value));
  return (entry) => {
    const details = entry.DETAILS ?? {};
    // What was changed, by the name stored when it was written (issue 28); older entries name it by number, slug or code.
    const title = text(details.title).trim();
    const values = {
      named: title ? 'yes' : 'no',
      title,
      id: entry.TARGET_ID ?? '',
      from: status(details.from),
      to: status(details.to),
      slug: (entry.ACTION === 'news.delete' && title) || text(details.slug),
      name: text(details.name),
      code: (entry.ACTION.startsWith('material.') && title) || text(details.code ?? details.cabinetCode),
      uses: text(details.maxUses),
      host: text(details.host),
      purgeAt: typeof details.purgeAt === 'string' ? formatDate(details.purgeAt.slice(0, 10), locale, { zone }) : '',
      day: typeof details.day === 'string' ? formatDate(details.day.slice(0, 10), locale, { zone }) : '',
      time: text(details.time),
      doctor: text(details.doctor),
      service: SERVICES.has(text(details.service)) ? services(text(details.service) as never) : text(details.service),
    };
    if (entry.ACTION === 'review.reply' && details.removed === true) return t('actions.review_replyRemoved', values);
    if (KNOWN_ACTIONS.has(entry.ACTION)) return t(`actions.${entry.ACTION.replace('.', '_')}` as never, values as never);
    return t('actions.other', { action: entry.ACTION });
  };
}

/** '05 марта, 14:30' (SPEC 9 formats; the year only when it is not this one). */
export function formatWhen(iso: string, locale: Locale, zone: string): string {
  return `${formatDate(iso, locale, { zone })}, ${formatTime(iso, { zone })}`;
}

/**
 * One entry of the log: what happened (and, for an edit, what it changed), then who (a link that shows only their changes, where
 * given) and when (a <time> with the exact moment for machines).
 */
export function AuditEntryLine({ entry, action, who }: { entry: AuditEntry; action: string; who?: (user: NonNullable<AuditEntry['USER']>) => ReactNode }) {
  const t = useTranslations('BusinessAudit');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const changes = changesOf(entry.DETAILS);
  return (
    <li className="flex flex-col gap-1 border-b border-slate-200 py-3 last:border-b-0">
      <p className="font-medium break-words">{action}</p>
      {changes ? <AuditChanges changes={changes} /> : null}
      <p className="flex flex-wrap gap-x-2 text-sm text-muted">
        <span className="break-words">{entry.USER ? (who ? who(entry.USER) : entry.USER.FULL_NAME) : t('deletedUser')}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={entry.CREATED_AT}>{formatWhen(entry.CREATED_AT, locale, zone)}</time>
      </p>
    </li>
  );
}

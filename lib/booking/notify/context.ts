import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { companies, companyDomains, specialists, visitTypes, visits } from '@/lib/db/schema';
import { clinicTimeZone } from '@/lib/dates/time-zones';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { clinicMailName } from '@/lib/mail/templates';
import { absoluteSiteUrl, canonicalAddress } from '@/lib/seo/urls';
import { domainOrder, servedDomain } from '@/lib/tenants/served-domains';
import { visitToken } from '../tokens';
import type { VisitNotice } from './messages';

/** The visit as its messages need it: who to tell and the notice to tell them. */
export type NoticeTarget = {
  visitId: number;
  version: number;
  status: string;
  phone: string | null;
  email: string | null;
  start: Date;
  changeLimitMinutes: number;
  notice: VisitNotice;
};

/**
 * The manage page of a visit, absolute: `/{locale}/l/{slug}/visit/{token}` on the platform, or on
 * the clinic's primary domain `/{locale}/visit/{token}` (lib/seo/urls canonicalAddress), with a
 * fresh `manage` token of the visit's current version.
 */
export function manageUrl(company: { slug: string; domains: string[] }, locale: Locale, visitId: number, version: number): string {
  return absoluteSiteUrl(canonicalAddress(company), locale, `visit/${visitToken(visitId, version, 'manage')}`);
}

/** The clinic's served domains, the primary first (as canonicalAddress wants them). */
export async function clinicDomains(db: Database, companyId: number): Promise<string[]> {
  const rows = await db.select({ host: companyDomains.host }).from(companyDomains).where(and(eq(companyDomains.companyId, companyId), servedDomain)).orderBy(...domainOrder);
  return rows.map((row) => row.host);
}

/**
 * A visit with its clinic, doctor and type on `db` (the caller's transaction: the change it just
 * made is seen): what the patient's notices and the staff's e-mails are written from. Null for a
 * missing visit or one without a patient (a blocked time, a hold).
 */
export async function readVisitForMessages(db: Database, visitId: number) {
  const [row] = await db
    .select({
      id: visits.id,
      version: visits.version,
      status: visits.status,
      locale: visits.locale,
      phone: visits.patientPhone,
      email: visits.patientEmail,
      patientName: visits.patientName,
      patientUserId: visits.userId,
      start: sql<string>`lower(${visits.period})`,
      companyId: companies.id,
      companyCode: companies.code,
      slug: companies.slug,
      companyName: companies.name,
      address: companies.address,
      phones: companies.phones,
      timeZone: companies.timeZone,
      changeLimitMinutes: companies.bookingChangeLimitMinutes,
      doctor: specialists.fullName,
      visitType: visitTypes.name,
    })
    .from(visits)
    .innerJoin(companies, eq(companies.id, visits.companyId))
    .innerJoin(specialists, eq(specialists.id, visits.specialistId))
    .leftJoin(visitTypes, eq(visitTypes.id, visits.visitTypeId))
    .where(eq(visits.id, visitId))
    .limit(1);
  if (!row || row.status === 'blocked' || row.status === 'hold') return null;
  return row;
}

/**
 * The patient's notice of a visit (readVisitForMessages), written in the visit's locale. Null for
 * a missing visit or one without a patient.
 */
export async function loadNoticeTarget(db: Database, visitId: number): Promise<NoticeTarget | null> {
  const row = await readVisitForMessages(db, visitId);
  if (!row) return null;
  const locale: Locale = isLocale(row.locale) ? row.locale : 'ru';
  const domains = await clinicDomains(db, row.companyId);
  const address = row.address ? pickLocalized(row.address, locale).trim() : '';
  return {
    visitId: row.id,
    version: row.version,
    status: row.status,
    phone: row.phone,
    email: row.email,
    start: new Date(row.start),
    changeLimitMinutes: row.changeLimitMinutes,
    notice: {
      locale,
      timeZone: clinicTimeZone(row.timeZone),
      start: new Date(row.start),
      clinic: clinicMailName(row.companyName, locale),
      address: address || null,
      clinicPhone: row.phones[0] ?? null,
      doctor: pickLocalized(row.doctor, locale),
      visitType: row.visitType ? pickLocalized(row.visitType, locale) || null : null,
      patientName: row.patientName,
      manageUrl: row.status === 'booked' ? manageUrl({ slug: row.slug, domains }, locale, row.id, row.version) : null,
    },
  };
}

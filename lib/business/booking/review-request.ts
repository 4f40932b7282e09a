import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '@/lib/business/audit';
import { getDb } from '@/lib/db/client';
import { specialists, visits } from '@/lib/db/schema';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { translatorFor } from '@/lib/i18n/messages';
import { inMailTransaction } from '@/lib/mail/outbox';
import { clinicMailName, composeMail } from '@/lib/mail/templates';
import { absoluteSiteUrl, canonicalAddress } from '@/lib/seo/urls';
import { queueSms } from '@/lib/sms/outbox';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';
import { editorCompany } from '../site';
import { actorOf } from './doctor';

/** The anchor of the review form on a doctor's reviews page (components/reviews/review-form-section.tsx). */
const REVIEW_FORM_ANCHOR = 'leave-review';

export type ReviewRequestResult = { requestedAt: Date; sms: boolean; email: boolean };

/**
 * Asks the patient of a visit marked `came` for a review, once (issue 30): one SMS to the visit's
 * phone, and an e-mail when the visit has one, each with the link to the doctor's review form on
 * the clinic's site, in the language the patient booked in (the site's Russian when the site does
 * not offer it). `review_requested_at` is set by the same transaction that queues the messages,
 * by an UPDATE that only a `came` visit not asked yet matches: of two clicks, one sends.
 * Another company's visit (or none) is 404 visit_not_found; not `came` is 409 visit_not_came;
 * asked before is 409 review_already_requested. Audited as review_request.send.
 */
export async function requestReview(member: BusinessMember, visitId: number, now = new Date()): Promise<ReviewRequestResult> {
  const company = await editorCompany(member);
  const result = await inMailTransaction(async (db, queueMail, jobs) => {
    const [visit] = await db
      .update(visits)
      .set({ reviewRequestedAt: now })
      .where(and(eq(visits.id, visitId), eq(visits.companyId, member.company.id), eq(visits.status, 'came'), isNull(visits.reviewRequestedAt)))
      .returning();
    if (!visit) return null;
    const [doctor] = await db.select({ slug: specialists.slug, fullName: specialists.fullName }).from(specialists).where(eq(specialists.id, visit.specialistId)).limit(1);
    const locale: Locale = isLocale(visit.locale) && company.locales.includes(visit.locale) ? visit.locale : 'ru';
    const t = translatorFor(locale, 'ReviewRequest');
    const clinic = clinicMailName(company.name, locale);
    const doctorName = pickLocalized(doctor.fullName, locale);
    const url = `${absoluteSiteUrl(canonicalAddress(company), locale, `specialists/${encodeURIComponent(doctor.slug)}/reviews`)}#${REVIEW_FORM_ANCHOR}`;
    const meta = { purpose: 'review_request', visitId: visit.id };
    const sms = Boolean(visit.patientPhone);
    if (visit.patientPhone) await queueSms(db, jobs, { kind: 'booking.review_request', to: visit.patientPhone, text: t('sms', { clinic, doctor: doctorName, url }) }, meta);
    const email = Boolean(visit.patientEmail);
    if (visit.patientEmail) {
      await queueMail(
        composeMail('booking.review_request', visit.patientEmail, clinic, t('subject', { clinic }), [
          { paragraph: visit.patientName ? t('greeting', { name: visit.patientName }) : t('greetingNoName') },
          { paragraph: t('body', { clinic, doctor: doctorName }) },
          { link: { text: t('link'), href: url } },
          { paragraph: t('signature', { clinic }) },
        ]),
        meta,
      );
    }
    await recordAudit(db, { ...actorOf(member, visit.id), action: 'review_request.send', details: { title: doctorName, sms, email } });
    return { requestedAt: now, sms, email };
  });
  if (result) return result;
  // Nothing matched: say why (read after the refusal; nothing was sent).
  const [visit] = await getDb()
    .select({ status: visits.status, reviewRequestedAt: visits.reviewRequestedAt })
    .from(visits)
    .where(and(eq(visits.id, visitId), eq(visits.companyId, member.company.id)))
    .limit(1);
  if (!visit) throw new BusinessError(404, 'visit_not_found');
  if (visit.reviewRequestedAt) throw new BusinessError(409, 'review_already_requested');
  throw new BusinessError(409, 'visit_not_came');
}

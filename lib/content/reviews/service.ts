// No 'server-only' here: the API routes import submitReview, and integration tests run them outside Next.
import { recordConsent } from '@/lib/consents/record';
import { findSpecialistId } from '@/lib/content/specialists/queries';
import { getDb } from '@/lib/db/client';
import { HttpError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { limitFormByAddress, limitFormByCompany } from '@/lib/security/rate-limit';
import { companyNotFound, findOpenCompany } from '@/lib/tenants/api-site';
import { companyCached } from '@/lib/tenants/company-cache';
import { insertPendingReview, listPublishedReviews, type ReviewScope } from './queries';
import type { ReviewInput } from './schemas';

/** Reviews pages show this many of the newest published reviews; the API pages through all of them. */
export const REVIEWS_PAGE_SIZE = 20;

/** Published reviews for a page: the reviews section's, and the doctors' (each review names its specialist). */
export const getPublishedReviews = (code: string, scope: ReviewScope, page = 1) =>
  companyCached(code, ['reviews', scope.specialistId ?? 'all', page], () => listPublishedReviews(scope, (page - 1) * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE), {
    on: ['reviews', 'doctors'],
  });

export type SubmitResult = { stored: boolean };

/**
 * A visitor's review: rate-limited per address and per company, dropped silently when the
 * honeypot is filled (the bot sees the same answer), else stored as pending with the consent
 * given with it (one transaction, as the other forms). Nothing is shown before moderation, so
 * the company's cache is left alone.
 */
export async function submitReview(input: ReviewInput, context: { locale: Locale; ip: string | null; userId?: number | null; site: string }): Promise<SubmitResult> {
  // Reviews have their own budget per address, so the other forms cannot use it up.
  await limitFormByAddress('review', context.ip);
  if (input.website && input.website.trim() !== '') return { stored: false };

  const company = await findOpenCompany(input.COMPANY_CODE, context.locale);
  if (!company) throw companyNotFound({ COMPANY_CODE: ['company_not_found'] });
  let specialistId: number | null = null;
  if (input.SPECIALIST) {
    specialistId = /^[a-z0-9-]+$/.test(input.SPECIALIST) ? await findSpecialistId(company.id, input.SPECIALIST) : null;
    if (specialistId === null) throw new HttpError(404, 'specialist_not_found', 'Specialist not found', { SPECIALIST: ['specialist_not_found'] });
  }
  await limitFormByCompany('review', company.id);
  await getDb().transaction(async (tx) => {
    const id = await insertPendingReview({ companyId: company.id, specialistId, authorName: input.AUTHOR_NAME, rating: input.RATING, text: input.TEXT, userId: context.userId ?? null }, tx);
    await recordConsent({ purpose: 'review', subjectId: id, site: context.site, locale: context.locale, userId: context.userId ?? null, companyId: company.id }, tx);
  });
  return { stored: true };
}

import { and, avg, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reviews, specialists, visits } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';

/** A published review as shown; the date is an ISO string (the data cache stores JSON). */
export type ReviewRecord = {
  id: number;
  authorName: string;
  rating: number;
  text: string;
  reply: string | null;
  createdAt: string;
  specialist: { slug: string; fullName: LocalizedText } | null;
  /** «Визит подтверждён»: its author had a visit marked `came` before writing it (visitConfirmedSql). */
  visitConfirmed: boolean;
};

/** One page of published reviews with the count and average of all of them. */
export type ReviewListing = { total: number; averageRating: number | null; items: ReviewRecord[] };

/** Which reviews: all of the company's (its own and its specialists'), or one specialist's. */
export type ReviewScope = { companyId: number; specialistId?: number };

/**
 * A review's author (a signed-in patient) had a visit the clinic marked `came` before the review
 * was written: with the doctor the review is about, or at the clinic for a review of the clinic.
 * Read with the review (one correlated EXISTS on visits_user_idx), never stored: a visit marked
 * `came` later, or unmarked, shows at once (docs/decisions.md "Trust after a visit").
 */
export const visitConfirmedSql = sql<boolean>`exists (
  select 1 from ${visits} confirmed
  where confirmed.user_id = ${reviews.userId}
    and confirmed.company_id = ${reviews.companyId}
    and (${reviews.specialistId} is null or confirmed.specialist_id = ${reviews.specialistId})
    and confirmed.status = 'came'
    and lower(confirmed.period) < ${reviews.createdAt}
)`;

function publishedIn(scope: ReviewScope): SQL | undefined {
  const conditions = [eq(reviews.companyId, scope.companyId), eq(reviews.status, 'published')];
  if (scope.specialistId !== undefined) conditions.push(eq(reviews.specialistId, scope.specialistId));
  return and(...conditions);
}

/** Published reviews only, newest first. */
export async function listPublishedReviews(scope: ReviewScope, offset: number, limit: number): Promise<ReviewListing> {
  const db = getDb();
  const where = publishedIn(scope);
  const [stats] = await db.select({ total: count(), average: avg(reviews.rating) }).from(reviews).where(where);
  const rows = await db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      rating: reviews.rating,
      text: reviews.text,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      specialistSlug: specialists.slug,
      specialistName: specialists.fullName,
      visitConfirmed: visitConfirmedSql,
    })
    .from(reviews)
    .leftJoin(specialists, eq(specialists.id, reviews.specialistId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(offset)
    .limit(limit);
  return {
    total: stats.total,
    averageRating: stats.average === null ? null : Math.round(Number(stats.average) * 10) / 10,
    items: rows.map(({ specialistSlug, specialistName, createdAt, ...row }) => ({
      ...row,
      visitConfirmed: row.visitConfirmed === true,
      createdAt: createdAt.toISOString(),
      specialist: specialistSlug && specialistName ? { slug: specialistSlug, fullName: specialistName } : null,
    })),
  };
}

export type NewReview = { companyId: number; specialistId: number | null; authorName: string; rating: number; text: string; userId?: number | null };

/** A visitor's review waits for moderation: it is stored as pending and shown nowhere yet. */
export async function insertPendingReview(review: NewReview, db: Pick<ReturnType<typeof getDb>, 'insert'> = getDb()): Promise<number> {
  const [row] = await db
    .insert(reviews)
    .values({ ...review, status: 'pending' })
    .returning({ id: reviews.id });
  return row.id;
}

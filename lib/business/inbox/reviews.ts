import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reviews, specialists } from '@/lib/db/schema';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';
import type { ReviewStatus } from './schemas';

export { REVIEW_STATUSES, type ReviewStatus } from './schemas';

/** A page of the company's reviews in one status (all when none), newest first. */
export async function listReviewsForModeration(companyId: number, filter: { status?: ReviewStatus; offset: number; limit: number }) {
  const where = and(eq(reviews.companyId, companyId), filter.status ? eq(reviews.status, filter.status) : undefined);
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(reviews).where(where);
  const items = await db
    .select({ review: reviews, specialist: { slug: specialists.slug, fullName: specialists.fullName } })
    .from(reviews)
    .leftJoin(specialists, eq(specialists.id, reviews.specialistId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { total, items };
}

/**
 * Publishes or rejects a review and/or sets the clinic's public reply (null removes it); each
 * change audited (review.publish, review.reject, review.reply). The company's cache tag expires,
 * so the site shows it on the next request.
 */
export async function moderateReview(member: BusinessMember, id: number, change: { status?: 'published' | 'rejected'; reply?: string | null }) {
  const row = await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: reviews.status, reply: reviews.reply })
      .from(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.companyId, member.company.id)))
      .for('update');
    if (!before) throw new BusinessError(404, 'review_not_found');
    const values = { ...(change.status && { status: change.status }), ...(change.reply !== undefined && { reply: change.reply }) };
    // A change naming nothing leaves the review as it is (an UPDATE needs at least one column).
    const [updated] = Object.keys(values).length
      ? await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning()
      : await tx.select().from(reviews).where(eq(reviews.id, id));
    const actor = { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, targetId: id };
    if (change.status && change.status !== before.status) {
      await recordAudit(tx, { ...actor, action: change.status === 'published' ? 'review.publish' : 'review.reject', details: { from: before.status } });
    }
    if (change.reply !== undefined && change.reply !== before.reply) await recordAudit(tx, { ...actor, action: 'review.reply', details: { removed: change.reply === null } });
    const [specialist] = updated.specialistId
      ? await tx.select({ slug: specialists.slug, fullName: specialists.fullName }).from(specialists).where(eq(specialists.id, updated.specialistId))
      : [null];
    return { review: updated, specialist: specialist ?? null };
  });
  await invalidateCompany(member.company.code, { sections: ['reviews'] });
  return row;
}

import { and, asc, avg, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reviews, specialists } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import { asDescriptor, largestUrl, type ResponsiveImageDescriptor } from '@/lib/storage/responsive-urls';

/** A specialist in the list: what a card shows. */
export type SpecialistSummaryRecord = {
  id: number;
  slug: string;
  fullName: LocalizedText;
  specialty: LocalizedText;
  /** An address of the photo (the largest WebP of an uploaded one): for the API and the page's og:image. */
  photo: string | null;
  /** An uploaded photo's variants, for the srcset; null for an old row's plain address. */
  photoImage: ResponsiveImageDescriptor | null;
  experienceYears: number | null;
  languages: string[];
};

/** The detail page adds the texts and the published reviews' count and average. */
export type SpecialistRecord = SpecialistSummaryRecord & {
  education: LocalizedText | null;
  services: LocalizedText | null;
  schedule: LocalizedText | null;
  bio: LocalizedText | null;
  reviewCount: number;
  /** Average rating of the published reviews, one decimal; null without reviews. */
  averageRating: number | null;
};

const summaryColumns = {
  id: specialists.id,
  slug: specialists.slug,
  fullName: specialists.fullName,
  specialty: specialists.specialty,
  photo: specialists.photo,
  photoImage: specialists.photoImage,
  experienceYears: specialists.experienceYears,
  languages: specialists.languages,
};

/** The uploaded photo wins over an old address. */
function withPhoto<T extends { photo: string | null; photoImage: ResponsiveImageDescriptor | null }>(row: T): T {
  const image = asDescriptor(row.photoImage);
  return { ...row, photoImage: image, photo: image ? largestUrl(image) : row.photo };
}

const published = (companyId: number) => and(eq(specialists.companyId, companyId), eq(specialists.isPublished, true));

/** The company's published specialists in the clinic's own order. */
export async function listSpecialists(companyId: number): Promise<SpecialistSummaryRecord[]> {
  const rows = await getDb().select(summaryColumns).from(specialists).where(published(companyId)).orderBy(asc(specialists.position), asc(specialists.id));
  return rows.map(withPhoto);
}

/** A published specialist of the company by slug, or null (the 404). */
export async function findSpecialist(companyId: number, slug: string): Promise<SpecialistRecord | null> {
  const db = getDb();
  const [row] = await db
    .select({ ...summaryColumns, education: specialists.education, services: specialists.services, schedule: specialists.schedule, bio: specialists.bio })
    .from(specialists)
    .where(and(published(companyId), eq(specialists.slug, slug)))
    .limit(1);
  if (!row) return null;
  const [stats] = await db
    .select({ total: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.specialistId, row.id), eq(reviews.status, 'published')));
  return {
    ...withPhoto(row),
    reviewCount: stats.total,
    averageRating: stats.average === null ? null : Math.round(Number(stats.average) * 10) / 10,
  };
}

/** The id of a published specialist by slug; the review form names specialists by slug. */
export async function findSpecialistId(companyId: number, slug: string): Promise<number | null> {
  const [row] = await getDb()
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(published(companyId), eq(specialists.slug, slug)))
    .limit(1);
  return row?.id ?? null;
}

/** A published specialist's reviews in short: how many and their average (one decimal). */
export type SpecialistRating = { count: number; average: number };

/** The published reviews' count and average per specialist slug; a specialist without reviews is absent. */
export async function listSpecialistRatings(companyId: number): Promise<Record<string, SpecialistRating>> {
  const rows = await getDb()
    .select({ slug: specialists.slug, total: count(), average: avg(reviews.rating) })
    .from(reviews)
    .innerJoin(specialists, eq(specialists.id, reviews.specialistId))
    .where(and(eq(reviews.companyId, companyId), eq(reviews.status, 'published'), eq(specialists.isPublished, true)))
    .groupBy(specialists.slug);
  return Object.fromEntries(rows.filter((row) => row.average !== null).map((row) => [row.slug, { count: row.total, average: Math.round(Number(row.average) * 10) / 10 }]));
}

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSpecialist, listSpecialistRatings, listSpecialists } from '@/lib/content/specialists/queries';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';

// Issue 20: the doctor cards show each doctor's rating with its count; the same figures as the doctor's own page.
describe('listSpecialistRatings', () => {
  let demoId = 0;
  beforeAll(async () => {
    await seedDemoData();
    [{ id: demoId }] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
  });
  afterAll(async () => {
    await closeDb();
  });

  it('gives every doctor with published reviews the count and average of its page; pending and rejected reviews do not count', async () => {
    const ratings = await listSpecialistRatings(demoId);
    expect(Object.keys(ratings).length).toBeGreaterThan(0);
    for (const { slug } of await listSpecialists(demoId)) {
      const page = (await findSpecialist(demoId, slug))!;
      if (page.reviewCount === 0) expect(ratings[slug], slug).toBeUndefined();
      else expect(ratings[slug], slug).toEqual({ count: page.reviewCount, average: page.averageRating });
    }
  });

  it('a review waiting for moderation changes nothing until it is published', async () => {
    const [doctor] = await listSpecialists(demoId);
    const before = (await listSpecialistRatings(demoId))[doctor.slug];
    const [row] = await getDb().insert(s.reviews).values({ companyId: demoId, specialistId: doctor.id, authorName: 'Тест', rating: 1, text: 'Ожидает', status: 'pending' }).returning({ id: s.reviews.id });
    expect((await listSpecialistRatings(demoId))[doctor.slug]).toEqual(before);
    await getDb().update(s.reviews).set({ status: 'published' }).where(and(eq(s.reviews.id, row.id), eq(s.reviews.companyId, demoId)));
    const after = (await listSpecialistRatings(demoId))[doctor.slug];
    expect(after.count).toBe((before?.count ?? 0) + 1);
    expect(after.average).toBeLessThan(before?.average ?? 5);
    await getDb().delete(s.reviews).where(eq(s.reviews.id, row.id));
  });
});

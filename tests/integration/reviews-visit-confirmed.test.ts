import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookVisit } from '@/lib/booking/visits';
import { listPublishedReviews } from '@/lib/content/reviews/queries';
import { closeDb, getDb } from '@/lib/db/client';
import { reviews, visits } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';
import { makeUser } from '../helpers/business';

/*
 * «Визит подтверждён» (issue 30): a published review shows the mark when its author had a visit
 * marked `came` with the doctor the review is about (or at the clinic, for a review of the
 * clinic) before writing it; computed in the review read itself.
 */
describe('reviews: the visit-confirmed mark', () => {
  let doctor: TestDoctor;
  let other: TestDoctor;
  beforeAll(async () => {
    await seedDemoData();
    doctor = await createTestDoctor({ daysAhead: 3 });
    other = await createTestDoctor({ daysAhead: 3 });
  });
  afterAll(() => closeDb());

  const patient = { name: 'Асель', phone: '+77015550001', locale: 'ru' as const };

  async function visit(d: TestDoctor, time: string, userId: number, status: 'came' | 'no_show' | 'booked') {
    const booked = await bookVisit({ companyId: d.companyId, specialistId: d.specialistId, visitTypeId: d.visit30, start: d.at(time) }, { ...patient, userId });
    await getDb().update(visits).set({ status }).where(eq(visits.id, booked.id));
  }

  async function review(userId: number | null, specialistId: number | null, createdAt: Date, text: string) {
    const [row] = await getDb()
      .insert(reviews)
      .values({ companyId: doctor.companyId, specialistId, userId, authorName: 'Пациент', rating: 5, text, status: 'published', createdAt })
      .returning({ id: reviews.id });
    return row.id;
  }

  it('marks a review only when its author came to that doctor before writing it', async () => {
    const came = await makeUser('came');
    const noShow = await makeUser('noshow');
    const otherDoctor = await makeUser('otherdoc');
    const later = await makeUser('later');
    await visit(doctor, '09:00', came.id, 'came');
    await visit(doctor, '10:00', noShow.id, 'no_show');
    await visit(other, '11:00', otherDoctor.id, 'came');
    await visit(doctor, '12:00', later.id, 'came');
    const afterVisits = doctor.at('18:00');
    const ids = {
      came: await review(came.id, doctor.specialistId, afterVisits, 'пришёл к врачу'),
      clinic: await review(came.id, null, afterVisits, 'пришёл в клинику'),
      noShow: await review(noShow.id, doctor.specialistId, afterVisits, 'не пришёл'),
      otherDoctor: await review(otherDoctor.id, doctor.specialistId, afterVisits, 'был у другого врача'),
      before: await review(later.id, doctor.specialistId, doctor.at('11:00'), 'написал до визита'),
      anonymous: await review(null, doctor.specialistId, afterVisits, 'без аккаунта'),
    };
    try {
      const listing = await listPublishedReviews({ companyId: doctor.companyId }, 0, 100);
      const mark = (id: number) => listing.items.find((item) => item.id === id)?.visitConfirmed;
      expect(mark(ids.came)).toBe(true);
      expect(mark(ids.clinic)).toBe(true);
      expect(mark(ids.noShow)).toBe(false);
      expect(mark(ids.otherDoctor)).toBe(false);
      expect(mark(ids.before)).toBe(false);
      expect(mark(ids.anonymous)).toBe(false);
      // The doctor's own list says the same.
      const own = await listPublishedReviews({ companyId: doctor.companyId, specialistId: doctor.specialistId }, 0, 100);
      expect(own.items.filter((item) => item.visitConfirmed).map((item) => item.id)).toEqual([ids.came]);
    } finally {
      await getDb().delete(reviews).where(inArray(reviews.id, Object.values(ids)));
    }
  });
});

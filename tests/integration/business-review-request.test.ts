import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookVisit } from '@/lib/booking/visits';
import { closeDb, getDb } from '@/lib/db/client';
import { auditLog, outbox, specialists, visits } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';
import { call, makeUser } from '../helpers/business';

/*
 * The review request after a visit (issue 30): POST …/visits/{id}/review-request sends one SMS
 * (and an e-mail when the visit has one) with the link to the doctor's review form, once.
 */
const app = createApiApp();
const path = (id: number, locale = 'ru') => `/api/w-business/${locale}/DEMO/0/business/visits/${id}/review-request`;

describe('POST …/visits/{id}/review-request', () => {
  let doctor: TestDoctor;
  let reception: { cookie: string };
  let slug: string;
  beforeAll(async () => {
    await seedDemoData();
    doctor = await createTestDoctor({ daysAhead: 4 });
    [{ slug }] = await getDb().select({ slug: specialists.slug }).from(specialists).where(eq(specialists.id, doctor.specialistId));
    reception = await makeUser('reception', [{ company: 'DEMO', cabinet: 0, permissions: ['appointments.read'] }]);
  });
  afterAll(() => closeDb());

  async function visit(time: string, status: 'came' | 'booked', patient: { phone: string; email?: string; locale?: 'ru' | 'kk' }) {
    const booked = await bookVisit(
      { companyId: doctor.companyId, specialistId: doctor.specialistId, visitTypeId: doctor.visit30, start: doctor.at(time) },
      { name: 'Асель', phone: patient.phone, email: patient.email ?? null, locale: patient.locale ?? 'ru' },
    );
    await getDb().update(visits).set({ status }).where(eq(visits.id, booked.id));
    return booked.id;
  }
  // The review request's messages only (booking the visit sends its own confirmation first).
  const messagesTo = async (recipient: string) =>
    (await getDb().select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id))).filter((row) => (row.meta as { purpose?: string }).purpose === 'review_request');

  it('sends one SMS and one e-mail with the review form link, sets review_requested_at, audits; a second call is 409 and sends nothing', async () => {
    const id = await visit('09:00', 'came', { phone: '+77015550011', email: 'asel-review@example.test', locale: 'kk' });
    const first = await call(app, 'POST', path(id), { cookie: reception.cookie });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ SMS: true, EMAIL: true });
    const [row] = await getDb().select().from(visits).where(eq(visits.id, id));
    expect(row.reviewRequestedAt?.toISOString()).toBe(first.json.data.REVIEW_REQUESTED_AT);
    const sms = await messagesTo('+77015550011');
    expect(sms).toHaveLength(1);
    // In the language the patient booked in (kk: DEMO offers it), linking the doctor's review form.
    // The clinic's canonical site (DEMO's own domain, else /l/demo-clinic on the platform).
    expect(sms[0].body).toMatch(new RegExp(`https?://\\S+/kk(/l/demo-clinic)?/specialists/${slug}/reviews#leave-review$`));
    expect(sms[0].body).toContain('Пікіріңізді қалдырыңызшы');
    const mails = await messagesTo('asel-review@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(`/specialists/${slug}/reviews#leave-review`);
    const [audit] = await getDb().select().from(auditLog).where(and(eq(auditLog.action, 'review_request.send'), eq(auditLog.targetId, id)));
    expect(audit).toBeTruthy();

    const again = await call(app, 'POST', path(id), { cookie: reception.cookie });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('review_already_requested');
    expect(await messagesTo('+77015550011')).toHaveLength(1);
  });

  it('two clicks at once send one request', async () => {
    const id = await visit('10:00', 'came', { phone: '+77015550012' });
    const both = await Promise.all([call(app, 'POST', path(id), { cookie: reception.cookie }), call(app, 'POST', path(id), { cookie: reception.cookie })]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await messagesTo('+77015550012')).toHaveLength(1);
  });

  it('refuses a visit not marked came (409 visit_not_came, in the caller language) and sends nothing', async () => {
    const id = await visit('11:00', 'booked', { phone: '+77015550013' });
    const answer = await call(app, 'POST', path(id, 'en'), { cookie: reception.cookie });
    expect(answer.status).toBe(409);
    expect(answer.json.error).toMatchObject({ code: 'visit_not_came', message: 'A review can be requested only after a visit marked as came.' });
    expect(await messagesTo('+77015550013')).toHaveLength(0);
    const [row] = await getDb().select().from(visits).where(eq(visits.id, id));
    expect(row.reviewRequestedAt).toBeNull();
  });

  it("answers 404 visit_not_found for another company's visit and for no visit", async () => {
    const other = await createTestDoctor({ companyCode: 'FAMILY', daysAhead: 4 });
    const booked = await bookVisit({ companyId: other.companyId, specialistId: other.specialistId, visitTypeId: other.visit30, start: other.at('09:00') }, { name: 'Ержан', phone: '+77015550014', locale: 'ru' });
    await getDb().update(visits).set({ status: 'came' }).where(eq(visits.id, booked.id));
    const foreign = await call(app, 'POST', path(booked.id), { cookie: reception.cookie });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe('visit_not_found');
    expect(await messagesTo('+77015550014')).toHaveLength(0);
    expect((await call(app, 'POST', path(2_000_000_000), { cookie: reception.cookie })).json.error.code).toBe('visit_not_found');
  });
});

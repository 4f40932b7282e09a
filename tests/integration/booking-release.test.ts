import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { visitToken } from '@/lib/booking/tokens';
import { closeDb, getDb } from '@/lib/db/client';
import { users, visits } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { TAGS } from '@/lib/tenants/cache-tags';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';
import { bookingApi, type BookingErrorBody } from '../helpers/booking-api';

// The edge purge is the last step of every cache expiry (lib/tenants/invalidate.ts): its tags are what expired.
const purged = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/edge/purge', () => ({ purgeEdge: async (tags: string[]) => void purged.push(...tags) }));

const app = createApiApp();
const { post, get } = bookingApi(app);

// A hold left in the booking dialog (closed, another time picked) is given back at once with its
// hold token (POST …/booking/release): only that hold, never a booked visit.
describe('booking API: releasing a hold', () => {
  let doctor: TestDoctor;

  beforeAll(async () => {
    await seedDemoData();
    doctor = await createTestDoctor({ daysAhead: 22 });
  });
  afterAll(() => closeDb());

  const slot = (time: string) => ({ COMPANY_CODE: doctor.companyCode, specialist_id: doctor.specialistId, visit_type_id: doctor.visit30, start: doctor.at(time).toISOString() });
  const times = async () => {
    const answer = await get(`${doctor.companyCode}/doctors/${doctor.specialistId}/slots?visit_type_id=${doctor.visit30}&from=${doctor.day}&to=${doctor.day}`);
    return ((await answer.json()) as { data: { slots: { time: string }[] } }).data.slots.map((item) => item.time);
  };
  const holdAt = async (time: string) => {
    const answer = await post('hold', slot(time));
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { data: { id: number; hold_token: string } }).data;
  };
  const refusal = async (answer: Response) => {
    expect(answer.status).toBe(409);
    return ((await answer.json()) as BookingErrorBody).error;
  };

  it('frees the held time at once (the next visitor holds it), purges the doctor slot tag, and the used token is refused after', async () => {
    const held = await holdAt('14:00');
    expect(await times()).not.toContain('14:00');
    expect(await refusal(await post('hold', slot('14:00')))).toMatchObject({ code: 'slot_taken' });

    purged.length = 0;
    const released = await post('release', { token: held.hold_token });
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({ data: { id: held.id, released: true } });
    expect(purged).toContain(TAGS.slots(doctor.companyCode, doctor.specialistId));
    expect(await getDb().select().from(visits).where(eq(visits.id, held.id))).toEqual([]);
    expect(await times()).toContain('14:00');
    const again = await holdAt('14:00');

    // The token was used: its hold is gone, and the new hold of the same time is not touched.
    expect(await refusal(await post('release', { token: held.hold_token }, { locale: 'kk' }))).toMatchObject({ code: 'hold_expired', fields: { token: ['hold_expired'] } });
    expect(await getDb().select({ status: visits.status }).from(visits).where(eq(visits.id, again.id))).toEqual([{ status: 'hold' }]);
  });

  it('refuses a forged token and a token of another purpose (the manage link), and deletes nothing', async () => {
    const held = await holdAt('15:00');
    purged.length = 0;
    const forged = held.hold_token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(await refusal(await post('release', { token: forged }))).toMatchObject({ code: 'link_void', fields: { token: ['link_void'] } });
    const [id, version] = held.hold_token.split('.').map(Number);
    expect(await refusal(await post('release', { token: visitToken(id, version, 'manage') }))).toMatchObject({ code: 'link_void' });
    expect((await post('release', { token: '' })).status).toBe(400);
    expect(await getDb().select({ status: visits.status }).from(visits).where(eq(visits.id, held.id))).toEqual([{ status: 'hold' }]);
    expect(await times()).not.toContain('15:00');
    expect(purged).toEqual([]);
  });

  it('never releases a visit booked from the hold: its hold token is refused and the visit stays', async () => {
    const [patient] = await getDb().insert(users).values({ tel: `+7705${String(Date.now()).slice(-7)}`, telConfirmedAt: new Date(), name: 'Дана', lastname: 'Омарова' }).returning();
    const session = `${SESSION_COOKIE}=${(await createSession(patient.id, 'release test')).token}`;
    const held = await holdAt('16:00');
    const booked = await post('book', { ...slot('16:00'), hold_token: held.hold_token }, { cookies: [session] });
    expect(booked.status).toBe(201);
    expect(((await booked.json()) as { data: { id: number } }).data.id).toBe(held.id);
    expect(await refusal(await post('release', { token: held.hold_token }))).toMatchObject({ code: 'hold_expired' });
    expect(await getDb().select({ status: visits.status }).from(visits).where(eq(visits.id, held.id))).toEqual([{ status: 'booked' }]);
    expect(await times()).not.toContain('16:00');
  });
});

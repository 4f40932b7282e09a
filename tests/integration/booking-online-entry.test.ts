import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitToken } from '@/lib/booking/tokens';
import { bookVisit } from '@/lib/booking/visits';
import { closeDb, getDb } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { MESSAGES } from '@/lib/i18n/message-files';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';
import { bookingApi, type BookingErrorBody } from '../helpers/booking-api';

const app = createApiApp();
const { post, get } = bookingApi(app);

// The clinic's "online entry" switch (SPEC 2.5): off, the public booking API takes no hold or
// booking and shows no free times (409 online_entry_disabled in the caller's language); visits
// already booked can still be cancelled and moved with their links.
describe('booking API and the online entry switch', () => {
  let doctor: TestDoctor;
  const setOnlineEntry = (on: boolean) => getDb().update(companies).set({ isActiveOnlineEntry: on }).where(eq(companies.code, 'FAMILY'));

  beforeAll(async () => {
    await seedDemoData();
    await setOnlineEntry(false);
    doctor = await createTestDoctor({ companyCode: 'FAMILY', daysAhead: 21 });
  });
  afterAll(async () => {
    await setOnlineEntry(false);
    await closeDb();
  });

  const slot = (time: string) => ({ COMPANY_CODE: 'FAMILY', specialist_id: doctor.specialistId, visit_type_id: doctor.visit30, start: doctor.at(time).toISOString() });
  const slotsPath = () => `FAMILY/doctors/${doctor.specialistId}/slots?visit_type_id=${doctor.visit30}&from=${doctor.day}&to=${doctor.day}`;
  const refusal = async (answer: Response) => {
    expect(answer.status).toBe(409);
    return ((await answer.json()) as BookingErrorBody).error;
  };

  it('off: hold, book and the slots read answer 409 online_entry_disabled in the caller language, and nothing is held', async () => {
    expect(await refusal(await post('hold', slot('10:00'), { locale: 'kk' }))).toEqual({ code: 'online_entry_disabled', message: MESSAGES.kk.BookingErrors.online_entry_disabled });
    const book = await refusal(await post('book', { ...slot('10:00'), name: 'Ерлан', phone: '+77011112233', consent: true, code: '123456' }));
    expect(book).toEqual({ code: 'online_entry_disabled', message: MESSAGES.ru.BookingErrors.online_entry_disabled });
    expect(await refusal(await get(slotsPath(), 'kk'))).toEqual({ code: 'online_entry_disabled', message: MESSAGES.kk.BookingErrors.online_entry_disabled });

    // On: the same calls work, and 10:00 was never taken.
    await setOnlineEntry(true);
    try {
      const slots = await get(slotsPath());
      expect(slots.status).toBe(200);
      expect(((await slots.json()) as { data: { slots: { time: string }[] } }).data.slots.map((item) => item.time)).toContain('10:00');
      expect((await post('hold', slot('10:00'))).status).toBe(201);
    } finally {
      await setOnlineEntry(false);
    }
  });

  it('off: a visit booked before (or by the clinic) can still be moved and cancelled with its link', async () => {
    const visit = await bookVisit({ companyId: doctor.companyId, specialistId: doctor.specialistId, visitTypeId: doctor.visit30, start: doctor.at('11:00') }, { name: 'Дана', phone: '+77013334455', locale: 'ru' }, { source: 'phone' });
    const moved = await post('move', { token: visitToken(visit.id, visit.version, 'manage'), start: doctor.at('11:30').toISOString() });
    expect(moved.status).toBe(200);
    const { manage_token: token } = ((await moved.json()) as { data: { manage_token: string } }).data;
    expect((await post('cancel', { token })).status).toBe(200);
  });
});

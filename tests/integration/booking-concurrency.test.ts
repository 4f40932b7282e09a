import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { closeDb, getDb } from '@/lib/db/client';
import { outbox, users, visits } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { SLOTS_CACHE_SECONDS } from '@/lib/booking/slot-cache';
import { TAGS } from '@/lib/tenants/cache-tags';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders } from '../helpers/api';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';

const app = createApiApp();
const WRITE = '/api/w-front/ru/v1/booking';

// Every request from its own address: the booking limit counts per address, and counters outlive a run.
let addressCounter = Math.floor(Math.random() * 60_000);
const nextAddress = () => {
  addressCounter += 1;
  return `10.${100 + ((addressCounter >> 16) & 127)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]>; fieldMessages?: Record<string, string>; next?: { start: string; end: string }[] } };

async function post(path: string, body: unknown, options: { cookies?: string[]; locale?: string } = {}) {
  const raw = JSON.stringify(body);
  const url = `${WRITE.replace('/ru/', `/${options.locale ?? 'ru'}/`)}/${path}`;
  return app.request(url, { method: 'POST', body: raw, headers: { ...apiHeaders({ body: raw, cookies: options.cookies }), 'x-client-address': nextAddress() } });
}

const get = (path: string, locale = 'ru') => app.request(`/api/front/${locale}/v1/booking/${path}`, { headers: apiHeaders() });

describe('booking over HTTP: no double booking, holds, manage links, bad input', () => {
  let doctor: TestDoctor;
  let session: string;

  beforeAll(async () => {
    await seedDemoData();
    doctor = await createTestDoctor({ daysAhead: 20 });
    const [patient] = await getDb().insert(users).values({ tel: `+7701${String(Date.now()).slice(-7)}`, telConfirmedAt: new Date(), name: 'Дана', lastname: 'Омарова' }).returning();
    session = `${SESSION_COOKIE}=${(await createSession(patient.id, 'booking test')).token}`;
  });
  afterAll(() => closeDb());

  const slotBody = (time: string, visitTypeId = doctor.visit30) => ({ COMPANY_CODE: doctor.companyCode, specialist_id: doctor.specialistId, visit_type_id: visitTypeId, start: doctor.at(time).toISOString() });

  it('50 parallel bookings of one slot: exactly one 201, 49 x 409 slot_taken, each with the next free times', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('book', slotBody('10:00'), { cookies: [session] })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const conflicts = (await Promise.all(answers.filter((answer) => answer.status === 409).map((answer) => answer.json()))) as ErrorBody[];
    for (const body of conflicts) {
      expect(body.error.code).toBe('slot_taken');
      expect(body.error.message).toBe('Это время уже заняли. Выберите другое');
      expect(body.error.next).toHaveLength(5);
      expect(body.error.next![0].start).toBe(doctor.at('10:30').toISOString());
    }
    const rows = await getDb().select().from(visits).where(and(eq(visits.specialistId, doctor.specialistId), eq(visits.status, 'booked')));
    expect(rows).toHaveLength(1);
  });

  it('two overlapping visit types (45 min at 11:15, 30 min at 11:30) sent at once: only one is booked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => post('book', index % 2 ? slotBody('11:15', doctor.visit45) : slotBody('11:30'), { cookies: [session] })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
  });

  it('reads the booking info and free slots; a hold takes the slot from the next visitor, booking it with its token keeps it', async () => {
    const info = await get(`${doctor.companyCode}/doctors/${doctor.specialistId}`, 'en');
    expect(info.status).toBe(200);
    const { data } = (await info.json()) as { data: { mode: string; time_zone: string; visit_types: { id: number; duration_minutes: number; price: number | null }[] } };
    expect(data).toMatchObject({ mode: 'slots', time_zone: doctor.timeZone });
    expect(data.visit_types.map((type) => type.duration_minutes)).toEqual([30, 45]);

    const slotsPath = `${doctor.companyCode}/doctors/${doctor.specialistId}/slots?visit_type_id=${doctor.visit30}&from=${doctor.day}&to=${doctor.day}`;
    const times = async () => ((await (await get(slotsPath)).json()) as { data: { slots: { time: string; date: string }[] } }).data.slots.map((slot) => slot.time);
    expect(await times()).toContain('14:00');
    const hold = await post('hold', slotBody('14:00'));
    expect(hold.status).toBe(201);
    const held = (await hold.json()) as { data: { hold_token: string; date: string; time: string } };
    expect(held.data).toMatchObject({ date: doctor.day, time: '14:00' });
    expect(await times()).not.toContain('14:00');
    // Another visitor cannot hold it meanwhile.
    expect((await post('hold', slotBody('14:00'))).status).toBe(409);
    const booked = await post('book', { ...slotBody('14:00'), hold_token: held.data.hold_token }, { cookies: [session] });
    expect(booked.status).toBe(201);
    const visit = (await booked.json()) as { data: { id: number; status: string; manage_token: string } };
    expect(visit.data.status).toBe('booked');
    expect(await times()).not.toContain('14:00');

    // The manage link moves it without sign-in; the old link is void after; the new one cancels it.
    const moved = await post('move', { token: visit.data.manage_token, start: doctor.at('15:00').toISOString() });
    expect(moved.status).toBe(200);
    const movedBody = (await moved.json()) as { data: { time: string; manage_token: string } };
    expect(movedBody.data.time).toBe('15:00');
    expect(await times()).toContain('14:00');
    const stale = await post('cancel', { token: visit.data.manage_token });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).error.code).toBe('link_void');
    expect((await post('cancel', { token: movedBody.data.manage_token })).status).toBe(200);
    expect(await times()).toContain('15:00');
    // A forged token opens nothing.
    const forged = movedBody.data.manage_token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await post('cancel', { token: forged })).status).toBe(409);
  });

  it('a signed-out patient books with an SMS code: the account is made by the confirmed phone', async () => {
    const phone = `+7702${String(Date.now()).slice(-7)}`;
    const noCode = await post('book', { ...slotBody('16:00'), name: 'Ерлан', phone, consent: true });
    expect(noCode.status).toBe(400);
    expect(((await noCode.json()) as ErrorBody).error.fields).toEqual({ code: ['code_required'] });
    expect((await post('code', { phone })).status).toBe(202);
    const [sms] = await getDb().select().from(outbox).where(eq(outbox.recipient, phone)).orderBy(desc(outbox.id)).limit(1);
    const code = /\d{6}/.exec(sms.body)![0];
    const wrong = await post('book', { ...slotBody('16:00'), name: 'Ерлан', phone, consent: true, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const answer = await post('book', { ...slotBody('16:00'), name: 'Ерлан', phone, consent: true, code });
    expect(answer.status).toBe(201);
    const [account] = await getDb().select().from(users).where(eq(users.tel, phone));
    expect(account).toMatchObject({ name: 'Ерлан' });
    expect(account.telConfirmedAt).not.toBeNull();
    const [visit] = await getDb().select().from(visits).where(eq(visits.userId, account.id));
    expect(visit).toMatchObject({ status: 'booked', patientPhone: phone });
  });

  it('answers bad input with field errors in the caller language: range too long, past, outside hours, not bookable', async () => {
    const long = await get(`${doctor.companyCode}/doctors/${doctor.specialistId}/slots?visit_type_id=${doctor.visit30}&from=2026-12-01&to=2027-01-01`, 'kk');
    expect(long.status).toBe(400);
    const longBody = (await long.json()) as ErrorBody;
    expect(longBody.error.fields).toEqual({ to: ['range_too_long'] });
    expect(longBody.error.fieldMessages?.to).toBe('Кезең 31 күннен аспауы керек');
    const past = await post('hold', { ...slotBody('09:00'), start: new Date(Date.now() - 86_400_000).toISOString() }, { locale: 'uz' });
    expect(past.status).toBe(400);
    expect(((await past.json()) as ErrorBody).error).toMatchObject({ fields: { start: ['slot_in_past'] }, fieldMessages: { start: 'Bu vaqt oʻtib ketgan yoki unga bir soatdan kam qolgan' } });
    const outside = await post('hold', slotBody('13:15'), { locale: 'en' });
    expect(((await outside.json()) as ErrorBody).error.fields).toEqual({ start: ['slot_outside_hours'] });
    const malformed = await post('hold', { ...slotBody('09:00'), start: 'tomorrow' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.fields).toEqual({ start: ['invalid_date'] });
    const request = await createTestDoctor({ mode: 'request' });
    const notBookable = await get(`${request.companyCode}/doctors/${request.specialistId}/slots?visit_type_id=${request.visit30}&from=${request.day}&to=${request.day}`);
    expect(notBookable.status).toBe(409);
    expect(((await notBookable.json()) as ErrorBody).error.code).toBe('doctor_not_bookable');
    const info = (await (await get(`${request.companyCode}/doctors/${request.specialistId}`)).json()) as { data: { mode: string; visit_types: unknown[] } };
    expect(info.data).toEqual({ specialist_id: request.specialistId, mode: 'request', time_zone: request.timeZone, visit_types: [] });
    expect((await get(`${doctor.companyCode}/doctors/999999999`)).status).toBe(404);
  });

  it('the free slots may be kept by a shared cache for a minute, under the doctor\'s slot key that every change purges at the edge; refusals are never kept', async () => {
    const answer = await get(`${doctor.companyCode}/doctors/${doctor.specialistId}/slots?visit_type_id=${doctor.visit30}&from=${doctor.day}&to=${doctor.day}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${SLOTS_CACHE_SECONDS}`);
    const keys = (answer.headers.get('xkey') ?? '').split(' ');
    expect(keys).toEqual([`company:${doctor.companyCode}:slots:${doctor.specialistId}`, `company:${doctor.companyCode}:doctors`, `company:${doctor.companyCode}`]);
    expect(answer.headers.get('surrogate-key')).toBe(keys.join(' '));
    // What a visit or a schedule change purges is one of these keys (lib/tenants/invalidate.ts purgeEdge).
    expect(keys).toContain(TAGS.slots(doctor.companyCode, doctor.specialistId));
    const refused = await get(`${doctor.companyCode}/doctors/${doctor.specialistId}/slots?visit_type_id=${doctor.visit30}&from=2026-12-01&to=2027-01-01`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('xkey')).toBeNull();
  });
});


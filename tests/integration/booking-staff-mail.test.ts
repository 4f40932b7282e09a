import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookVisit, cancelVisit, moveVisit } from '@/lib/booking/visits';
import { closeDb, getDb } from '@/lib/db/client';
import { businessAccounts, outbox, users } from '@/lib/db/schema';
import { formatDate } from '@/lib/dates/format';
import { publicBaseUrl } from '@/lib/seo/urls';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { createTestDoctor, type TestDoctor } from '../helpers/booking';
import { call, makeUser } from '../helpers/business';

// Issue 30 "Staff see it at once … and, if they ask for it, an e-mail with a link to the visit":
// a member switches it on for themselves; every visit booked, moved or cancelled (by the patient
// or the clinic) then queues one e-mail to each opted-in member of that company who may read the
// calendar, in their locale, with the clinic-zone time and a link to the visit in /pro; never to
// whoever made the change, to a member without appointments.read, or to another company's member.
const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
type Member = Awaited<ReturnType<typeof makeUser>>;
let doctor: TestDoctor;
let optedIn: Member;
let optedInKk: Member;
let notOpted: Member;
let noPermission: Member;
let reception: Member;
let otherCompany: Member;
let patientAccount: Member;
const patient = { name: 'Асель Нурланова', phone: '+77015553311', locale: 'ru' as const };

/** The staff e-mails about one visit, oldest first. */
const staffMails = (visitId: number) =>
  getDb()
    .select()
    .from(outbox)
    .where(sql`${outbox.meta}->>'staffVisitId' = ${String(visitId)}`)
    .orderBy(asc(outbox.id));

const kindOf = (row: { meta: Record<string, unknown> }) => row.meta.kind as string;
/** Who got the staff e-mail of one kind about a visit, sorted. */
const recipientsOf = async (visitId: number, kind: string) =>
  (await staffMails(visitId))
    .filter((row) => kindOf(row) === kind)
    .map((row) => row.recipient)
    .sort();

const switchOn = async (member: Member, on = true, write = W) => call(app, 'PUT', `${write}/calendar/visit_mail`, { cookie: member.cookie, body: { on } });

describe('the staff e-mail about a visit (issue 30)', () => {
  beforeAll(async () => {
    await seedDemoData();
    doctor = await createTestDoctor({ daysAhead: 16 });
    optedIn = await makeUser('staffmail-on', [{ company: 'DEMO', cabinet: 0, permissions: ['appointments.read'] }]);
    optedInKk = await makeUser('staffmail-kk', [{ company: 'DEMO', cabinet: 0, permissions: ['appointments.read', 'schedule.edit'] }]);
    await getDb().update(users).set({ locale: 'kk' }).where(eq(users.id, optedInKk.id));
    notOpted = await makeUser('staffmail-off', [{ company: 'DEMO', cabinet: 0, permissions: ['appointments.read'] }]);
    noPermission = await makeUser('staffmail-noperm', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    reception = await makeUser('staffmail-actor', [{ company: 'DEMO', cabinet: 0, permissions: ['appointments.read'] }]);
    otherCompany = await makeUser('staffmail-family', [{ company: 'FAMILY', cabinet: 0, permissions: ['appointments.read'] }]);
    // A member who books as a patient of their own clinic: their own change is not mailed to them either.
    patientAccount = await makeUser('staffmail-patient', [{ company: 'DEMO', cabinet: 0, permissions: ['appointments.read'] }]);
    for (const member of [optedIn, optedInKk, reception, patientAccount]) expect((await switchOn(member)).status).toBe(200);
    // Another company's member opts in for their own company; asking for DEMO's is not_member.
    expect((await switchOn(otherCompany)).json.error.code).toBe('not_member');
    expect((await switchOn(otherCompany, true, '/api/w-business/ru/FAMILY/0/business')).status).toBe(200);
    // The switch is refused without the calendar's permission; one set before the permission was taken away stays in the row but sends nothing.
    expect((await switchOn(noPermission)).json.error.code).toBe('permission_required');
    await getDb().update(businessAccounts).set({ visitMail: true }).where(eq(businessAccounts.userId, noPermission.id));
  });
  afterAll(async () => {
    // Other files share the database: no one of theirs is opted in.
    await getDb().update(businessAccounts).set({ visitMail: false }).where(inArray(businessAccounts.userId, [optedIn.id, optedInKk.id, noPermission.id, reception.id, otherCompany.id, patientAccount.id]));
    await closeDb();
  });

  it('the switch: off by default, the confirmed address shown, on and off again for the member only; bad input is a field error', async () => {
    const read = await call(app, 'GET', `${R}/calendar/visit_mail`, { cookie: notOpted.cookie });
    expect(read.status).toBe(200);
    expect(read.json.data).toEqual({ ON: false, EMAIL: notOpted.email });
    expect((await call(app, 'GET', `${R}/calendar/visit_mail`, { cookie: optedIn.cookie })).json.data.ON).toBe(true);
    const bad = await call(app, 'PUT', `${W}/calendar/visit_mail`, { cookie: notOpted.cookie, body: { on: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({ on: ['invalid'] });
    const on = await switchOn(notOpted);
    expect(on.json.data).toEqual({ ON: true, EMAIL: notOpted.email });
    expect((await switchOn(notOpted, false)).json.data.ON).toBe(false);
    // Another member's setting did not move.
    expect((await call(app, 'GET', `${R}/calendar/visit_mail`, { cookie: optedIn.cookie })).json.data.ON).toBe(true);
    expect((await call(app, 'GET', `${R}/calendar/visit_mail`)).status).toBe(401);
  });

  it('a visit booked on the site: one e-mail to each opted-in member with the calendar, in their locale, the clinic-zone time and the link to the visit', async () => {
    const visit = await bookVisit({ companyId: doctor.companyId, specialistId: doctor.specialistId, visitTypeId: doctor.visit30, start: doctor.at('10:00') }, patient);
    const mails = await staffMails(visit.id);
    expect(mails.map((row) => row.recipient).sort()).toEqual([optedIn.email, optedInKk.email, patientAccount.email, reception.email].sort());
    expect(mails.every((row) => row.channel === 'email' && kindOf(row) === 'booking.staff.booked')).toBe(true);
    const ru = mails.find((row) => row.recipient === optedIn.email)!;
    const date = formatDate(doctor.at('10:00'), 'ru', { zone: 'Asia/Almaty' });
    expect(ru.subject).toBe(`Новая запись: ${date}, 10:00 — Тестовый врач`);
    expect(ru.body).toContain('Время: 10:00');
    expect(ru.body).toContain(`Дата: ${date}`);
    expect(ru.body).toContain(`Пациент: ${patient.name}`);
    expect(ru.body).toContain(`${publicBaseUrl().origin}/pro/DEMO/0/calendar?day=${doctor.day}&visit=${visit.id}`);
    const kk = mails.find((row) => row.recipient === optedInKk.email)!;
    expect(kk.subject).toBe(`Жаңа жазылу: ${formatDate(doctor.at('10:00'), 'kk', { zone: 'Asia/Almaty' })}, 10:00 — Тестовый врач`);
    expect(kk.body).toContain(`${publicBaseUrl().origin}/kk/pro/DEMO/0/calendar?day=${doctor.day}&visit=${visit.id}`);
  });

  it('moved and cancelled by the patient: one e-mail each to the same members, the new time; the patient\'s own account gets none', async () => {
    const visit = await bookVisit({ companyId: doctor.companyId, specialistId: doctor.specialistId, visitTypeId: doctor.visit30, start: doctor.at('11:00') }, { ...patient, userId: patientAccount.id });
    const moved = await moveVisit(visit.id, visit.version, doctor.at('15:30'), 'ru');
    await cancelVisit(moved.id, moved.version, 'ru');
    const everyone = [optedIn.email, optedInKk.email, reception.email].sort();
    expect(await recipientsOf(visit.id, 'booking.staff.booked')).toEqual(everyone);
    expect(await recipientsOf(visit.id, 'booking.staff.moved')).toEqual(everyone);
    expect(await recipientsOf(visit.id, 'booking.staff.cancelled')).toEqual(everyone);
    const movedMail = (await staffMails(visit.id)).find((row) => kindOf(row) === 'booking.staff.moved' && row.recipient === optedIn.email)!;
    expect(movedMail.subject).toContain('15:30');
    expect(movedMail.body).toContain('Время: 15:30');
  });

  it('booked, moved and cancelled in the clinic calendar: everyone opted in but the member who did it, once per change', async () => {
    const booked = await call(app, 'POST', `${W}/calendar/visits`, { cookie: reception.cookie, body: { specialist_id: doctor.specialistId, visit_type_id: doctor.visit30, day: doctor.day, start: '12:00', name: 'Позвонивший Пациент', phone: '+77015553322' } });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    const id = booked.json.data.ID as number;
    const moved = await call(app, 'PUT', `${W}/visits/${id}/move`, { cookie: reception.cookie, body: { day: doctor.day, start: '16:00', version: booked.json.data.VERSION } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const cancelled = await call(app, 'PUT', `${W}/visits/${id}/status`, { cookie: reception.cookie, body: { status: 'cancelled', version: moved.json.data.VERSION } });
    expect(cancelled.status).toBe(200);
    const others = [optedIn.email, optedInKk.email, patientAccount.email].sort();
    expect(await recipientsOf(id, 'booking.staff.booked')).toEqual(others);
    expect(await recipientsOf(id, 'booking.staff.moved')).toEqual(others);
    expect(await recipientsOf(id, 'booking.staff.cancelled')).toEqual(others);
    expect((await staffMails(id)).length).toBe(9);
    // A mark that is not a change of the visit's time (came) sends nothing more.
    const visit = await bookVisit({ companyId: doctor.companyId, specialistId: doctor.specialistId, visitTypeId: doctor.visit30, start: doctor.at('17:00') }, patient);
    const before = (await staffMails(visit.id)).length;
    expect((await call(app, 'PUT', `${W}/visits/${visit.id}/status`, { cookie: reception.cookie, body: { status: 'came', version: visit.version } })).status).toBe(200);
    expect((await staffMails(visit.id)).length).toBe(before);
  });

  it('never to a member without the calendar permission, one not opted in, or another company\'s member', async () => {
    const rows = await getDb()
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(and(sql`${outbox.meta}->>'staffVisitId' IS NOT NULL`, inArray(outbox.recipient, [noPermission.email!, notOpted.email!, otherCompany.email!])));
    expect(rows).toEqual([]);
    // The other company's member does get their own clinic's visits.
    const family = await createTestDoctor({ companyCode: 'FAMILY', daysAhead: 16 });
    const visit = await bookVisit({ companyId: family.companyId, specialistId: family.specialistId, visitTypeId: family.visit30, start: family.at('10:00') }, patient);
    expect((await staffMails(visit.id)).map((row) => row.recipient)).toEqual([otherCompany.email]);
  });
});

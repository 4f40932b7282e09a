import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { appointmentRequests, companies, specialists } from '@/lib/db/schema';
import { clinicDate } from '@/lib/forms/schemas';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders } from '../helpers/api';
import { createPatient } from '../helpers/profile-data';

// /profile/requests (issue 20): each request says when it was sent, to which doctor, at which clinic and where.
const app = createApiApp();
let addressCounter = Math.floor(Math.random() * 60_000);
const nextAddress = () => {
  addressCounter += 1;
  return `10.201.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function post(url: string, body: unknown, cookie: string) {
  const raw = JSON.stringify(body);
  return app.request(url, { method: 'POST', body: raw, headers: { ...apiHeaders({ body: raw, cookies: [cookie] }), 'x-client-address': nextAddress(), host: 'localhost:3000' } });
}
const get = (url: string, cookie?: string) => app.request(url, { headers: apiHeaders({ cookies: cookie ? [cookie] : [] }) });

type Appointment = {
  id: number;
  createdAt: string;
  companyName: string;
  companyAddress: string | null;
  siteUrl: string;
  specialist: { name: string; specialty: string | null } | null;
};
type Answer = { data: { appointments: Appointment[]; questions: { id: number; companyName: string; companyAddress: string | null }[] } };

const appointment = (extra: Record<string, unknown> = {}) => ({
  COMPANY_CODE: 'DEMO',
  name: 'Айгерим Садыкова',
  phone: '+7 701 555 12 34',
  preferredDate: clinicDate(3),
  consent: true,
  ...extra,
});

let demo: typeof companies.$inferSelect;
let doctor: typeof specialists.$inferSelect;

describe('GET …/v1/user/requests: the details of a request', () => {
  beforeAll(async () => {
    await seedDemoData();
    [demo] = await getDb().select().from(companies).where(eq(companies.code, 'DEMO'));
    [doctor] = await getDb()
      .select()
      .from(specialists)
      .where(and(eq(specialists.companyId, demo.id), eq(specialists.isPublished, true)))
      .limit(1);
  });
  afterAll(() => closeDb());

  it('names the chosen doctor with the specialty, the clinic and its address, in the caller’s language; "any doctor" is null', async () => {
    expect(doctor).toBeTruthy();
    expect(demo.address?.ru).toBeTruthy();
    const patient = await createPatient();
    const before = Date.now();
    const withDoctor = await post('/api/w-front/ru/v1/appointment', appointment({ specialistId: doctor.id }), patient.cookie);
    expect(withDoctor.status).toBe(201);
    const withDoctorId = ((await withDoctor.json()) as { data: { id: number } }).data.id;
    const anyDoctor = await post('/api/w-front/ru/v1/appointment', appointment({ comment: 'Любой врач' }), patient.cookie);
    const anyDoctorId = ((await anyDoctor.json()) as { data: { id: number } }).data.id;

    const ru = (await (await get('/api/api-front2/ru/v1/user/requests', patient.cookie)).json()) as Answer;
    const chosen = ru.data.appointments.find((item) => item.id === withDoctorId)!;
    expect(chosen).toMatchObject({
      companyName: demo.name.ru,
      companyAddress: demo.address!.ru,
      specialist: { name: doctor.fullName.ru, specialty: doctor.specialty.ru },
    });
    // The date it was sent: an ISO instant of this request, shown by lib/dates.
    expect(Date.parse(chosen.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(ru.data.appointments.find((item) => item.id === anyDoctorId)?.specialist).toBeNull();

    // In Kazakh where the clinic and the doctor have it (else Russian, as the clinic's name).
    const kk = (await (await get('/api/api-front2/kk/v1/user/requests', patient.cookie)).json()) as Answer;
    const inKazakh = kk.data.appointments.find((item) => item.id === withDoctorId)!;
    expect(inKazakh.specialist?.name).toBe(doctor.fullName.kk?.trim() ? doctor.fullName.kk : doctor.fullName.ru);
    expect(inKazakh.companyAddress).toBe(demo.address?.kk?.trim() ? demo.address.kk : demo.address!.ru);
  });

  it('a doctor removed since is no longer named; a clinic without an address gives null, not an empty text', async () => {
    const patient = await createPatient();
    const [extra] = await getDb()
      .insert(specialists)
      .values({ companyId: demo.id, slug: `leaving-${Date.now()}`, fullName: { ru: 'Уходящий Врач' }, specialty: { ru: 'Терапевт' }, isPublished: true })
      .returning();
    const sent = await post('/api/w-front/ru/v1/appointment', appointment({ specialistId: extra.id }), patient.cookie);
    expect(sent.status).toBe(201);
    const id = ((await sent.json()) as { data: { id: number } }).data.id;
    const [row] = await getDb().select({ specialistId: appointmentRequests.specialistId }).from(appointmentRequests).where(eq(appointmentRequests.id, id));
    expect(row.specialistId).toBe(extra.id);

    let answer = (await (await get('/api/api-front2/ru/v1/user/requests', patient.cookie)).json()) as Answer;
    expect(answer.data.appointments[0].specialist).toEqual({ name: 'Уходящий Врач', specialty: 'Терапевт' });

    await getDb().delete(specialists).where(eq(specialists.id, extra.id));
    const address = demo.address;
    await getDb().update(companies).set({ address: { ru: '  ' } }).where(eq(companies.id, demo.id));
    try {
      answer = (await (await get('/api/api-front2/ru/v1/user/requests', patient.cookie)).json()) as Answer;
      expect(answer.data.appointments[0]).toMatchObject({ specialist: null, companyAddress: null, companyName: demo.name.ru });
    } finally {
      await getDb().update(companies).set({ address }).where(eq(companies.id, demo.id));
    }
  });

  it('signed out: 401, no requests', async () => {
    const response = await get('/api/api-front2/ru/v1/user/requests');
    expect(response.status).toBe(401);
  });
});

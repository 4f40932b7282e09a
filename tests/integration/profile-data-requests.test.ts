import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { CONSENT_TEXT_VERSION } from '@/lib/consents/record';
import { closeDb, getDb } from '@/lib/db/client';
import { appointmentRequests, companies, consents, newsSubscriptions, questions, reviews, sessions, users } from '@/lib/db/schema';
import { clinicDate } from '@/lib/forms/schemas';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders } from '../helpers/api';
import { createPatient, multipartHeaders } from '../helpers/profile-data';

const app = createApiApp();
let uploads: string;
let addressCounter = Math.floor(Math.random() * 60_000);
const nextAddress = () => {
  addressCounter += 1;
  return `10.200.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

async function post(url: string, body: unknown, cookies: string[] = [], host = 'localhost:3000') {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return app.request(url, { method: 'POST', body: raw, headers: { ...apiHeaders({ body: raw, cookies }), 'x-client-address': nextAddress(), host } });
}
const get = (url: string, cookies: string[] = []) => app.request(url, { headers: apiHeaders({ cookies }) });

const appointment = (extra: Record<string, unknown> = {}) => ({
  COMPANY_CODE: 'DEMO',
  name: 'Айгерим Садыкова',
  phone: '+7 701 555 12 34',
  email: 'aigerim@example.kz',
  preferredDate: clinicDate(5),
  comment: 'Хочу на приём к терапевту',
  consent: true,
  ...extra,
});
const question = (extra: Record<string, unknown> = {}) => ({ COMPANY_CODE: 'DEMO', name: 'Айгерим', email: 'aigerim@example.kz', text: 'Принимаете ли вы в воскресенье?', consent: true, ...extra });

type Requests = {
  data: {
    appointments: { id: number; companyName: string; siteUrl: string; status: string; comment: string | null; preferredDate: string | null }[];
    questions: { id: number; companyName: string; text: string; status: string; answer: string | null; answeredAt: string | null }[];
  };
};

describe('own requests, consent records, export and deletion', () => {
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'avatars-'));
    process.env.UPLOADS_DIR = uploads;
    await seedDemoData();
  });
  afterAll(async () => {
    delete process.env.UPLOADS_DIR;
    await rm(uploads, { recursive: true, force: true });
    await closeDb();
  });

  it('an appointment request and a question sent while signed in are linked to the patient and listed with status and answer', async () => {
    const patient = await createPatient();
    const sentAppointment = await post('/api/w-front/ru/v1/appointment', appointment(), [patient.cookie]);
    expect(sentAppointment.status).toBe(201);
    const appointmentId = ((await sentAppointment.json()) as { data: { id: number } }).data.id;
    const sentQuestion = await post('/api/w-front/ru/v1/questions', question(), [patient.cookie], 'demo-clinic.localhost:3000');
    expect(sentQuestion.status).toBe(201);
    const questionId = ((await sentQuestion.json()) as { data: { id: number } }).data.id;

    // The clinic answers the question.
    await getDb().update(questions).set({ status: 'done', answer: 'Да, с 9 до 14.', answeredAt: new Date() }).where(eq(questions.id, questionId));

    const listed = await get('/api/api-front2/ru/v1/user/requests', [patient.cookie]);
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as Requests;
    expect(data.appointments).toEqual([
      expect.objectContaining({ id: appointmentId, status: 'new', comment: 'Хочу на приём к терапевту', preferredDate: clinicDate(5), companyName: 'Клиника Демо Мед', siteUrl: expect.stringMatching(/^http:\/\/demo-clinic\.localhost/) }),
    ]);
    expect(data.questions).toEqual([expect.objectContaining({ id: questionId, status: 'done', answer: 'Да, с 9 до 14.', text: 'Принимаете ли вы в воскресенье?' })]);

    // Someone else sees none of it.
    const other = await createPatient();
    const theirs = (await (await get('/api/api-front2/ru/v1/user/requests', [other.cookie])).json()) as Requests;
    expect(theirs.data).toEqual({ appointments: [], questions: [] });
  });

  it('consent is recorded for every form: purpose, the row, the host, the locale, the text version, the user and company', async () => {
    const patient = await createPatient();
    const signedIn = await post('/api/w-front/kk/v1/appointment', appointment(), [patient.cookie], 'demo-clinic.localhost:3000');
    const id = ((await signedIn.json()) as { data: { id: number } }).data.id;
    const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
    const [record] = await getDb().select().from(consents).where(and(eq(consents.purpose, 'appointment'), eq(consents.subjectId, id)));
    expect(record).toMatchObject({ userId: patient.user.id, companyId: demo.id, site: 'demo-clinic.localhost:3000', locale: 'kk', textVersion: CONSENT_TEXT_VERSION });

    // Signed out: the form is taken as before, unlinked, and its consent recorded without a user.
    const signedOut = await post('/api/w-front/ru/v1/questions', question());
    expect(signedOut.status).toBe(201);
    const questionId = ((await signedOut.json()) as { data: { id: number } }).data.id;
    const [row] = await getDb().select({ userId: questions.userId }).from(questions).where(eq(questions.id, questionId));
    expect(row.userId).toBeNull();
    const [questionConsent] = await getDb().select().from(consents).where(and(eq(consents.purpose, 'question'), eq(consents.subjectId, questionId)));
    expect(questionConsent).toMatchObject({ userId: null, companyId: demo.id, site: 'localhost:3000', locale: 'ru' });
  });

  it('a review written while signed in is linked to the patient, with its consent', async () => {
    const patient = await createPatient();
    const body = { COMPANY_CODE: 'DEMO', AUTHOR_NAME: 'Айгерим', RATING: 5, TEXT: 'Внимательный врач, всё объяснил.', consent: true };
    const sent = await post('/api/w-front/ru/v1/reviews', body, [patient.cookie]);
    expect(sent.status).toBeLessThan(300);
    const [row] = await getDb().select().from(reviews).where(eq(reviews.userId, patient.user.id));
    expect(row).toMatchObject({ text: 'Внимательный врач, всё объяснил.', status: 'pending' });
    // Its consent is recorded as the other forms' are, linked to the patient.
    const [record] = await getDb().select().from(consents).where(and(eq(consents.purpose, 'review'), eq(consents.subjectId, row.id)));
    expect(record).toMatchObject({ userId: patient.user.id, companyId: row.companyId, locale: 'ru', textVersion: CONSENT_TEXT_VERSION });
  });

  it('the export is a JSON attachment with the profile, consents, subscriptions, requests, questions, reviews and sessions without tokens', async () => {
    const patient = await createPatient({ tel: `+7701${String(Date.now()).slice(-7)}` });
    await post('/api/w-front/ru/v1/appointment', appointment({ comment: 'Экспорт' }), [patient.cookie]);
    await post('/api/w-front/ru/v1/questions', question({ text: 'Вопрос для экспорта' }), [patient.cookie]);
    const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
    await getDb().insert(newsSubscriptions).values({ userId: patient.user.id, companyId: demo.id, tokenHash: `export-${patient.user.id}` });

    const response = await get('/api/api-front2/en/v1/user/export', [patient.cookie]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: patient.user.id, email: patient.email, tel: patient.user.tel, name: 'Айгерим', hasAvatar: false });
    expect(data.requests).toEqual([expect.objectContaining({ comment: 'Экспорт', companyCode: 'DEMO', phone: '+77015551234' })]);
    expect(data.questions).toEqual([expect.objectContaining({ text: 'Вопрос для экспорта' })]);
    expect(data.consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual(['appointment', 'question']);
    expect(data.subscriptions).toEqual([expect.objectContaining({ companyCode: 'DEMO' })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ device: 'vitest' });
    expect(text).not.toContain(patient.token);
    expect(text).not.toMatch(/tokenHash|token_hash|passwordHash|password_hash/);
    expect(data).toHaveProperty('reviews');
  });

  it('deleting the account needs the password; then the user, their sessions everywhere, the photo file and the cookies are gone, requests stay unlinked', async () => {
    const patient = await createPatient();
    const elsewhere = `${SESSION_COOKIE}=${(await createSession(patient.user.id, 'phone')).token}`;
    await post('/api/w-front/ru/v1/appointment', appointment({ comment: 'Перед удалением' }), [patient.cookie]);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'red' } }).png().toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)]), 'a.png');
    expect((await app.request('/api/w-front/ru/v1/user/avatar/upload', { method: 'POST', body: form, headers: multipartHeaders(form, [patient.cookie]) })).status).toBe(200);
    expect(await readdir(path.join(uploads, 'avatars', String(patient.user.id)))).toHaveLength(1);

    const wrong = await post('/api/api-front2/kk/v1/user/delete', { password: 'not-my-password' }, [patient.cookie]);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error).toMatchObject({ code: 'wrong_password', message: 'Құпиясөз қате.', fields: { password: ['wrong_password'] } });

    const deleted = await post('/api/api-front2/ru/v1/user/delete', { password: patient.password }, [patient.cookie]);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ data: true });
    const cleared = deleted.headers.getSetCookie();
    expect(cleared.some((cookie) => /^session=;.*Max-Age=0/i.test(cookie))).toBe(true);
    expect(cleared.some((cookie) => /^signed_in=;.*Max-Age=0/i.test(cookie))).toBe(true);

    expect(await getDb().select().from(users).where(eq(users.id, patient.user.id))).toEqual([]);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, patient.user.id))).toEqual([]);
    expect((await get('/api/api-front2/ru/v1/user/requests', [elsewhere])).status).toBe(401);
    expect(await readdir(path.join(uploads, 'avatars', String(patient.user.id)))).toEqual([]);
    const kept = await getDb().select().from(appointmentRequests).where(eq(appointmentRequests.comment, 'Перед удалением'));
    expect(kept).toHaveLength(1);
    expect(kept[0].userId).toBeNull();
  });

  it('bad input to the delete call: 400/415 with the field in the caller’s language, never a 500; signed out: 401', async () => {
    const patient = await createPatient();
    const missing = await post('/api/api-front2/en/v1/user/delete', {}, [patient.cookie]);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error).toMatchObject({ message: 'Enter your password.', fields: { password: ['required'] } });
    const wrongType = await post('/api/api-front2/uz/v1/user/delete', { password: 42 }, [patient.cookie]);
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as ErrorBody).error.fields).toEqual({ password: ['invalid_type'] });
    const broken = await post('/api/api-front2/en/v1/user/delete', '{"password": ', [patient.cookie]);
    expect(broken.status).toBe(400);
    const raw = 'password=x';
    const form = await app.request('/api/api-front2/en/v1/user/delete', { method: 'POST', body: raw, headers: { ...apiHeaders({ body: raw, cookies: [patient.cookie], contentType: 'application/x-www-form-urlencoded' }) } });
    expect(form.status).toBe(415);
    const signedOut = await post('/api/api-front2/en/v1/user/delete', { password: 'x' });
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as ErrorBody).error).toMatchObject({ code: 'login_required', message: 'Sign in to continue.' });
    expect((await get('/api/api-front2/en/v1/user/export')).status).toBe(401);
    expect((await get('/api/api-front2/en/v1/user/requests')).status).toBe(401);
    // The account is still there.
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, patient.user.id))).toHaveLength(1);
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { appointmentRequests, companies, outbox, questions, reviews, specialists } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { clinicDate } from '@/lib/forms/schemas';
import { publicBaseUrl } from '@/lib/seo/urls';
import { createApiApp } from '@/lib/server/api-app';
import { stopWorker } from '@/lib/jobs/worker';
import { startJobWorker } from '@/lib/server/job-queues';
import { apiHeaders } from '../helpers/api';
import { waitFor } from '../helpers/wait';

const app = createApiApp();
const APPOINTMENT = '/api/w-front/ru/v1/appointment';
const QUESTIONS = '/api/w-front/ru/v1/questions';
const outboxDir = mkdtempSync(path.join(tmpdir(), 'forms-outbox-'));
const startedAt = new Date();

// Every test sends from its own address: the 'forms' limit counts per address, and counters outlive a run.
let addressCounter = Math.floor(Math.random() * 60_000);
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function post(url: string, body: unknown, address = nextAddress(), contentType?: string) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return app.request(url, { method: 'POST', body: raw, headers: { ...apiHeaders({ body: raw, contentType }), 'x-client-address': address } });
}

/** The decoded text/html part of a stored .eml (quoted-printable or base64). */
function htmlPartOf(eml: string): string {
  const part = /Content-Type: text\/html[^\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(eml);
  if (!part) throw new Error('no text/html part');
  const [, encoding, body] = part;
  if (encoding.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const mailsOf = (key: 'appointmentRequestId' | 'questionId', id: number) =>
  getDb().select().from(outbox).where(sql`${outbox.meta}->>${key} = ${String(id)}`).orderBy(outbox.id);

const appointment = (extra: Record<string, unknown> = {}) => ({
  COMPANY_CODE: 'DEMO',
  name: 'Асель Нурланова',
  phone: '8 (701) 555-12-34',
  email: 'asel@example.kz',
  preferredDate: clinicDate(3),
  comment: 'Болит спина',
  consent: true,
  website: '',
  ...extra,
});

const question = (extra: Record<string, unknown> = {}) => ({
  COMPANY_CODE: 'DEMO',
  name: 'Ержан',
  email: 'erzhan@example.kz',
  phone: '+7 777 123 45 67',
  text: 'Можно ли сдать анализы в субботу?',
  consent: true,
  ...extra,
});

describe('appointment and ask-question forms (POST /w-front/v1/appointment, /w-front/v1/questions)', () => {
  beforeAll(async () => {
    await seedDemoData();
    process.env.OUTBOX_DIR = outboxDir;
    process.env.JOBS_POLL_SECONDS = '0.5';
    delete process.env.SMTP_URL;
    await startJobWorker();
  });

  afterAll(async () => {
    // Let this file's mails finish before the worker stops, so no job is left for the next file.
    await waitFor(
      () => getDb().select({ id: outbox.id }).from(outbox).where(and(eq(outbox.status, 'queued'), gte(outbox.createdAt, startedAt))),
      (rows) => rows.length === 0,
    );
    await stopWorker();
    await closeDb();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('stores an appointment request, then mails the clinic and the visitor through the dev outbox', async () => {
    const [specialist] = await getDb().select().from(specialists).innerJoin(companies, eq(companies.id, specialists.companyId)).where(eq(companies.code, 'DEMO')).limit(1);
    const res = await post(APPOINTMENT, appointment({ specialistId: specialist.specialists.id }));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const [row] = await getDb().select().from(appointmentRequests).where(eq(appointmentRequests.id, data.id));
    expect(row).toMatchObject({ name: 'Асель Нурланова', phone: '+77015551234', email: 'asel@example.kz', preferredDate: clinicDate(3), locale: 'ru', specialistId: specialist.specialists.id });

    const mails = await waitFor(() => mailsOf('appointmentRequestId', data.id), (rows) => rows.length === 2 && rows.every((m) => m.status === 'outbox'));
    expect(mails.map((m) => [m.recipient, m.status])).toEqual([
      ['questions@demo-clinic.kz', 'outbox'],
      ['asel@example.kz', 'outbox'],
    ]);
    expect(mails[0].subject).toBe(`Заявка на приём № ${data.id} — Асель Нурланова`);
    // The phone reads grouped; the staff's mail links the request in /pro (issue 28).
    expect(mails[0].body).toContain('+7 701 555 12 34');
    expect(mails[0].body).toContain(`Открыть заявку в кабинете: ${publicBaseUrl().origin}/pro?company=DEMO&section=appointments&open=${data.id}`);
    expect(mails[1].body).toContain('перезвонит вам по номеру +7 701 555 12 34');
    expect(mails[1].body).not.toContain('/pro?');
    for (const mail of mails) {
      expect(mail.sentAt).not.toBeNull();
      expect(existsSync(path.join(outboxDir, `${mail.id}.eml`))).toBe(true);
    }
    expect(readFileSync(path.join(outboxDir, `${mails[1].id}.txt`), 'utf8')).toContain('To: asel@example.kz');
  });

  it('mails only the clinic when the visitor gave no e-mail', async () => {
    const res = await post(APPOINTMENT, appointment({ email: '', preferredDate: '', comment: undefined }));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const mails = await waitFor(() => mailsOf('appointmentRequestId', data.id), (rows) => rows.length === 1 && rows[0].status === 'outbox');
    expect(mails.map((m) => m.recipient)).toEqual(['questions@demo-clinic.kz']);
  });

  it('stores a question in Kazakh: the clinic is mailed in Russian, the visitor in Kazakh', async () => {
    const res = await post('/api/w-front/kk/v1/questions', question());
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const [row] = await getDb().select().from(questions).where(eq(questions.id, data.id));
    expect(row).toMatchObject({ email: 'erzhan@example.kz', phone: '+77771234567', locale: 'kk' });
    const mails = await waitFor(() => mailsOf('questionId', data.id), (rows) => rows.length === 2 && rows.every((m) => m.status === 'outbox'));
    expect(mails[0]).toMatchObject({ recipient: 'questions@demo-clinic.kz', subject: `Вопрос с сайта № ${data.id} — Ержан` });
    expect((mails[0].meta as { replyTo?: string }).replyTo).toBe('erzhan@example.kz');
    expect(mails[0].body).toContain(`Открыть вопрос в кабинете: ${publicBaseUrl().origin}/pro?company=DEMO&section=questions&open=${data.id}`);
    expect(mails[1].body).not.toContain('/pro?');
    expect(mails[1]).toMatchObject({ recipient: 'erzhan@example.kz', subject: 'Сұрағыңыз алынды — Демо Мед клиникасы' });
  });

  it('answers a filled honeypot with 201 and stores nothing', async () => {
    const before = await getDb().select({ n: sql<number>`count(*)::int` }).from(questions);
    const res = await post(QUESTIONS, question({ website: 'http://spam.example', name: 'Honeypot bot' }));
    expect(res.status).toBe(201);
    expect((await res.json()).data.id).toEqual(expect.any(Number));
    const after = await getDb().select({ n: sql<number>`count(*)::int` }).from(questions);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a form without consent to personal-data processing: 400 fields.consent', async () => {
    for (const consent of [undefined, false, 'true']) {
      const res = await post(APPOINTMENT, appointment({ consent }));
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.fields.consent).toEqual(['consent_required']);
    }
  });

  it('answers 400 with field errors for missing fields', async () => {
    const res = await post(QUESTIONS, { COMPANY_CODE: 'DEMO' });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields).toMatchObject({ name: ['required'], email: ['required'], text: ['required'], consent: ['consent_required'] });
  });

  it('answers 400 with field errors for 1 MB strings, never a 500', async () => {
    const huge = 'я'.repeat(1_000_000);
    const res = await post(APPOINTMENT, appointment({ name: huge, comment: huge, phone: huge, email: huge }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toMatchObject({ name: ['too_long'], comment: ['too_long'], phone: ['too_long'], email: ['too_long'] });
    const text = await post(QUESTIONS, question({ text: huge }));
    expect((await text.json()).error.fields.text).toEqual(['too_long']);
  });

  it('stores script tags verbatim; the mail shows them as text', async () => {
    const script = '<script>alert("x")</script>';
    const res = await post(QUESTIONS, question({ name: `Bob ${script}`, text: `Hi ${script}` }));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const [row] = await getDb().select().from(questions).where(eq(questions.id, data.id));
    expect(row.text).toBe(`Hi ${script}`);
    const mails = await waitFor(() => mailsOf('questionId', data.id), (rows) => rows.length === 2 && rows.every((m) => m.status === 'outbox'));
    const html = (mails[0].meta as { html: string }).html;
    expect(html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    // The message's HTML part, as sent: the plain-text part carries the text as typed, which is not markup there.
    expect(htmlPartOf(readFileSync(path.join(outboxDir, `${mails[0].id}.eml`), 'utf8'))).toContain('&lt;script&gt;');
    expect(htmlPartOf(readFileSync(path.join(outboxDir, `${mails[0].id}.eml`), 'utf8'))).not.toContain('<script>');
  });

  it('answers 400 for wrong types and malformed JSON, 415 for a body that is not JSON', async () => {
    const wrong = await post(APPOINTMENT, appointment({ name: 123, phone: ['+7'], specialistId: 'abc', preferredDate: 20250101, comment: { a: 1 } }));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toMatchObject({ name: ['invalid_type'], phone: ['invalid_type'], specialistId: ['invalid'], preferredDate: ['invalid_type'], comment: ['invalid_type'] });
    for (const body of ['[]', 'null', '"text"', '{"COMPANY_CODE": ']) {
      const res = await post(APPOINTMENT, body);
      expect(res.status, body).toBe(400);
    }
    const form = await post(QUESTIONS, 'name=x&email=y', nextAddress(), 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect((await form.json()).error.code).toBe('unsupported_media_type');
  });

  it('answers 400 for a bad phone, a bad e-mail and a preferred date in the past', async () => {
    const res = await post(APPOINTMENT, appointment({ phone: '12-34', email: 'not-an-email', preferredDate: '01.01.2020' }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toMatchObject({ phone: ['invalid_phone'], email: ['invalid_email'], preferredDate: ['date_in_past'] });
  });

  it('answers 404 for an unknown company, an unknown specialist and another clinic’s specialist', async () => {
    const company = await post(APPOINTMENT, appointment({ COMPANY_CODE: 'NO-SUCH' }));
    expect(company.status).toBe(404);
    expect((await company.json()).error.code).toBe('company_not_found');
    const unknown = await post(APPOINTMENT, appointment({ specialistId: 999_999 }));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({ code: 'specialist_not_found', fields: { specialistId: ['specialist_not_found'] } });
    const [other] = await getDb().select({ id: specialists.id }).from(specialists).innerJoin(companies, eq(companies.id, specialists.companyId)).where(eq(companies.code, 'FAMILY')).limit(1);
    if (other) expect((await post(APPOINTMENT, appointment({ specialistId: other.id }))).status).toBe(404);
    expect((await post('/api/w-front/de/v1/appointment', appointment())).status).toBe(404);
  });

  it('answers 409 for a clinic without online entry or without an issues e-mail (family-med)', async () => {
    const entry = await post(APPOINTMENT, appointment({ COMPANY_CODE: 'FAMILY' }));
    expect(entry.status).toBe(409);
    expect((await entry.json()).error.code).toBe('online_entry_disabled');
    const ask = await post(QUESTIONS, question({ COMPANY_CODE: 'FAMILY' }));
    expect(ask.status).toBe(409);
    expect((await ask.json()).error.code).toBe('questions_disabled');
  });

  it('an offline or closing clinic takes no form: appointment, question and review answer 404 company_not_found, nothing stored, nothing mailed', async () => {
    const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
    const rows = async () => ({
      appointments: (await getDb().select({ id: appointmentRequests.id }).from(appointmentRequests).where(eq(appointmentRequests.companyId, demo.id))).length,
      questions: (await getDb().select({ id: questions.id }).from(questions).where(eq(questions.companyId, demo.id))).length,
      reviews: (await getDb().select({ id: reviews.id }).from(reviews).where(eq(reviews.companyId, demo.id))).length,
      mails: (await getDb().select({ id: outbox.id }).from(outbox)).length,
    });
    const before = await rows();
    try {
      for (const status of ['offline', 'closing'] as const) {
        await getDb()
          .update(companies)
          .set({ status, purgeAt: status === 'closing' ? new Date(Date.now() + 30 * 86_400_000) : null })
          .where(eq(companies.id, demo.id));
        const sent = [
          await post(APPOINTMENT, appointment()),
          await post(QUESTIONS, question()),
          await post('/api/w-front/ru/v1/reviews', { COMPANY_CODE: 'DEMO', AUTHOR_NAME: 'Айдана', RATING: 5, TEXT: 'Спасибо врачам!', consent: true }),
        ];
        for (const response of sent) {
          expect(response.status).toBe(404);
          expect((await response.json()).error.code).toBe('company_not_found');
        }
        // The same 404 the site's API gives the clinic: its company record is not found either.
        const [{ slug }] = await getDb().select({ slug: companies.slug }).from(companies).where(eq(companies.id, demo.id));
        expect((await app.request(`/api/front/ru/v1/company/${slug}`, { headers: apiHeaders() })).status).toBe(404);
      }
      expect(await rows()).toEqual(before);
    } finally {
      await getDb().update(companies).set({ status: 'online', purgeAt: null }).where(eq(companies.id, demo.id));
    }
    // Online again, it takes forms as before.
    expect((await post(QUESTIONS, question())).status).toBe(201);
  });

  it('limits forms per address: the 11th within an hour gets 429', async () => {
    const address = nextAddress();
    // Unknown company: each attempt counts, and nothing is stored or mailed.
    for (let i = 0; i < 10; i += 1) expect((await post(QUESTIONS, question({ COMPANY_CODE: 'NO-SUCH' }), address)).status).toBe(404);
    const limited = await post(APPOINTMENT, appointment(), address);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect((await post(APPOINTMENT, appointment({ COMPANY_CODE: 'NO-SUCH' }), nextAddress())).status).toBe(404);
  });

  it('documents both forms in /api/openapi.json', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/w-front/{locale}/v1/appointment', '/api/w-front/{locale}/v1/questions']));
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { BASIC } from '../helpers/api';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { lookupTenant } from '@/lib/tenants/tenant-lookup';
import { call, demoManager, makeUser } from '../helpers/business';

const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
let owner: string;
let demoId: number;

describe('inboxes, reviews, new clinics, audit, dashboard and CRM (issue 11)', () => {
  beforeAll(async () => {
    await seedDemoData();
    owner = (await demoManager()).cookie;
    [{ id: demoId }] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
  });
  afterAll(async () => {
    await closeDb();
  });

  it('answering a question stores the answer, closes the question and mails the patient in the question\'s language (HTML and text)', async () => {
    const [patient] = await getDb().select().from(s.users).where(eq(s.users.email, 'patient@demo-clinic.kz'));
    const [question] = await getDb()
      .insert(s.questions)
      .values({ companyId: demoId, name: 'Динара', email: 'dinara@test.kz', text: 'Нужно ли готовиться к УЗИ <печени>?', locale: 'kk', userId: patient.id })
      .returning();
    const res = await call(app, 'POST', `${W}/questions/${question.id}/answer`, { cookie: owner, body: { answer: 'Иә, 6 сағат ішпей-жемей келіңіз. <b>Маңызды</b>' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ STATUS: 'done', ANSWER: 'Иә, 6 сағат ішпей-жемей келіңіз. <b>Маңызды</b>', ANSWERED_AT: expect.any(String) });
    const [stored] = await getDb().select().from(s.questions).where(eq(s.questions.id, question.id));
    expect(stored.answer).toContain('6 сағат');
    const [mail] = await getDb().select().from(s.outbox).where(eq(s.outbox.recipient, 'dinara@test.kz')).orderBy(desc(s.outbox.id)).limit(1);
    expect(mail.subject).toBe(`№ ${question.id} сұрағыңызға жауап — Демо Мед клиникасы`);
    expect(mail.body).toContain('Иә, 6 сағат');
    expect(mail.body).toContain('Жауап жеке кабинетіңізде де сақталды.');
    expect(String(mail.meta.html)).toContain('&lt;b&gt;Маңызды&lt;/b&gt;');
    expect(String(mail.meta.html)).toContain('&lt;печени&gt;');
  });

  it('appointment requests move new -> in_progress -> done with an internal note, filtered by status, audited', async () => {
    const [request] = await getDb().insert(s.appointmentRequests).values({ companyId: demoId, name: 'Асель', phone: '+77015550199', comment: 'после 18:00' }).returning();
    const fresh = await call(app, 'GET', `${R}/appointments?status=new&page_size=100`, { cookie: owner });
    expect(fresh.json.data.some((r: { ID: number }) => r.ID === request.id)).toBe(true);
    expect(fresh.json.meta).toMatchObject({ PAGE: 1, PAGE_SIZE: 100 });
    expect((await call(app, 'PUT', `${W}/appointments/${request.id}`, { cookie: owner, body: { status: 'in_progress', note: 'Перезвонить в 18:30' } })).json.data).toMatchObject({ STATUS: 'in_progress', NOTE: 'Перезвонить в 18:30' });
    expect((await call(app, 'PUT', `${W}/appointments/${request.id}`, { cookie: owner, body: { status: 'done' } })).json.data.STATUS).toBe('done');
    const done = await call(app, 'GET', `${R}/appointments?status=done&page_size=100`, { cookie: owner });
    expect(done.json.data.find((r: { ID: number }) => r.ID === request.id)).toMatchObject({ NOTE: 'Перезвонить в 18:30' });
    const audit = await call(app, 'GET', `${R}/audit?kind=appointment_request`, { cookie: owner });
    expect(audit.json.data.filter((e: { TARGET_ID: number }) => e.TARGET_ID === request.id).map((e: { ACTION: string }) => e.ACTION)).toEqual(['appointment_request.status', 'appointment_request.status']);
    expect(audit.json.data[0].USER.FULL_NAME).toBe('Сергеев Алексей Викторович');
    // A member who cannot read requests does not see them in the log either.
    const editor = await makeUser('editor', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    expect((await call(app, 'GET', `${R}/audit?kind=appointment_request`, { cookie: editor.cookie })).json.data).toEqual([]);
  });

  it('publishing a review with a reply shows both through the public reviews endpoint at once', async () => {
    const [review] = await getDb().insert(s.reviews).values({ companyId: demoId, authorName: 'Жанна', rating: 4, text: 'Вежливый персонал' }).returning();
    const publicList = async () => (await (await app.request('/api/front/ru/v1/reviews/DEMO?page=1', { headers: { authorization: BASIC } })).json()).data as { ID: number; REPLY: string | null }[];
    expect((await publicList()).some((r) => r.ID === review.id)).toBe(false);
    const pending = await call(app, 'GET', `${R}/reviews`, { cookie: owner });
    expect(pending.json.data.some((r: { ID: number }) => r.ID === review.id)).toBe(true);
    const res = await call(app, 'PUT', `${W}/reviews/${review.id}`, { cookie: owner, body: { status: 'published', reply: 'Спасибо, Жанна!' } });
    expect(res.json.data).toMatchObject({ STATUS: 'published', REPLY: 'Спасибо, Жанна!' });
    expect((await publicList()).find((r) => r.ID === review.id)).toMatchObject({ REPLY: 'Спасибо, Жанна!' });
    expect((await call(app, 'PUT', `${W}/reviews/${review.id}`, { cookie: owner, body: { status: 'rejected' } })).status).toBe(200);
    expect((await publicList()).some((r) => r.ID === review.id)).toBe(false);
    const actions = (await call(app, 'GET', `${R}/audit?kind=review`, { cookie: owner })).json.data.filter((e: { TARGET_ID: number }) => e.TARGET_ID === review.id).map((e: { ACTION: string }) => e.ACTION);
    expect(actions.sort()).toEqual(['review.publish', 'review.reject', 'review.reply']);
  });

  it('the dashboard counts this ISO week\'s requests and questions and the open items, with recent activity', async () => {
    const before = (await call(app, 'GET', `${R}/dashboard`, { cookie: owner })).json.data;
    expect(before.WEEKS).toHaveLength(12);
    expect(before.WEEKS[11].ISO_WEEK).toMatch(/^\d{4}-W\d{2}$/);
    await getDb().insert(s.appointmentRequests).values({ companyId: demoId, name: 'Тимур', phone: '+77015550111' });
    await getDb().insert(s.questions).values({ companyId: demoId, name: 'Тимур', email: 'timur@test.kz', text: 'Когда приём?' });
    const after = (await call(app, 'GET', `${R}/dashboard`, { cookie: owner })).json.data;
    expect(after.WEEKS[11].APPOINTMENTS).toBe(before.WEEKS[11].APPOINTMENTS + 1);
    expect(after.WEEKS[11].QUESTIONS).toBe(before.WEEKS[11].QUESTIONS + 1);
    expect(after.OPEN.APPOINTMENTS).toBe(before.OPEN.APPOINTMENTS + 1);
    expect(after.RECENT_ACTIVITY.length).toBeGreaterThan(0);
    const editor = await makeUser('dash-editor', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    const limited = (await call(app, 'GET', `${R}/dashboard`, { cookie: editor.cookie })).json.data;
    expect(limited).toMatchObject({ WEEKS: null, OPEN: { APPOINTMENTS: null, QUESTIONS: null, REVIEWS_PENDING: null }, RECENT_ACTIVITY: [] });
  });

  it('a new clinic in minutes: cabinet 0 with every permission, a starter site, and /l/{slug} answers at once', async () => {
    const founder = await makeUser('founder');
    const slug = `new-clinic-${founder.id}`;
    expect(await lookupTenant('slug', slug)).toBeNull(); // the proxy has now cached "not found"
    const res = await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', {
      cookie: founder.cookie,
      body: { COMPANY_SLUG: slug, COMPANY_NAME: 'Клиника Жаңа', COMPANY_NAME_KK: 'Жаңа клиникасы', EMAIL_FOR_ISSUES: 'Inbox@New.kz', PHONES: ['8 701 555 66 77'], ADDRESS: 'г. Астана, ул. Сыганак, 10' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const code = res.json.data.COMPANY_CODE;
    expect(res.json.data).toMatchObject({ COMPANY_SLUG: slug, FRONT_LANDING_TEMPLATE_ID: 'landing', EMAIL_FOR_ISSUES: 'inbox@new.kz' });
    expect(await lookupTenant('slug', slug)).toMatchObject({ code, locales: ['ru', 'kk'] });
    const site = await app.request(`/api/front/kk/v1/company/${slug}`, { headers: { authorization: BASIC } });
    expect(site.status).toBe(200);
    const menu = await (await app.request(`/api/front/kk/v1/landing/menu/${code}`, { headers: { authorization: BASIC } })).json();
    expect(menu.links.map((l: { link: string }) => l.link)).toEqual(expect.arrayContaining([`/kk/l/${slug}/about`, `/kk/l/${slug}/contacts`, `/kk/l/${slug}/news`]));
    const [company] = await getDb().select().from(s.companies).where(eq(s.companies.code, code));
    expect(company.phones).toEqual(['+77015556677']);
    expect(Object.keys(company.about!).sort()).toEqual(['kk', 'ru']);
    const access = await call(app, 'GET', `/api/business-api-front2/ru/${code}/0/business/user/get_access`, { cookie: founder.cookie });
    expect(Object.values(access.json.data.PERMISSIONS).every(Boolean)).toBe(true);
    const accounts = await call(app, 'GET', '/api/api-front2/ru/v1/business/user/companies', { cookie: founder.cookie });
    expect(accounts.json.data).toEqual([expect.objectContaining({ COMPANY_CODE: code, EMAIL_FOR_ISSUES: 'inbox@new.kz' })]);

    const taken = await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: (await makeUser('late')).cookie, body: { COMPANY_SLUG: slug, COMPANY_NAME: 'Другая' } });
    expect([taken.status, taken.json.error.fields]).toEqual([400, { COMPANY_SLUG: ['slug_taken'] }]);
    expect((await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: founder.cookie, body: { COMPANY_SLUG: 'demo-clinic', COMPANY_NAME: 'X' } })).json.error.code).toBe('slug_taken');
  });

  it('a service request is stored, mailed to the platform staff and listed only for platform staff', async () => {
    process.env.PLATFORM_STAFF_EMAIL = 'crm@platform.test';
    const res = await call(app, 'POST', '/api/w-front/ru/v1/crm/request_by_services', { cookie: owner, body: { company_code: 'DEMO', service: 'mis_integration', message: 'Нужна выгрузка заявок в МИС' } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ COMPANY_CODE: 'DEMO', SERVICE: 'mis_integration', CONTACT_EMAIL: 'manager@demo-clinic.kz' });
    const [mail] = await getDb().select().from(s.outbox).where(and(eq(s.outbox.recipient, 'crm@platform.test'))).orderBy(desc(s.outbox.id)).limit(1);
    expect(mail.subject).toContain('Интеграция с медицинской информационной системой');
    expect(mail.body).toContain('Нужна выгрузка заявок в МИС');
    const staff = await makeUser('staff');
    expect((await call(app, 'GET', '/api/api-front2/ru/v1/crm/request_by_services', { cookie: staff.cookie })).status).toBe(403);
    process.env.PLATFORM_ADMIN_EMAILS = `someone@else.kz, ${staff.email!.toUpperCase()}`;
    try {
      const list = await call(app, 'GET', '/api/api-front2/ru/v1/crm/request_by_services', { cookie: staff.cookie });
      expect(list.status).toBe(200);
      expect(list.json.data[0]).toMatchObject({ ID: res.json.data.ID, COMPANY_NAME: 'Клиника Демо Мед' });
      expect((await call(app, 'GET', '/api/api-front2/ru/v1/crm/request_by_services', { cookie: owner })).status).toBe(403);
    } finally {
      delete process.env.PLATFORM_ADMIN_EMAILS;
      delete process.env.PLATFORM_STAFF_EMAIL;
    }
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashInvitationToken } from '@/lib/business/staff/invitations/service';
import { PERMISSIONS } from '@/lib/business/permissions';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { setTxtResolver } from '@/lib/domains/resolver';
import { call, demoManager, makeUser, sessionCookieFor } from '../helpers/business';
import { multipartHeaders } from '../helpers/profile-data';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';
import { startFakeTranslator } from '../helpers/translate-provider';

/*
 * The authorization matrix of issue 11: every business endpoint, called as anonymous, as a
 * patient, as staff of another clinic, as staff of another cabinet of the same clinic and as
 * staff without the permission, answers 401 or 403, and the database is read back unchanged.
 */

const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
const I = '/api/api-business/ru/DEMO/0/business';

type Actor = 'anonymous' | 'patient' | 'otherClinic' | 'otherCabinet' | 'noPermission';
type Endpoint = { method: string; path: string; body?: unknown; multipart?: boolean; field?: string; file?: Blob; permission: string | null; actors?: Actor[]; openapi: string };

const ids = { invitation: 0, invitationToken: '', appointment: 0, question: 0, review: 0, code: 0, membership: 0, mainMembership: 0, news: 0, newsCategory: 0, emptyCategory: 0, post: 0, material: 0, companyVersion: 0, menuItem: 0, redirect: 0, doctor: 0, scheduleDoctor: 0, visitType: 0, exception: 0, holiday: 0, visit: 0, cameVisit: 0, block: 0, calendarDoctor: 0, calendarType: 0, album: 0, photo: 0, domain: 0, demoName: '' };
let menuOrder: { id: number; parent_id: number | null }[] = [];
/** Every doctor's, album's and photo's ID in their order, for the order calls. */
const orders = { doctors: [] as number[], albums: [] as number[], photos: [] as number[] };
const cookies = {} as Record<Actor | 'owner', string | undefined>;
let translator: Awaited<ReturnType<typeof startFakeTranslator>> | undefined;
const TRANSLATION_ENV = ['TRANSLATION_PROVIDER', 'YANDEX_TRANSLATE_API_KEY', 'YANDEX_TRANSLATE_API_URL'] as const;

async function snapshot() {
  const db = getDb();
  const demo = (await db.select().from(s.companies).where(eq(s.companies.code, 'DEMO')))[0];
  return JSON.stringify({
    company: demo,
    cabinets: await db.select().from(s.cabinets).orderBy(asc(s.cabinets.id)),
    memberships: await db.select().from(s.cabinetMemberships).orderBy(asc(s.cabinetMemberships.id)),
    accounts: await db.select().from(s.businessAccounts).orderBy(asc(s.businessAccounts.id)),
    codes: await db.select().from(s.accessCodes).orderBy(asc(s.accessCodes.id)),
    invitations: await db.select().from(s.staffInvitations).orderBy(asc(s.staffInvitations.id)),
    appointments: await db.select().from(s.appointmentRequests).where(eq(s.appointmentRequests.companyId, demo.id)),
    questions: await db.select().from(s.questions).where(eq(s.questions.companyId, demo.id)),
    reviews: await db.select().from(s.reviews).where(eq(s.reviews.companyId, demo.id)).orderBy(asc(s.reviews.id)),
    audit: await db.select().from(s.auditLog).orderBy(asc(s.auditLog.id)),
    serviceRequests: await db.select().from(s.serviceRequests),
    news: await db.select().from(s.news).where(eq(s.news.companyId, demo.id)).orderBy(asc(s.news.id)),
    newsCategories: await db.select().from(s.newsCategories).where(eq(s.newsCategories.companyId, demo.id)).orderBy(asc(s.newsCategories.id)),
    directorPosts: await db.select().from(s.directorPosts).where(eq(s.directorPosts.companyId, demo.id)).orderBy(asc(s.directorPosts.id)),
    specialists: await db.select().from(s.specialists).where(eq(s.specialists.companyId, demo.id)).orderBy(asc(s.specialists.id)),
    galleryAlbums: await db.select().from(s.galleryAlbums).where(eq(s.galleryAlbums.companyId, demo.id)).orderBy(asc(s.galleryAlbums.id)),
    galleryPhotos: await db.select({ photo: s.galleryPhotos }).from(s.galleryPhotos).innerJoin(s.galleryAlbums, eq(s.galleryAlbums.id, s.galleryPhotos.albumId)).where(eq(s.galleryAlbums.companyId, demo.id)).orderBy(asc(s.galleryPhotos.id)),
    materials: await db.select().from(s.materials).where(eq(s.materials.companyId, demo.id)).orderBy(asc(s.materials.id)),
    menu: await db.select().from(s.menuItems).where(eq(s.menuItems.companyId, demo.id)).orderBy(asc(s.menuItems.id)),
    translationSources: await db.select().from(s.translationSources).where(eq(s.translationSources.companyId, demo.id)).orderBy(asc(s.translationSources.kind), asc(s.translationSources.itemId), asc(s.translationSources.field), asc(s.translationSources.locale)),
    redirects: await db.select().from(s.redirects).where(eq(s.redirects.companyId, demo.id)).orderBy(asc(s.redirects.id)),
    domains: await db.select().from(s.companyDomains).orderBy(asc(s.companyDomains.id)),
    doctorBooking: await db.select().from(s.doctorBooking).where(eq(s.doctorBooking.companyId, demo.id)).orderBy(asc(s.doctorBooking.specialistId)),
    scheduleHours: await db.select().from(s.scheduleHours).where(eq(s.scheduleHours.companyId, demo.id)).orderBy(asc(s.scheduleHours.id)),
    visitTypes: await db.select().from(s.visitTypes).where(eq(s.visitTypes.companyId, demo.id)).orderBy(asc(s.visitTypes.id)),
    scheduleExceptions: await db.select().from(s.scheduleExceptions).where(eq(s.scheduleExceptions.companyId, demo.id)).orderBy(asc(s.scheduleExceptions.id)),
    holidays: await db.select().from(s.holidays).orderBy(asc(s.holidays.id)),
    visits: await db.select().from(s.visits).where(eq(s.visits.companyId, demo.id)).orderBy(asc(s.visits.id)),
    outbox: (await db.select({ id: s.outbox.id }).from(s.outbox)).length,
    companyCount: (await db.select({ id: s.companies.id }).from(s.companies)).length,
  });
}

/** A day `days` after today (UTC's calendar; a day or more ahead is a future day in every clinic's zone). */
const futureDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A 1×1 PNG: a real image, so a wrongly passed guard would change the item. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A price list file (issue 31's import). */
const PRICES_CSV = new Blob(['Группа;Услуга;Цена\r\nАнализы;Глюкоза;1500\r\n'], { type: 'text/csv' });
/** A doctors file (issue 31's import). */
const DOCTORS_CSV = new Blob(['ФИО;Специальность\r\nИмпортов Захват;Терапевт\r\n'], { type: 'text/csv' });

/** One matrix call: JSON through `call`, an upload as the browser's multipart form. */
async function send(endpoint: Endpoint, cookie: string | undefined) {
  if (!endpoint.multipart) return call(app, endpoint.method, endpoint.path, { cookie, body: endpoint.body });
  const form = new FormData();
  form.append(endpoint.field ?? 'image', endpoint.file ?? new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'pixel.png');
  const response = await app.request(endpoint.path, { method: endpoint.method, body: form, headers: { ...multipartHeaders(form, cookie ? [cookie] : []), 'x-client-address': '10.255.0.1' } });
  return { status: response.status, json: await response.json(), headers: response.headers };
}

function endpoints(): Endpoint[] {
  const cabinetActors: Actor[] = ['anonymous', 'patient', 'otherClinic', 'otherCabinet', 'noPermission'];
  const list: (Omit<Endpoint, 'actors'> & { actors?: Actor[] })[] = [
    { method: 'GET', path: `/api/business-api-front2/ru/DEMO/0/business/user/get_access`, permission: null, openapi: '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business/user/get_access' },
    // The site's life first: the owner's pass must run it before it hands the clinic over (members/{id}/owner); it ends offline.
    { method: 'GET', path: `${R}/site`, permission: 'company.edit', openapi: 'R/site' },
    { method: 'POST', path: `${W}/site/offline`, permission: 'company.edit', openapi: 'W/site/offline' },
    { method: 'POST', path: `${W}/site/online`, permission: 'company.edit', openapi: 'W/site/online' },
    { method: 'POST', path: `${W}/site/close`, body: { confirm_name: ids.demoName }, permission: 'company.edit', openapi: 'W/site/close' },
    { method: 'POST', path: `${W}/site/reopen`, permission: 'company.edit', openapi: 'W/site/reopen' },
    { method: 'GET', path: `${R}/domains`, permission: 'company.edit', openapi: 'R/domains' },
    { method: 'POST', path: `${W}/domains`, body: { domain: 'captured.example.kz' }, permission: 'company.edit', openapi: 'W/domains' },
    { method: 'POST', path: `${W}/domains/${ids.domain}/verify`, permission: 'company.edit', openapi: 'W/domains/{id}/verify' },
    { method: 'POST', path: `${W}/domains/${ids.domain}/primary`, permission: 'company.edit', openapi: 'W/domains/{id}/primary' },
    { method: 'DELETE', path: `${W}/domains/${ids.domain}/primary`, permission: 'company.edit', openapi: 'W/domains/{id}/primary' },
    { method: 'DELETE', path: `${W}/domains/${ids.domain}`, permission: 'company.edit', openapi: 'W/domains/{id}' },
    { method: 'GET', path: `${R}/cabinets`, permission: 'members.manage', openapi: 'R/cabinets' },
    { method: 'POST', path: `${W}/cabinets`, body: { name: 'Склад' }, permission: 'members.manage', openapi: 'W/cabinets' },
    { method: 'GET', path: `${R}/access_codes?cabinet=1`, permission: 'members.manage', openapi: 'R/access_codes' },
    { method: 'POST', path: `${W}/access_codes`, body: { permissions: ['content.edit'], cabinet: 1 }, permission: 'members.manage', openapi: 'W/access_codes' },
    { method: 'DELETE', path: `${W}/access_codes/${ids.code}`, permission: 'members.manage', openapi: 'W/access_codes/{id}' },
    { method: 'GET', path: `${R}/invitations?cabinet=1`, permission: 'members.manage', openapi: 'R/invitations' },
    { method: 'POST', path: `${W}/invitations`, body: { email: 'captured@matrix.kz', permissions: ['content.edit'], cabinet: 1 }, permission: 'members.manage', openapi: 'W/invitations' },
    { method: 'DELETE', path: `${W}/invitations/${ids.invitation}`, permission: 'members.manage', openapi: 'W/invitations/{id}' },
    { method: 'GET', path: `${R}/members?cabinet=1`, permission: 'members.manage', openapi: 'R/members' },
    { method: 'PUT', path: `${W}/members/${ids.membership}`, body: { permissions: [] }, permission: 'members.manage', openapi: 'W/members/{id}' },
    { method: 'DELETE', path: `${W}/members/${ids.membership}`, permission: 'members.manage', openapi: 'W/members/{id}' },
    // The owner's pass hands the clinic to a member of cabinet 0 (the former owner keeps every permission).
    { method: 'POST', path: `${W}/members/${ids.mainMembership}/owner`, permission: 'members.manage', openapi: 'W/members/{id}/owner' },
    { method: 'GET', path: `${R}/appointments?status=new`, permission: 'appointments.read', openapi: 'R/appointments' },
    { method: 'GET', path: `${I}/appointments`, permission: 'appointments.read', openapi: 'I/appointments' },
    { method: 'GET', path: `${R}/appointments/export?status=new`, permission: 'appointments.read', openapi: 'R/appointments/export' },
    { method: 'PUT', path: `${W}/appointments/${ids.appointment}`, body: { status: 'done', note: 'перезвонить' }, permission: 'appointments.read', openapi: 'W/appointments/{id}' },
    { method: 'GET', path: `${R}/questions`, permission: 'questions.read', openapi: 'R/questions' },
    { method: 'GET', path: `${I}/questions`, permission: 'questions.read', openapi: 'I/questions' },
    { method: 'GET', path: `${R}/questions/export`, permission: 'questions.read', openapi: 'R/questions/export' },
    { method: 'PUT', path: `${W}/questions/${ids.question}`, body: { status: 'in_progress' }, permission: 'questions.read', openapi: 'W/questions/{id}' },
    { method: 'POST', path: `${W}/questions/${ids.question}/answer`, body: { answer: 'Да' }, permission: 'questions.read', openapi: 'W/questions/{id}/answer' },
    { method: 'GET', path: `${R}/reviews?status=pending`, permission: 'reviews.moderate', openapi: 'R/reviews' },
    { method: 'PUT', path: `${W}/reviews/${ids.review}`, body: { status: 'published', reply: 'Спасибо' }, permission: 'reviews.moderate', openapi: 'W/reviews/{id}' },
    { method: 'GET', path: `${R}/news?status=draft`, permission: 'content.edit', openapi: 'R/news' },
    { method: 'GET', path: `${R}/news/${ids.news}`, permission: 'content.edit', openapi: 'R/news/{id}' },
    { method: 'POST', path: `${W}/news`, body: { category_id: ids.newsCategory, title: { ru: 'Захват' }, body: { ru: 'Текст' }, published: true }, permission: 'content.edit', openapi: 'W/news' },
    { method: 'PUT', path: `${W}/news/${ids.news}`, body: { title: { ru: 'Захвачено' }, published: true }, permission: 'content.edit', openapi: 'W/news/{id}' },
    { method: 'POST', path: `${W}/news/${ids.news}/image`, multipart: true, permission: 'content.edit', openapi: 'W/news/{id}/image' },
    { method: 'DELETE', path: `${W}/news/${ids.news}/image`, permission: 'content.edit', openapi: 'W/news/{id}/image' },
    // After the image calls: the owner's pass deletes in this order.
    { method: 'DELETE', path: `${W}/news/${ids.news}`, permission: 'content.edit', openapi: 'W/news/{id}' },
    { method: 'GET', path: `${R}/news_categories`, permission: 'content.edit', openapi: 'R/news_categories' },
    { method: 'POST', path: `${W}/news_categories`, body: { name: { ru: 'Захват' } }, permission: 'content.edit', openapi: 'W/news_categories' },
    { method: 'PUT', path: `${W}/news_categories/${ids.emptyCategory}`, body: { name: { ru: 'Захват' } }, permission: 'content.edit', openapi: 'W/news_categories/{id}' },
    { method: 'POST', path: `${W}/news_categories/${ids.emptyCategory}/move`, body: { direction: 'up' }, permission: 'content.edit', openapi: 'W/news_categories/{id}/move' },
    { method: 'DELETE', path: `${W}/news_categories/${ids.emptyCategory}`, permission: 'content.edit', openapi: 'W/news_categories/{id}' },
    { method: 'GET', path: `${R}/materials`, permission: 'content.edit', openapi: 'R/materials' },
    { method: 'GET', path: `${R}/materials/${ids.material}`, permission: 'content.edit', openapi: 'R/materials/{id}' },
    { method: 'POST', path: `${W}/materials`, body: { code: 'matrix-new', title: { ru: 'Захват' }, body: { ru: 'Текст' } }, permission: 'content.edit', openapi: 'W/materials' },
    { method: 'PUT', path: `${W}/materials/${ids.material}`, body: { version: 1, title: { ru: 'Захвачено' }, published: false }, permission: 'content.edit', openapi: 'W/materials/{id}' },
    { method: 'DELETE', path: `${W}/materials/${ids.material}`, permission: 'content.edit', openapi: 'W/materials/{id}' },
    // Issue 31: a price list from a spreadsheet.
    { method: 'GET', path: `${R}/materials/import/template?format=csv`, permission: 'content.edit', openapi: 'R/materials/import/template' },
    { method: 'POST', path: `${W}/materials/import/preview`, multipart: true, field: 'file', file: PRICES_CSV, permission: 'content.edit', openapi: 'W/materials/import/preview' },
    { method: 'POST', path: `${W}/materials/import`, multipart: true, field: 'file', file: PRICES_CSV, permission: 'content.edit', openapi: 'W/materials/import' },
    { method: 'GET', path: `${R}/contacts`, permission: 'company.edit', openapi: 'R/contacts' },
    // The contacts save raises the company's version; the home save after it (the owner's pass keeps this order) names the next one.
    { method: 'PUT', path: `${W}/contacts`, body: { version: ids.companyVersion, phones: ['+7 700 000 00 00'], emails: ['x@matrix.kz'] }, permission: 'company.edit', openapi: 'W/contacts' },
    { method: 'GET', path: `${R}/home`, permission: 'content.edit', openapi: 'R/home' },
    { method: 'PUT', path: `${W}/home`, body: { version: ids.companyVersion + 1, headline: { ru: 'Захват' }, text: { ru: 'Текст' }, highlights: [] }, permission: 'content.edit', openapi: 'W/home' },
    { method: 'POST', path: `${W}/content_images`, multipart: true, permission: 'content.edit', openapi: 'W/content_images' },
    { method: 'GET', path: `${R}/pages/about`, permission: 'content.edit', openapi: 'R/pages/about' },
    { method: 'PUT', path: `${W}/pages/about`, body: { about: { ru: 'Захвачено' }, version: 1 }, permission: 'content.edit', openapi: 'W/pages/about' },
    // Issue 31: machine drafts (a local provider, started in beforeAll); nothing is stored either way.
    { method: 'POST', path: `${W}/translate-draft`, body: { to: 'kk', texts: ['Захват'] }, permission: 'content.edit', openapi: 'W/translate-draft' },
    { method: 'GET', path: `${R}/director_posts`, permission: 'content.edit', openapi: 'R/director_posts' },
    { method: 'GET', path: `${R}/director_posts/${ids.post}`, permission: 'content.edit', openapi: 'R/director_posts/{id}' },
    { method: 'POST', path: `${W}/director_posts`, body: { title: { ru: 'Захват' }, body: { ru: 'Текст' }, published: true }, permission: 'content.edit', openapi: 'W/director_posts' },
    { method: 'PUT', path: `${W}/director_posts/${ids.post}`, body: { title: { ru: 'Захвачено' }, published: true, version: 1 }, permission: 'content.edit', openapi: 'W/director_posts/{id}' },
    { method: 'DELETE', path: `${W}/director_posts/${ids.post}`, permission: 'content.edit', openapi: 'W/director_posts/{id}' },
    // Issue 31: an item's stale translations and «Перевод актуален» (the schedule doctor's name is in Kazakh too).
    { method: 'GET', path: `${R}/translations/stale?kind=doctor&item=${ids.scheduleDoctor}`, permission: 'content.edit', openapi: 'R/translations/stale' },
    { method: 'POST', path: `${W}/translations/confirm`, body: { kind: 'doctor', item_id: ids.scheduleDoctor, field: 'full_name', locale: 'kk' }, permission: 'content.edit', openapi: 'W/translations/confirm' },
    { method: 'GET', path: `${R}/menu`, permission: 'menu.edit', openapi: 'R/menu' },
    { method: 'GET', path: `${R}/menu/targets`, permission: 'menu.edit', openapi: 'R/menu/targets' },
    // The order first (it is made from MENU_VERSION 1; the create after it raises the version).
    { method: 'PUT', path: `${W}/menu/order`, body: { menu_version: 1, items: [...menuOrder].reverse().sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null)) }, permission: 'menu.edit', openapi: 'W/menu/order' },
    { method: 'POST', path: `${W}/menu/items`, body: { name: { ru: 'Захват' }, type_code: 12, relation_type: 1, hidden: false }, permission: 'menu.edit', openapi: 'W/menu/items' },
    { method: 'PUT', path: `${W}/menu/items/${ids.menuItem}`, body: { name: { ru: 'Захвачено' }, type_code: 12, relation_type: 1, hidden: true, version: 1 }, permission: 'menu.edit', openapi: 'W/menu/items/{id}' },
    { method: 'DELETE', path: `${W}/menu/items/${ids.menuItem}`, permission: 'menu.edit', openapi: 'W/menu/items/{id}' },
    { method: 'GET', path: `${R}/redirects`, permission: 'company.edit', openapi: 'R/redirects' },
    { method: 'POST', path: `${W}/redirects`, body: { from_path: '/matrix-captured', to_url: '/contacts' }, permission: 'company.edit', openapi: 'W/redirects' },
    { method: 'DELETE', path: `${W}/redirects/${ids.redirect}`, permission: 'company.edit', openapi: 'W/redirects/{id}' },
    // Doctors (issue 19): the order calls before the creating ones, which would add an ID they do not list.
    { method: 'GET', path: `${R}/doctors`, permission: 'specialists.edit', openapi: 'R/doctors' },
    { method: 'GET', path: `${R}/doctors/${ids.doctor}`, permission: 'specialists.edit', openapi: 'R/doctors/{id}' },
    { method: 'PUT', path: `${W}/doctor_order`, body: { ids: [...orders.doctors].reverse() }, permission: 'specialists.edit', openapi: 'W/doctor_order' },
    { method: 'POST', path: `${W}/doctors`, body: { full_name: { ru: 'Захват' }, specialty: { ru: 'Захват' } }, permission: 'specialists.edit', openapi: 'W/doctors' },
    { method: 'PUT', path: `${W}/doctors/${ids.doctor}`, body: { full_name: { ru: 'Захвачено' }, specialty: { ru: 'Захват' }, version: 1 }, permission: 'specialists.edit', openapi: 'W/doctors/{id}' },
    { method: 'GET', path: `${R}/doctors/import/template?format=xlsx`, permission: 'specialists.edit', openapi: 'R/doctors/import/template' },
    { method: 'POST', path: `${W}/doctors/import/preview`, multipart: true, field: 'file', file: DOCTORS_CSV, permission: 'specialists.edit', openapi: 'W/doctors/import/preview' },
    { method: 'POST', path: `${W}/doctors/import`, multipart: true, field: 'file', file: DOCTORS_CSV, permission: 'specialists.edit', openapi: 'W/doctors/import' },
    { method: 'POST', path: `${W}/doctors/${ids.doctor}/photo`, multipart: true, field: 'photo', permission: 'specialists.edit', openapi: 'W/doctors/{id}/photo' },
    { method: 'DELETE', path: `${W}/doctors/${ids.doctor}/photo`, permission: 'specialists.edit', openapi: 'W/doctors/{id}/photo' },
    { method: 'DELETE', path: `${W}/doctors/${ids.doctor}`, permission: 'specialists.edit', openapi: 'W/doctors/{id}' },
    // Schedules (issue 30): a doctor of their own, so the doctor's DELETE above leaves them be.
    { method: 'GET', path: `${R}/schedule`, permission: 'schedule.edit', openapi: 'R/schedule' },
    { method: 'GET', path: `${R}/schedule/${ids.scheduleDoctor}`, permission: 'schedule.edit', openapi: 'R/schedule/{id}' },
    { method: 'PUT', path: `${W}/schedule/${ids.scheduleDoctor}/mode`, body: { mode: 'slots' }, permission: 'schedule.edit', openapi: 'W/schedule/{id}/mode' },
    { method: 'PUT', path: `${W}/schedule/${ids.scheduleDoctor}/hours`, body: { intervals: [{ weekday: 1, start: '09:00', end: '13:00' }], version: 1 }, permission: 'schedule.edit', openapi: 'W/schedule/{id}/hours' },
    { method: 'POST', path: `${W}/schedule/${ids.scheduleDoctor}/visit_types`, body: { name: { ru: 'Захват' }, duration_minutes: 30 }, permission: 'schedule.edit', openapi: 'W/schedule/{id}/visit_types' },
    { method: 'PUT', path: `${W}/visit_types/${ids.visitType}`, body: { name: { ru: 'Захвачено' }, duration_minutes: 60 }, permission: 'schedule.edit', openapi: 'W/visit_types/{id}' },
    { method: 'DELETE', path: `${W}/visit_types/${ids.visitType}`, permission: 'schedule.edit', openapi: 'W/visit_types/{id}' },
    { method: 'POST', path: `${W}/schedule/${ids.scheduleDoctor}/exceptions`, body: { day: futureDay(5), intervals: [] }, permission: 'schedule.edit', openapi: 'W/schedule/{id}/exceptions' },
    { method: 'DELETE', path: `${W}/schedule_exceptions/${ids.exception}`, permission: 'schedule.edit', openapi: 'W/schedule_exceptions/{id}' },
    { method: 'GET', path: `${R}/schedule_holidays`, permission: 'schedule.edit', openapi: 'R/schedule_holidays' },
    { method: 'POST', path: `${W}/schedule_holidays`, body: { day: futureDay(6), closed: true }, permission: 'schedule.edit', openapi: 'W/schedule_holidays' },
    { method: 'DELETE', path: `${W}/schedule_holidays/${ids.holiday}`, permission: 'schedule.edit', openapi: 'W/schedule_holidays/{id}' },
    { method: 'POST', path: `${W}/visits/${ids.cameVisit}/review-request`, permission: 'appointments.read', openapi: 'W/visits/{id}/review-request' },
    // The clinic's calendar (issue 30): a wrongly passed guard would cancel or move the visit, book or block time, free the block.
    { method: 'GET', path: `${R}/calendar?days=7`, permission: 'appointments.read', openapi: 'R/calendar' },
    { method: 'PUT', path: `${W}/visits/${ids.visit}/move`, body: { day: futureDay(9), start: '10:00', version: 1 }, permission: 'appointments.read', openapi: 'W/visits/{id}/move' },
    { method: 'PUT', path: `${W}/visits/${ids.visit}/status`, body: { status: 'cancelled', version: 2 }, permission: 'appointments.read', openapi: 'W/visits/{id}/status' },
    { method: 'POST', path: `${W}/calendar/visits`, body: { specialist_id: ids.calendarDoctor, visit_type_id: ids.calendarType, day: futureDay(9), start: '11:00', name: 'Захват', phone: '+77015550000' }, permission: 'appointments.read', openapi: 'W/calendar/visits' },
    { method: 'POST', path: `${W}/calendar/blocks`, body: { specialist_id: ids.calendarDoctor, day: futureDay(9), start: '12:00', end: '13:00' }, permission: 'schedule.edit', openapi: 'W/calendar/blocks' },
    { method: 'DELETE', path: `${W}/calendar/blocks/${ids.block}`, permission: 'schedule.edit', openapi: 'W/calendar/blocks/{id}' },
    // The member's own visit e-mails switch (issue 30): a wrongly passed guard would switch a stranger's on.
    { method: 'GET', path: `${R}/calendar/visit_mail`, permission: 'appointments.read', openapi: 'R/calendar/visit_mail' },
    { method: 'PUT', path: `${W}/calendar/visit_mail`, body: { on: true }, permission: 'appointments.read', openapi: 'W/calendar/visit_mail' },
    // The gallery (issue 19).
    { method: 'GET', path: `${R}/gallery_albums`, permission: 'content.edit', openapi: 'R/gallery_albums' },
    { method: 'PUT', path: `${W}/gallery_album_order`, body: { ids: [...orders.albums].reverse() }, permission: 'content.edit', openapi: 'W/gallery_album_order' },
    { method: 'PUT', path: `${W}/gallery_albums/${ids.album}/photo_order`, body: { ids: [...orders.photos].reverse() }, permission: 'content.edit', openapi: 'W/gallery_albums/{id}/photo_order' },
    { method: 'POST', path: `${W}/gallery_albums`, body: { title: { ru: 'Захват' } }, permission: 'content.edit', openapi: 'W/gallery_albums' },
    { method: 'PUT', path: `${W}/gallery_albums/${ids.album}`, body: { title: { ru: 'Захвачено' }, version: 1 }, permission: 'content.edit', openapi: 'W/gallery_albums/{id}' },
    { method: 'POST', path: `${W}/gallery_albums/${ids.album}/photos`, multipart: true, field: 'photo', permission: 'content.edit', openapi: 'W/gallery_albums/{id}/photos' },
    { method: 'PUT', path: `${W}/gallery_photos/${ids.photo}`, body: { caption: { ru: 'Захвачено' }, version: 1 }, permission: 'content.edit', openapi: 'W/gallery_photos/{id}' },
    { method: 'DELETE', path: `${W}/gallery_photos/${ids.photo}`, permission: 'content.edit', openapi: 'W/gallery_photos/{id}' },
    { method: 'DELETE', path: `${W}/gallery_albums/${ids.album}`, permission: 'content.edit', openapi: 'W/gallery_albums/{id}' },
    { method: 'GET', path: `${R}/audit`, permission: null, openapi: 'R/audit' },
    { method: 'GET', path: `${R}/dashboard`, permission: null, openapi: 'R/dashboard' },
    { method: 'GET', path: `${R}/open_counts`, permission: null, openapi: 'R/open_counts' },
    { method: 'GET', path: `${R}/service_requests`, permission: 'company.edit', openapi: 'R/service_requests' },
    // Company-level calls: no cabinet in the path.
    { method: 'GET', path: '/api/api-front2/ru/v1/company/DEMO', permission: 'member', actors: ['anonymous', 'patient', 'otherClinic'], openapi: '/api/api-front2/{locale}/v1/company/{code}' },
    { method: 'GET', path: '/api/api-front2/ru/v1/business/user/cabinets?company_code=DEMO', permission: 'member', actors: ['anonymous', 'patient', 'otherClinic'], openapi: '/api/api-front2/{locale}/v1/business/user/cabinets' },
    { method: 'POST', path: '/api/w-front/ru/v1/business/user/company', body: { COMPANY_CODE: 'DEMO', COMPANY_NAME: 'Захвачено', FRONT_LANDING_TEMPLATE_ID: 'landing-wide' }, permission: 'company.edit', actors: cabinetActors, openapi: '/api/w-front/{locale}/v1/business/user/company' },
    { method: 'POST', path: '/api/w-front/ru/v1/crm/request_by_services', body: { company_code: 'DEMO', service: 'seo', message: 'Хотим больше пациентов' }, permission: 'company.edit', actors: cabinetActors, openapi: '/api/w-front/{locale}/v1/crm/request_by_services' },
    { method: 'GET', path: '/api/api-front2/ru/v1/crm/request_by_services', permission: 'platform staff', actors: [...cabinetActors], openapi: '/api/api-front2/{locale}/v1/crm/request_by_services' },
    // Open to every signed-in user by design (their own list, joining with a code, a new clinic): anonymous only.
    { method: 'GET', path: '/api/api-front2/ru/v1/business/user/companies', permission: 'user', actors: ['anonymous'], openapi: '/api/api-front2/{locale}/v1/business/user/companies' },
    { method: 'POST', path: '/api/w-front/ru/v1/business/user/invitation/preview', body: { token: ids.invitationToken }, permission: 'user', actors: ['anonymous'], openapi: '/api/w-front/{locale}/v1/business/user/invitation/preview' },
    { method: 'POST', path: '/api/w-front/ru/v1/business/user/invitation/accept', body: { token: ids.invitationToken }, permission: 'user', actors: ['anonymous'], openapi: '/api/w-front/{locale}/v1/business/user/invitation/accept' },
    { method: 'POST', path: '/api/w-business/ru/DEMO/1/business/user/request_access', body: { access_code: 'DEMO-ACCESS-2026' }, permission: 'user', actors: ['anonymous'], openapi: '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business/user/request_access' },
    { method: 'POST', path: '/api/w-front/ru/v1/business/user/company', body: { COMPANY_SLUG: 'matrix-clinic', COMPANY_NAME: 'Матрица' }, permission: 'user', actors: ['anonymous'], openapi: '/api/w-front/{locale}/v1/business/user/company' },
  ];
  return list.map((endpoint) => ({
    ...endpoint,
    actors: endpoint.actors ?? (endpoint.permission === null ? cabinetActors.filter((actor) => actor !== 'noPermission') : cabinetActors),
    openapi: endpoint.openapi
      .replace(/^R\//, '/api/business-api-front2/{locale}/{companyCode}/{cabinetCode}/business/')
      .replace(/^W\//, '/api/w-business/{locale}/{companyCode}/{cabinetCode}/business/')
      .replace(/^I\//, '/api/api-business/{locale}/{companyCode}/{cabinetCode}/business/'),
  }));
}

describe('business authorization matrix (issue 11)', () => {
  beforeAll(async () => {
    process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'matrix-uploads-'));
    translator = await startFakeTranslator();
    Object.assign(process.env, { TRANSLATION_PROVIDER: 'yandex', YANDEX_TRANSLATE_API_KEY: 'matrix-key', YANDEX_TRANSLATE_API_URL: translator.url });
    await seedDemoData();
    const db = getDb();
    const [demo] = await db.select().from(s.companies).where(eq(s.companies.code, 'DEMO'));
    ids.demoName = demo.name.ru ?? '';
    // An unverified domain whose TXT record the fake DNS holds: a wrongly passed guard would verify it.
    [ids.domain] = (await db.insert(s.companyDomains).values({ companyId: demo.id, host: 'matrix.example.kz', verificationToken: 'matrixtoken' }).returning()).map((r) => r.id);
    setTxtResolver(async (name) => (name === '_clinic-verification.matrix.example.kz' ? [['clinic-verification=matrixtoken']] : []));
    const [patient] = await db.select().from(s.users).where(eq(s.users.email, 'patient@demo-clinic.kz'));
    cookies.owner = (await demoManager()).cookie;
    cookies.patient = await sessionCookieFor(patient.id);
    cookies.otherClinic = (await makeUser('other-clinic', [{ company: 'FAMILY', cabinet: 0, permissions: [...PERMISSIONS] }])).cookie;
    // Every permission but company.edit, in cabinet 1 only: cabinet 0's paths must still refuse.
    const otherCabinet = await makeUser('other-cabinet', [{ company: 'DEMO', cabinet: 1, permissions: PERMISSIONS.filter((p) => p !== 'company.edit') }]);
    cookies.otherCabinet = otherCabinet.cookie;
    const noPermission = await makeUser('no-permission', [{ company: 'DEMO', cabinet: 0, permissions: [] }]);
    cookies.noPermission = noPermission.cookie;
    [ids.mainMembership] = (await db.select({ id: s.cabinetMemberships.id }).from(s.cabinetMemberships).where(eq(s.cabinetMemberships.userId, noPermission.id))).map((r) => r.id);
    [ids.membership] = (await db.select({ id: s.cabinetMemberships.id }).from(s.cabinetMemberships).where(eq(s.cabinetMemberships.userId, otherCabinet.id))).map((r) => r.id);
    [ids.appointment] = (await db.insert(s.appointmentRequests).values({ companyId: demo.id, name: 'Айгуль', phone: '+77015550101' }).returning()).map((r) => r.id);
    [ids.question] = (await db.insert(s.questions).values({ companyId: demo.id, name: 'Ерлан', email: 'erlan@test.kz', text: 'Есть ли УЗИ?' }).returning()).map((r) => r.id);
    [ids.review] = (await db.insert(s.reviews).values({ companyId: demo.id, authorName: 'Мария', rating: 5, text: 'Хорошо' }).returning()).map((r) => r.id);
    [ids.newsCategory] = (await db.select({ id: s.newsCategories.id }).from(s.newsCategories).where(eq(s.newsCategories.companyId, demo.id)).limit(1)).map((r) => r.id);
    // An empty category, so the owner's delete of it passes (one holding items is refused).
    [ids.emptyCategory] = (await db.insert(s.newsCategories).values({ companyId: demo.id, informationCode: 'MATRIX_EMPTY', slug: 'matrix-empty', name: { ru: 'Пустая' }, position: 99, component: 'news-list', props: {} }).returning()).map((r) => r.id);
    [ids.news] = (await db.insert(s.news).values({ companyId: demo.id, categoryId: ids.newsCategory, slug: 'matrix-draft', title: { ru: 'Черновик' }, body: { ru: plainTextToDoc('Текст') }, isPublished: false }).returning()).map((r) => r.id);
    [ids.material] = (await db.insert(s.materials).values({ companyId: demo.id, code: 'matrix-material', title: { ru: 'Матрица' }, body: { ru: plainTextToDoc('Текст') } }).returning()).map((r) => r.id);
    ids.companyVersion = demo.version;
    [ids.post] = (await db.insert(s.directorPosts).values({ companyId: demo.id, title: { ru: 'Скрытая запись' }, body: { ru: plainTextToDoc('Текст') }, isPublished: false }).returning()).map((r) => r.id);
    const menu = await db.select().from(s.menuItems).where(eq(s.menuItems.companyId, demo.id)).orderBy(asc(s.menuItems.position), asc(s.menuItems.id));
    ids.menuItem = menu.find((row) => row.parentId === null)!.id;
    menuOrder = menu.map((row) => ({ id: row.id, parent_id: row.parentId }));
    [ids.redirect] = (await db.insert(s.redirects).values({ companyId: demo.id, fromPath: '/matrix-old', toUrl: '/contacts' }).returning()).map((r) => r.id);
    [ids.doctor] = (await db.insert(s.specialists).values({ companyId: demo.id, slug: 'matrix-doctor', fullName: { ru: 'Матрица' }, specialty: { ru: 'Терапевт' }, position: 99 }).returning()).map((r) => r.id);
    [ids.scheduleDoctor] = (await db.insert(s.specialists).values({ companyId: demo.id, slug: 'matrix-schedule-doctor', fullName: { ru: 'Расписание', kk: 'Кесте' }, specialty: { ru: 'Терапевт' }, position: 100 }).returning()).map((r) => r.id);
    [ids.visitType] = (await db.insert(s.visitTypes).values({ companyId: demo.id, specialistId: ids.scheduleDoctor, name: { ru: 'Матрица' }, durationMinutes: 20 }).returning()).map((r) => r.id);
    [ids.exception] = (await db.insert(s.scheduleExceptions).values({ companyId: demo.id, specialistId: ids.scheduleDoctor, day: futureDay(7), intervals: [] }).returning()).map((r) => r.id);
    [ids.holiday] = (await db.insert(s.holidays).values({ companyId: demo.id, day: futureDay(8), name: { ru: 'Матрица' } }).returning()).map((r) => r.id);
    [ids.cameVisit] = (
      await db
        .insert(s.visits)
        .values({ companyId: demo.id, specialistId: ids.scheduleDoctor, period: `[${futureDay(9)} 04:00:00+00,${futureDay(9)} 04:30:00+00)`, status: 'came', patientName: 'Матрица', patientPhone: '+77015550002' })
        .returning()
    ).map((r) => r.id);
    // A bookable doctor of the calendar rows: slots, every day 09:00–18:00, a 30-minute visit type, futureDay(9) open even on a holiday.
    [ids.calendarDoctor] = (await db.insert(s.specialists).values({ companyId: demo.id, slug: 'matrix-calendar-doctor', fullName: { ru: 'Календарь' }, specialty: { ru: 'Терапевт' }, position: 101 }).returning()).map((r) => r.id);
    await db.insert(s.doctorBooking).values({ specialistId: ids.calendarDoctor, companyId: demo.id, mode: 'slots' });
    await db.insert(s.scheduleHours).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ companyId: demo.id, specialistId: ids.calendarDoctor, weekday, startsAt: '09:00', endsAt: '18:00' })));
    await db.insert(s.holidays).values({ companyId: demo.id, day: futureDay(9), name: { ru: 'Рабочий день' }, isClosed: false });
    [ids.calendarType] = (await db.insert(s.visitTypes).values({ companyId: demo.id, specialistId: ids.calendarDoctor, name: { ru: 'Календарь' }, durationMinutes: 30 }).returning()).map((r) => r.id);
    const period = (hours: number) => `[${new Date(Date.now() + hours * 3_600_000).toISOString()},${new Date(Date.now() + (hours + 1) * 3_600_000).toISOString()})`;
    [ids.visit] = (await db.insert(s.visits).values({ companyId: demo.id, specialistId: ids.calendarDoctor, visitTypeId: ids.calendarType, period: period(48), status: 'booked', patientName: 'Матрица', patientPhone: '+77015550001' }).returning()).map((r) => r.id);
    [ids.block] = (await db.insert(s.visits).values({ companyId: demo.id, specialistId: ids.calendarDoctor, period: period(72), status: 'blocked', source: 'clinic' }).returning()).map((r) => r.id);
    orders.doctors = (await db.select({ id: s.specialists.id }).from(s.specialists).where(eq(s.specialists.companyId, demo.id)).orderBy(asc(s.specialists.position), asc(s.specialists.id))).map((r) => r.id);
    [ids.album] = (await db.insert(s.galleryAlbums).values({ companyId: demo.id, title: { ru: 'Матрица' }, position: 99 }).returning()).map((r) => r.id);
    orders.albums = (await db.select({ id: s.galleryAlbums.id }).from(s.galleryAlbums).where(eq(s.galleryAlbums.companyId, demo.id)).orderBy(asc(s.galleryAlbums.position), asc(s.galleryAlbums.id))).map((r) => r.id);
    const photos = await db.insert(s.galleryPhotos).values([0, 1].map((position) => ({ albumId: ids.album, src: '/demo/gallery/1.svg', width: 400, height: 300, position }))).returning();
    ids.photo = photos[0].id;
    orders.photos = photos.map((photo) => photo.id);
    const cabinetIds = (await db.select({ id: s.cabinets.id }).from(s.cabinets).where(eq(s.cabinets.companyId, demo.id))).map((r) => r.id);
    [ids.code] = (await db.select({ id: s.accessCodes.id }).from(s.accessCodes).where(inArray(s.accessCodes.cabinetId, cabinetIds))).map((r) => r.id);
    // A pending invitation: a wrongly passed guard would revoke it, or (its token) make a stranger a member.
    ids.invitationToken = randomBytes(32).toString('base64url');
    const week = new Date(Date.now() + 7 * 86_400_000);
    [ids.invitation] = (
      await db.insert(s.staffInvitations).values({ cabinetId: cabinetIds[0], email: 'pending@matrix.kz', permissions: ['content.edit'], tokenHash: hashInvitationToken(ids.invitationToken), expiresAt: week }).returning()
    ).map((r) => r.id);
  });
  afterAll(async () => {
    // The owner's pass runs the site's life and leaves DEMO offline: the files after this one send DEMO's forms.
    await getDb().update(s.companies).set({ status: 'online', purgeAt: null }).where(eq(s.companies.code, 'DEMO'));
    rmSync(process.env.UPLOADS_DIR!, { recursive: true, force: true });
    delete process.env.UPLOADS_DIR;
    setTxtResolver(null);
    for (const name of TRANSLATION_ENV) delete process.env[name];
    await translator?.close();
    await closeDb();
  });

  it('every business endpoint of the OpenAPI document is in the matrix', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    const business = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => /\/business\/|\/crm\/|\/v1\/company\/\{code\}$/.test(path) && !path.startsWith('/api/front/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const covered = new Set(endpoints().map((e) => `${e.method} ${e.openapi}`));
    expect(business.filter((entry) => !covered.has(entry))).toEqual([]);
    expect(business.length).toBeGreaterThanOrEqual(33);
  });

  it('anonymous 401, every other stranger 403, and the database is unchanged', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const endpoint of endpoints()) {
      for (const actor of endpoint.actors!) {
        const { status, json } = await send(endpoint, cookies[actor]);
        const expected = actor === 'anonymous' ? 401 : 403;
        if (status !== expected) failures.push(`${actor} ${endpoint.method} ${endpoint.path}: ${status} ${JSON.stringify(json).slice(0, 200)}`);
        else if (actor === 'anonymous') expect(json.error.code).toBe('login_required');
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('the refusals name why, in the caller\'s language', async () => {
    const kk = await call(app, 'GET', '/api/business-api-front2/kk/DEMO/0/business/appointments', { cookie: cookies.noPermission });
    expect(kk.status).toBe(403);
    expect(kk.json.error).toMatchObject({ code: 'permission_required', message: expect.stringContaining('қабылдауға өтінімдер') });
    const uz = await call(app, 'GET', '/api/business-api-front2/uz/DEMO/0/business/appointments', { cookie: cookies.otherCabinet });
    expect(uz.json.error).toMatchObject({ code: 'not_member', message: 'Sizda bu kabinetga kirish huquqi yoʻq.' });
    const en = await call(app, 'GET', '/api/business-api-front2/en/DEMO/0/business/appointments');
    expect(en.json.error).toMatchObject({ code: 'login_required', message: 'Sign in to continue.' });
  });

  it('the integrator prefix also needs X-Integrator-Key: front, even for the owner', async () => {
    const without = await call(app, 'GET', `${I}/appointments`, { cookie: cookies.owner, integratorKey: false });
    expect(without.status).toBe(403);
    expect(without.json.error.code).toBe('integrator_key_required');
    expect((await call(app, 'GET', `${I}/appointments`, { cookie: cookies.owner })).status).toBe(200);
  });

  it('the owner passes every guard: each matrix endpoint answers 2xx for the clinic\'s owner', async () => {
    const owner = endpoints().filter((e) => e.permission !== 'platform staff' && e.permission !== 'user');
    // Writes last and the deleting ones at the very end, so earlier calls find their rows.
    const order = (e: Endpoint) => (e.method === 'GET' ? 0 : e.method === 'DELETE' ? 2 : 1);
    for (const endpoint of owner.sort((a, b) => order(a) - order(b))) {
      const { status, json } = await send(endpoint, cookies.owner);
      expect(status, `${endpoint.method} ${endpoint.path} ${JSON.stringify(json).slice(0, 300)}`).toBeLessThan(300);
    }
  });

  it('forged and foreign codes in the path are 403 for a member, never data', async () => {
    for (const path of ['FAMILY/0', 'FAMILY/1', 'DEMO/7', 'NOPE/0', 'DEMO/-1', 'DEMO/01', 'DEMO/99999999999', `${'A'.repeat(65)}/0`, 'DEMO/abc', '%27%20OR%201=1/0']) {
      const { status } = await call(app, 'GET', `/api/business-api-front2/ru/${path}/business/appointments`, { cookie: cookies.noPermission });
      expect([400, 403, 404], path).toContain(status);
    }
  });
});

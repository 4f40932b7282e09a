import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifySubscribersOfNews } from '@/lib/accounts/subscriptions';
import { getDb, getPool } from '@/lib/db/client';
import { likeContaining } from '@/lib/db/like';
import { appointmentRequests, cabinets, companies, consents, news, newsCategories, outbox, questions, staffInvitations, users } from '@/lib/db/schema';
import { USER_KEYED_LIMITS } from '@/lib/security/forget-limits';
import { digest } from '@/lib/security/personal-key';
import { resetRateLimit } from '@/lib/security/rate-limit';
import { createApiApp } from '@/lib/server/api-app';
import { accountClient, lastCode, newEmail, newPhone, sessionCookie } from '../helpers/accounts';
import { apiHeaders } from '../helpers/api';
import { useOutboxWorker } from '../helpers/outbox-worker';
import { waitFor } from '../helpers/wait';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';

/*
 * Every column of every table is either one that can hold personal data, and then says what
 * erasure does with it, or one listed as holding none. A new column fails the first test until
 * it is listed (docs/decisions.md "Erasure and retention of personal data").
 */

/** Cleared of the person: after the erasure no row of it names them (`text`: their addresses, names, password hash, device; `user`: their id). */
const ERASED: Record<string, Record<string, 'text' | 'user'>> = {
  users: { id: 'user', email: 'text', tel: 'text', password_hash: 'text', lastname: 'text', name: 'text', middlename: 'text', avatar: 'text' },
  sessions: { user_id: 'user', user_agent: 'text' },
  confirmation_codes: { user_id: 'user', target: 'text', payload: 'text' },
  business_accounts: { user_id: 'user', email_for_issues: 'text' },
  cabinet_memberships: { user_id: 'user' },
  access_codes: { created_by: 'user' },
  staff_invitations: { email: 'text', name: 'text', invited_by: 'user', accepted_by: 'user' },
  audit_log: { user_id: 'user', details: 'text' },
  service_requests: { user_id: 'user', contact_name: 'text', contact_phone: 'text', contact_email: 'text' },
  consents: { user_id: 'user' },
  news_subscriptions: { user_id: 'user' },
  session_handoffs: { user_id: 'user' },
  appointment_requests: { user_id: 'user' },
  questions: { user_id: 'user' },
  reviews: { user_id: 'user' },
  // A visit keeps its time when the patient's account goes (user_id set null by the key): issue 30.
  visits: { user_id: 'user' },
  outbox: { recipient: 'text', subject: 'text', body: 'text', meta: 'text' },
  rate_limits: { key: 'text' },
};

/** Personal, and kept unlinked by decision: what the person sent to a clinic stays with it (the clinic is its operator). */
const KEPT_WITH_THE_CLINIC: Record<string, string[]> = {
  appointment_requests: ['name', 'phone', 'email', 'comment', 'note'],
  questions: ['name', 'email', 'phone', 'text', 'note', 'answer'],
  reviews: ['author_name', 'text', 'reply'],
  // A visit booked with a clinic is the clinic's appointment record, as a request is (issue 30).
  visits: ['patient_name', 'patient_phone', 'patient_email', 'note'],
  // The clinic's request to the platform, written by its staff: the contact person is cleared, the request stays.
  service_requests: ['message'],
};

/** Holding no one's personal data: ids, times, states, codes' and tokens' hashes, and the clinics' own published content and contacts. */
const NOT_PERSONAL: Record<string, string[]> = {
  users: ['email_confirmed_at', 'tel_confirmed_at', 'locale', 'created_at', 'updated_at'],
  // host: the clinic domain a session is bound to (issue 27), no one's personal data.
  sessions: ['id', 'token_hash', 'expires_at', 'created_at', 'last_seen_at', 'host'],
  confirmation_codes: ['id', 'purpose', 'code_hash', 'attempts', 'expires_at', 'used_at', 'locale', 'created_at'],
  business_accounts: ['id', 'company_id', 'is_owner', 'visit_mail', 'created_at'],
  cabinets: ['id', 'company_id', 'code', 'name', 'created_at'],
  cabinet_memberships: ['id', 'cabinet_id', 'permissions', 'access_code_id', 'created_at'],
  access_codes: ['id', 'cabinet_id', 'code_hash', 'permissions', 'max_uses', 'uses', 'expires_at', 'is_revoked', 'created_at'],
  staff_invitations: ['id', 'cabinet_id', 'permissions', 'token_hash', 'locale', 'expires_at', 'accepted_at', 'revoked_at', 'created_at'],
  audit_log: ['id', 'company_id', 'cabinet_id', 'action', 'target_type', 'target_id', 'created_at'],
  service_requests: ['id', 'company_id', 'service', 'locale', 'status', 'created_at'],
  consents: ['id', 'company_id', 'purpose', 'subject_id', 'text_version', 'locale', 'site', 'created_at'],
  news_subscriptions: ['id', 'company_id', 'locale', 'token_hash', 'created_at'],
  session_handoffs: ['id', 'token_hash', 'target_host', 'expires_at', 'used_at', 'created_at'],
  // A confirmation page's nonce (issue 27): a session's (deleted with it), a hash, a clinic's host.
  handoff_confirmations: ['id', 'session_id', 'nonce_hash', 'target_host', 'expires_at', 'used_at', 'created_at'],
  // Origins that answered the served-host proof: clinics' domains.
  served_host_proofs: ['origin', 'proven_at'],
  appointment_requests: ['id', 'company_id', 'specialist_id', 'preferred_date', 'locale', 'status', 'created_at', 'updated_at'],
  questions: ['id', 'company_id', 'locale', 'status', 'answered_at', 'created_at', 'updated_at'],
  reviews: ['id', 'company_id', 'specialist_id', 'rating', 'status', 'created_at'],
  outbox: ['id', 'channel', 'status', 'sent_at', 'created_at'],
  rate_limits: ['points', 'expire'],
  companies: [
    'city', 'search_text', 'specialties', 'id', 'code', 'slug', 'name', 'short_description', 'about', 'about_version', 'template_id', 'email_for_issues', 'is_active_online_entry', 'logo', 'favicon_link', 'is_company_site',
    'address', 'phones', 'email', 'working_hours', 'map_url', 'latitude', 'longitude', 'created_at', 'updated_at',
    // The clinic's own contacts, hours and home blocks (issue 19), as public as its address.
    'emails', 'opening_hours', 'home', 'version', 'menu_version',
    // Whether the site is online, offline or closing, and when a closing clinic is deleted (issue 19).
    'status', 'purge_at',
    // The clinic's time zone (issue 28).
    'time_zone',
    // How long before a visit the patient may still change it (issue 30).
    'booking_change_limit_minutes',
    // The clinic's legal details and brand colour, public in its site's footer (issue 31).
    'legal_name', 'tax_id', 'license_number', 'license_date', 'brand_color',
  ],
  menu_items: ['id', 'company_id', 'parent_id', 'position', 'name', 'type_code', 'relation_type', 'relation_code', 'alias', 'is_hidden', 'version'],
  // recheck_failures, verification_lost_at: the scheduled TXT recheck (issue 27).
  company_domains: ['id', 'company_id', 'host', 'verification_token', 'verified_at', 'is_primary', 'created_at', 'recheck_failures', 'verification_lost_at'],
  redirects: ['id', 'company_id', 'from_path', 'to_url', 'created_at', 'status'],
  // Which clinic uploaded each stored file (issue 27): the clinic's, not a person's.
  stored_uploads: ['key', 'company_id', 'created_at'],
  // A clinic's specialists are its published staff pages, not patients.
  specialists: ['specialty_keys', 'id', 'company_id', 'slug', 'full_name', 'specialty', 'photo', 'experience_years', 'languages', 'education', 'services', 'schedule', 'bio', 'position', 'is_published', 'created_at', 'updated_at', 'photo_image', 'version'],
  news_categories: ['id', 'company_id', 'information_code', 'slug', 'name', 'position', 'component', 'props'],
  news: ['id', 'company_id', 'category_id', 'slug', 'title', 'summary', 'body', 'image', 'published_at', 'is_published', 'subscribers_notified_at', 'version', 'image_media'],
  gallery_albums: ['id', 'company_id', 'title', 'position', 'version'],
  translation_sources: ['company_id', 'kind', 'item_id', 'field', 'locale', 'source_hash', 'saved_at'],
  gallery_photos: ['id', 'album_id', 'src', 'width', 'height', 'caption', 'position', 'image', 'version'],
  materials: ['id', 'company_id', 'code', 'title', 'body', 'kind', 'price_list', 'is_published', 'version', 'updated_at'],
  director_posts: ['id', 'company_id', 'title', 'body', 'published_at', 'is_published', 'version'],
  // Booking (issue 30): the clinic's schedules of its doctors, its visit types and holidays; a visit's time, state and reminders.
  doctor_booking: ['specialist_id', 'company_id', 'mode', 'version', 'updated_at'],
  schedule_hours: ['id', 'company_id', 'specialist_id', 'weekday', 'starts_at', 'ends_at'],
  schedule_exceptions: ['id', 'company_id', 'specialist_id', 'day', 'intervals', 'note', 'created_at'],
  visit_types: ['id', 'company_id', 'specialist_id', 'name', 'duration_minutes', 'price', 'is_active', 'position', 'created_at', 'updated_at'],
  holidays: ['id', 'country', 'company_id', 'day', 'name', 'is_closed'],
  visits: [
    'id', 'company_id', 'specialist_id', 'visit_type_id', 'period', 'status', 'hold_expires_at', 'source', 'locale', 'version',
    'reminded_day_before_at', 'reminded_hours_before_at', 'review_requested_at', 'cancelled_at', 'created_at', 'updated_at',
  ],
};

/** pg-boss's own tables: a job's data and output may quote an address (a mail server's refusal). */
const JOB_COLUMNS = ['pgboss.job.data', 'pgboss.job.output', 'pgboss.archive.data', 'pgboss.archive.output'];

const app = createApiApp();
const api = accountClient(app);
const PASSWORD = 'Erase-me-2026';
const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщыэюя';
const word = (prefix: string) => prefix + Array.from({ length: 8 }, () => CYRILLIC[randomInt(0, CYRILLIC.length)]).join('');

/** Rows of a column that name the person: a text holding one of the needles (phones compared without spaces or punctuation), or their id. */
async function naming(table: string, column: string, kind: 'text' | 'user', person: { id: number; needles: string[] }): Promise<number> {
  const [schema, name] = table.includes('.') ? table.split('.') : ['public', table];
  const target = `"${schema}"."${name}"`;
  const value = `"${column}"::text`;
  const query =
    kind === 'user'
      ? { text: `select count(*)::int as n from ${target} where "${column}" = $1`, values: [person.id] }
      : {
          text: `select count(*)::int as n from ${target} where ${value} ilike any($1) or regexp_replace(${value}, '[\\s().-]', '', 'g') ilike any($1)`,
          values: [person.needles.map((needle) => likeContaining(needle))],
        };
  const { rows } = await getPool().query<{ n: number }>(query);
  return rows[0].n;
}

describe('erasure leaves no personal data', () => {
  const outboxDir = useOutboxWorker('erasure');

  it('every column of every table is listed: personal (erased, or kept with the clinic) or not personal', async () => {
    const { rows } = await getPool().query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1, 2`,
    );
    const listed = (table: string, column: string) =>
      [ERASED[table]?.[column] !== undefined, KEPT_WITH_THE_CLINIC[table]?.includes(column) ?? false, NOT_PERSONAL[table]?.includes(column) ?? false].filter(Boolean).length;
    const unlisted = rows.filter((row) => listed(row.table_name, row.column_name) !== 1).map((row) => `${row.table_name}.${row.column_name}`);
    expect(unlisted, 'columns neither personal nor listed as not personal (or listed twice)').toEqual([]);
    // And no listed column is gone (a stale list checks nothing).
    const present = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
    const lists = [ERASED, KEPT_WITH_THE_CLINIC, NOT_PERSONAL].flatMap((list) => Object.entries(list).flatMap(([table, columns]) => (Array.isArray(columns) ? columns : Object.keys(columns)).map((column) => `${table}.${column}`)));
    expect(lists.filter((column) => !present.has(column))).toEqual([]);
  });

  it('a patient who registered, confirmed, changed contacts, subscribed, sent forms and got mails and SMS is erased: no listed column names them', async () => {
    const firstEmail = newEmail('erase-first');
    const email = newEmail('erase');
    const phone = newPhone();
    const person = { lastname: word('Стёр'), name: word('Имя'), middlename: word('Отч'), password: PASSWORD, consent: true };
    const userAgent = `Erasure-Test/${randomInt(0, 1e9)} (X11; Linux x86_64) Firefox/128.0`;

    // A registration by phone never confirmed, then one by e-mail confirmed.
    expect((await api.post('/api/api-front2/{locale}/v1/user/register/phone', { ...person, tel: phone })).status).toBe(200);
    expect((await api.post('/api/api-front2/{locale}/v1/user/register/email', { ...person, email: firstEmail }, { host: 'demo-clinic.localhost:3000' })).status).toBe(200);
    const confirmed = await api.post('/api/api-front2/{locale}/v1/user/register/confirmation_code', { target: firstEmail, code: await lastCode(firstEmail) }, { userAgent });
    expect(confirmed.status).toBe(200);
    const cookie = sessionCookie(confirmed);
    const [user] = await getDb().select().from(users).where(eq(users.email, firstEmail));

    // A new e-mail, then the phone, each confirmed by its code.
    expect((await api.post('/api/api-front2/{locale}/v1/user/confirmation/email', { email }, { cookies: [cookie] })).status).toBe(200);
    expect((await api.post('/api/api-front2/{locale}/v1/user/confirmation/email', { code: await lastCode(email) }, { cookies: [cookie] })).status).toBe(200);
    await resetRateLimit('codeResend', digest(phone)); // the unconfirmed registration's code went to it a moment ago
    expect((await api.post('/api/api-front2/{locale}/v1/user/confirmation/phone', { tel: phone }, { cookies: [cookie] })).status).toBe(200);
    expect((await api.post('/api/api-front2/{locale}/v1/user/confirmation/phone', { tel: phone, code: await lastCode(phone) }, { cookies: [cookie] })).status).toBe(200);

    // Signs in with the password from a known address, subscribes to a clinic's news and gets a mailing.
    const body = new URLSearchParams({ login: email, password: PASSWORD }).toString();
    const signedIn = await app.request('/api/api-front2/ru/v1/user/authorize', {
      method: 'POST',
      body,
      headers: { ...apiHeaders({ body, contentType: 'application/x-www-form-urlencoded' }), 'x-client-address': '100.126.0.9', 'user-agent': userAgent },
    });
    expect(signedIn.status).toBe(200);
    expect((await api.post('/api/front/{locale}/v1/user/subscribes', { company_code: 'DEMO' }, { cookies: [cookie] })).status).toBe(200);
    const [demo] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
    const [category] = await getDb().select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.companyId, demo.id)).limit(1);
    const [item] = await getDb()
      .insert(news)
      .values({ companyId: demo.id, categoryId: category.id, slug: `erasure-${Date.now()}`, title: { ru: 'Новость' }, body: { ru: plainTextToDoc('Текст') } })
      .returning({ id: news.id });
    expect((await notifySubscribersOfNews(item.id)).mailed).toBeGreaterThanOrEqual(1);

    // Sends an appointment request and a question to the clinic while signed in.
    const fullName = `${person.name} ${person.lastname}`;
    const spelledPhone = `+7 ${phone.slice(2, 5)} ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`;
    const appointment = { COMPANY_CODE: 'DEMO', name: fullName, phone: spelledPhone, email, comment: `Запись ${person.middlename}`, consent: true };
    expect((await api.post('/api/w-front/{locale}/v1/appointment', appointment, { cookies: [cookie] })).status).toBe(201);
    const question = { COMPANY_CODE: 'DEMO', name: fullName, email, phone, text: 'Принимаете ли вы в воскресенье?', consent: true };
    expect((await api.post('/api/w-front/{locale}/v1/questions', question, { cookies: [cookie] })).status).toBe(201);

    // A clinic invited them to its staff by their first address, with their name (issue 20).
    const [mainCabinet] = await getDb().select({ id: cabinets.id }).from(cabinets).where(eq(cabinets.companyId, demo.id)).limit(1);
    await getDb()
      .insert(staffInvitations)
      .values({ cabinetId: mainCabinet.id, email: firstEmail, name: person.name, permissions: ['content.edit'], tokenHash: `erasure-${randomInt(0, 1e9)}`, expiresAt: new Date(Date.now() + 86_400_000) });

    const [{ passwordHash }] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const needles = [firstEmail, email, phone, person.lastname, person.name, person.middlename, passwordHash!, userAgent, ...[firstEmail, email, phone].map(digest), ...USER_KEYED_LIMITS.map((limit) => `${limit}:${user.id}`)];
    const subject = { id: user.id, needles };

    // The data is there to be erased: the checks below would see it.
    expect(await naming('confirmation_codes', 'payload', 'text', subject)).toBeGreaterThanOrEqual(2);
    expect(await naming('outbox', 'recipient', 'text', subject)).toBeGreaterThanOrEqual(4);
    expect(await naming('rate_limits', 'key', 'text', subject)).toBeGreaterThanOrEqual(1);
    expect(await naming('staff_invitations', 'email', 'text', subject)).toBe(1);
    // Everything mailed is delivered (a notice still queued for the clinic would wait for its delivery).
    const queued = await waitFor(
      () => getDb().select({ id: outbox.id }).from(outbox).where(sql`${outbox.status} = 'queued' and (${outbox.recipient} in (${email}, ${phone}, ${firstEmail}) or ${outbox.body} like ${`%${person.lastname}%`})`),
      (rows) => rows.length === 0,
    );
    expect(queued).toEqual([]);
    expect((await readdir(outboxDir())).length).toBeGreaterThan(0);

    const deleted = await api.post('/api/api-front2/{locale}/v1/user/delete', { password: PASSWORD }, { cookies: [cookie] });
    expect(deleted.status, await deleted.clone().text()).toBe(200);

    const left: string[] = [];
    for (const [table, columns] of Object.entries(ERASED)) {
      for (const [column, kind] of Object.entries(columns)) if ((await naming(table, column, kind, subject)) > 0) left.push(`${table}.${column}`);
    }
    for (const column of JOB_COLUMNS) {
      const [schema, table, name] = column.split('.');
      if ((await naming(`${schema}.${table}`, name, 'text', subject)) > 0) left.push(column);
    }
    expect(left, 'columns still naming the erased person').toEqual([]);

    // The dev outbox's files of their messages are gone too.
    const files = await readdir(outboxDir());
    const mentioning = [];
    for (const file of files) {
      const text = (await readFile(path.join(outboxDir(), file), 'utf8')).replace(/[\s().-]/g, '');
      if ([firstEmail, email, phone, person.lastname].some((needle) => text.toLowerCase().includes(needle.toLowerCase()))) mentioning.push(file);
    }
    expect(mentioning).toEqual([]);

    // What the clinic keeps: the request and the question, unlinked; the consents as proof, unlinked.
    const kept = await getDb().select({ name: appointmentRequests.name, userId: appointmentRequests.userId }).from(appointmentRequests).where(eq(appointmentRequests.email, email));
    expect(kept).toEqual([{ name: fullName, userId: null }]);
    expect(await getDb().select({ userId: questions.userId }).from(questions).where(eq(questions.email, email))).toEqual([{ userId: null }]);
    const proofs = await getDb().select({ purpose: consents.purpose }).from(consents).where(inArray(consents.site, ['demo-clinic.localhost:3000']));
    expect(proofs.length).toBeGreaterThan(0);
  });
});

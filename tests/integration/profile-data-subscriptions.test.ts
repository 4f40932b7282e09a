import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findSubscriptionByToken, notifySubscribersOfNews } from '@/lib/accounts/subscriptions';
import { getDb } from '@/lib/db/client';
import { companies, news, newsCategories, newsSubscriptions, outbox } from '@/lib/db/schema';
import { computeRequestToken } from '@/lib/http/request-token-server';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders, CSRF } from '../helpers/api';
import { createPatient } from '../helpers/profile-data';
import { useOutboxWorker } from '../helpers/outbox-worker';
import { waitFor } from '../helpers/wait';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';

const app = createApiApp();

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Listed = { data: { companyCode: string; companyName: string; siteUrl: string; createdAt: string }[] };

const subscribe = (cookie: string, body: unknown, locale = 'ru') => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return app.request(`/api/front/${locale}/v1/user/subscribes`, { method: 'POST', body: raw, headers: apiHeaders({ body: raw, cookies: [cookie] }) });
};
const list = (cookie: string, locale = 'ru') => app.request(`/api/front/${locale}/v1/user/subscribes`, { headers: apiHeaders({ cookies: [cookie] }) });
const unsubscribe = (cookie: string, code: string, locale = 'ru') =>
  app.request(`/api/front/${locale}/v1/user/subscribes/${encodeURIComponent(code)}`, { method: 'DELETE', headers: { ...apiHeaders({ cookies: [cookie] }), 'x-token': computeRequestToken(CSRF, '') } });

async function publishNews(code: string, title: string) {
  const [company] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, code));
  const [category] = await getDb().select({ id: newsCategories.id, slug: newsCategories.slug }).from(newsCategories).where(eq(newsCategories.companyId, company.id)).limit(1);
  const slug = `notify-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const [item] = await getDb()
    .insert(news)
    .values({ companyId: company.id, categoryId: category.id, slug, title: { ru: title, kk: `${title} (kk)`, uz: `${title} (uz)`, en: `${title} (en)` }, summary: { ru: 'Кратко о новости' }, body: { ru: plainTextToDoc('Текст') } })
    .returning({ id: news.id });
  return { id: item.id, slug, categorySlug: category.slug };
}

const mailsOfNews = (newsId: number) => getDb().select().from(outbox).where(sql`${outbox.meta}->>'newsId' = ${String(newsId)}`).orderBy(outbox.id);

describe('news subscriptions', () => {
  const outboxDir = useOutboxWorker('news');

  it('an item the database stamped a moment ago is public by now: notifySubscribersOfNews marks it at once, every time (the clocks race)', async () => {
    // publishedAt is the database's now(), in microseconds; the process's clock has milliseconds
    // only. Compared with it, about one item in twenty-five published this very millisecond was
    // "not public yet", mailed no one, and the unsubscribe test below found no mail.
    const notDue: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      const item = await publishNews('FAMILY', 'Только что');
      await notifySubscribersOfNews(item.id);
      const [row] = await getDb().select({ at: news.subscribersNotifiedAt }).from(news).where(eq(news.id, item.id));
      if (row.at === null) notDue.push(item.id);
    }
    expect(notDue).toEqual([]);
  });

  it('subscribe by company_code, see it listed in the caller’s language, subscribe again without a second row, unsubscribe', async () => {
    const patient = await createPatient();
    const subscribed = await subscribe(patient.cookie, { company_code: 'DEMO' }, 'kk');
    expect(subscribed.status).toBe(200);
    expect(await subscribed.json()).toEqual({ data: { companyCode: 'DEMO', subscribed: true } });
    expect((await subscribe(patient.cookie, { company_code: 'DEMO' }, 'kk')).status).toBe(200);

    const listed = (await (await list(patient.cookie, 'kk')).json()) as Listed;
    expect(listed.data).toEqual([{ companyCode: 'DEMO', companyName: 'Демо Мед клиникасы', siteUrl: expect.stringMatching(/^http:\/\/demo-clinic\.localhost:\d+\/kk$/), createdAt: expect.any(String) }]);
    const [row] = await getDb().select().from(newsSubscriptions).where(eq(newsSubscriptions.userId, patient.user.id));
    expect(row.locale).toBe('kk');

    const ended = await unsubscribe(patient.cookie, 'DEMO');
    expect(await ended.json()).toEqual({ data: { companyCode: 'DEMO', subscribed: false } });
    expect(((await (await list(patient.cookie)).json()) as Listed).data).toEqual([]);
    // Again: no change, no error.
    expect((await unsubscribe(patient.cookie, 'DEMO')).status).toBe(200);
  });

  it('bad input: unknown company 404, missing or wrong fields 400, wrong body type 415, no e-mail 409, signed out 401 — in the caller’s language', async () => {
    const patient = await createPatient();
    const unknown = await subscribe(patient.cookie, { company_code: 'NO-SUCH' }, 'en');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).error).toMatchObject({ code: 'company_not_found', message: 'There is no such clinic.', fields: { company_code: ['company_not_found'] } });
    const missing = await subscribe(patient.cookie, {}, 'uz');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error).toMatchObject({ message: 'Klinikani koʻrsating.', fields: { company_code: ['required'] } });
    const wrongType = await subscribe(patient.cookie, { company_code: ['DEMO'] });
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as ErrorBody).error.fields).toEqual({ company_code: ['invalid_type'] });
    expect((await subscribe(patient.cookie, '{"company_code":')).status).toBe(400);
    expect((await unsubscribe(patient.cookie, 'NO-SUCH')).status).toBe(404);

    const phoneOnly = await createPatient({ email: null, tel: `+7702${String(Date.now()).slice(-7)}` });
    const noEmail = await subscribe(phoneOnly.cookie, { company_code: 'DEMO' }, 'en');
    expect(noEmail.status).toBe(409);
    expect(((await noEmail.json()) as ErrorBody).error.code).toBe('email_required');

    const signedOut = await subscribe('session=none', { company_code: 'DEMO' }, 'kk');
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as ErrorBody).error.message).toBe('Жазылымдарды басқару үшін кіріңіз.');
    expect((await list('session=none')).status).toBe(401);
  });

  it('notifySubscribersOfNews mails each subscriber once, in their language, with the unsubscribe link and List-Unsubscribe headers — never twice', async () => {
    const kk = await createPatient({ locale: 'kk' });
    const en = await createPatient();
    expect((await subscribe(kk.cookie, { company_code: 'DEMO' }, 'kk')).status).toBe(200);
    expect((await subscribe(en.cookie, { company_code: 'DEMO' }, 'en')).status).toBe(200);
    const item = await publishNews('DEMO', 'Открыт новый кабинет УЗИ');

    // Two publications racing: one mails, the other finds the item marked.
    const results = await Promise.all([notifySubscribersOfNews(item.id), notifySubscribersOfNews(item.id)]);
    const mailed = results.map((r) => r.mailed).sort();
    expect(mailed[0]).toBe(0);
    expect(mailed[1]).toBeGreaterThanOrEqual(2);
    expect((await notifySubscribersOfNews(item.id)).mailed).toBe(0);

    const mails = await mailsOfNews(item.id);
    expect(mails).toHaveLength(mailed[1]);
    const toKk = mails.find((mail) => mail.recipient === kk.email)!;
    const toEn = mails.find((mail) => mail.recipient === en.email)!;
    expect(mails.filter((mail) => mail.recipient === kk.email)).toHaveLength(1);
    expect(toKk.subject).toBe('«Демо Мед клиникасы» клиникасының жаңалығы: Открыт новый кабинет УЗИ (kk)');
    expect(toEn.subject).toBe('News from Demo Med Clinic: Открыт новый кабинет УЗИ (en)');
    expect(toEn.body).toContain(`http://demo-clinic.localhost:3000/en/news/${item.categorySlug}/${item.slug}`);
    const meta = toEn.meta as { html: string; headers: Record<string, string> };
    expect(meta.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http:\/\/localhost:3000\/api\/news-unsubscribe\/en\/([A-Za-z0-9_-]{43}))>$/.exec(meta.headers['List-Unsubscribe'])!;
    expect(oneClick).not.toBeNull();
    const token = oneClick[2];
    expect(toEn.body).toContain(`http://localhost:3000/en/unsubscribe/${token}`);
    expect(meta.html).toContain(`href="http://localhost:3000/en/unsubscribe/${token}"`);

    // The mail job delivers it with the headers (the dev outbox's .eml is the full message).
    const eml = path.join(outboxDir(), `${toEn.id}.eml`);
    await waitFor(async () => existsSync(eml), Boolean);
    const message = (await readFile(eml, 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    expect(message).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/news-unsubscribe\/en\//m);
    expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // A news item not published is not mailed, and stays unmarked for later.
    const hidden = await publishNews('DEMO', 'Черновик');
    await getDb().update(news).set({ isPublished: false }).where(eq(news.id, hidden.id));
    expect((await notifySubscribersOfNews(hidden.id)).mailed).toBe(0);
    const [draft] = await getDb().select({ at: news.subscribersNotifiedAt }).from(news).where(eq(news.id, hidden.id));
    expect(draft.at).toBeNull();
    expect((await notifySubscribersOfNews(999_999_999)).mailed).toBe(0);
  });

  it('the unsubscribe link: opening it changes nothing, the page’s button (POST) unsubscribes and returns to the page; one-click POST works; a used or unknown token does nothing', async () => {
    const patient = await createPatient();
    expect((await subscribe(patient.cookie, { company_code: 'DEMO' })).status).toBe(200);
    const item = await publishNews('DEMO', 'Новость для отписки');
    // The mails are committed with the call: the state needed is there once it returns, or never.
    expect((await notifySubscribersOfNews(item.id)).mailed).toBeGreaterThanOrEqual(1);
    const mails = (await mailsOfNews(item.id)).filter((row) => row.recipient === patient.email);
    expect(mails).toHaveLength(1);
    const token = /\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mails[0].body)![1];

    // What a scanner does: GET the link (the page, here its data) and GET the action: nothing happens.
    expect(await findSubscriptionByToken(token)).toMatchObject({ email: patient.email });
    expect((await app.request(`/api/news-unsubscribe/ru/${token}`)).status).toBe(404);
    expect(await getDb().select().from(newsSubscriptions).where(eq(newsSubscriptions.userId, patient.user.id))).toHaveLength(1);

    // The page's form: no Basic authorization, no request token, no session.
    const posted = await app.request(`/api/news-unsubscribe/ru/${token}`, { method: 'POST', body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/unsubscribe/${token}?done=1`);
    expect(await getDb().select().from(newsSubscriptions).where(eq(newsSubscriptions.userId, patient.user.id))).toEqual([]);

    // Used: the same button again is sent to the page without ?done (it says the link is not valid).
    const again = await app.request(`/api/news-unsubscribe/kk/${token}`, { method: 'POST', body: '' });
    expect(again.headers.get('location')).toBe(`/kk/unsubscribe/${token}`);
    expect(await findSubscriptionByToken(token)).toBeNull();

    // RFC 8058 one click from a mail program.
    const other = await createPatient();
    expect((await subscribe(other.cookie, { company_code: 'FAMILY' })).status).toBe(200);
    const second = await publishNews('FAMILY', 'Новость семейной клиники');
    expect((await notifySubscribersOfNews(second.id)).mailed).toBeGreaterThanOrEqual(1);
    const [otherMail] = (await mailsOfNews(second.id)).filter((row) => row.recipient === other.email);
    expect(otherMail).toBeDefined();
    const oneClickUrl = /^<([^>]+)>$/.exec((otherMail.meta as { headers: Record<string, string> }).headers['List-Unsubscribe'])![1];
    const clicked = await app.request(new URL(oneClickUrl).pathname, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(clicked.status).toBe(200);
    expect(await getDb().select().from(newsSubscriptions).where(and(eq(newsSubscriptions.userId, other.user.id)))).toEqual([]);
    const unknown = await app.request(new URL(oneClickUrl).pathname, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(unknown.status).toBe(404);
    expect((await app.request('/api/news-unsubscribe/ru/not-a-token', { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(404);
  });
});

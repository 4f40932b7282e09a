import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docToPlainText, plainTextToDoc } from '@/lib/content/rich-text/doc';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { call, demoManager, makeUser } from '../helpers/business';

/*
 * Issue 19: two members editing one item. The second save, made from the version both read, is
 * refused with 409 edit_conflict carrying the stored item and what differs; the first is kept.
 */

const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
let first = '';
let second = '';

describe('edit conflicts of rich text bodies', () => {
  beforeAll(async () => {
    await seedDemoData();
    first = (await demoManager()).cookie;
    second = (await makeUser('editor', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }])).cookie;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('news: the second of two concurrent edits gets 409 with current and changed; the first is stored', async () => {
    const [demo] = await getDb().select().from(s.companies).where(eq(s.companies.code, 'DEMO'));
    const [row] = await getDb().select().from(s.news).where(eq(s.news.companyId, demo.id)).limit(1);
    const read = await call(app, 'GET', `${R}/news/${row.id}`, { cookie: first });
    const version = read.json.data.VERSION as number;

    const [a, b] = await Promise.all([
      call(app, 'PUT', `${W}/news/${row.id}`, { cookie: first, body: { body: { ru: plainTextToDoc('Текст первого') }, version } }),
      call(app, 'PUT', `${W}/news/${row.id}`, { cookie: second, body: { title: { ru: 'Заголовок второго' }, body: { ru: plainTextToDoc('Текст второго') }, version } }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(lost.json.error.code).toBe('edit_conflict');
    expect(lost.json.error.conflict.version).toBe(version + 1);
    expect(lost.json.error.conflict.current).toMatchObject({ ID: row.id, VERSION: version + 1 });
    expect(lost.json.error.conflict.changed).toContain('body');
    const [stored] = await getDb().select().from(s.news).where(eq(s.news.id, row.id));
    expect(stored.version).toBe(version + 1);
    expect(docToPlainText(stored.body.ru)).toBe(docToPlainText(won.json.data.BODY.ru));

    // "Keep mine": sent again from the stored version, it is saved.
    const again = await call(app, 'PUT', `${W}/news/${row.id}`, { cookie: lost === b ? second : first, body: { body: { ru: plainTextToDoc('Снова') }, version: lost.json.error.conflict.version } });
    expect(again.status).toBe(200);
    const [audit] = await getDb().select().from(s.auditLog).where(eq(s.auditLog.action, 'news.update')).orderBy(s.auditLog.id).limit(1).offset(0);
    expect(audit.details).toHaveProperty('changes');
  });

  it('director posts and the about page: a stale version is refused, nothing lost', async () => {
    const created = await call(app, 'POST', `${W}/director_posts`, { cookie: first, body: { title: { ru: 'Пост' }, body: { ru: 'Текст' } } });
    expect(created.status).toBe(201);
    const id = created.json.data.ID as number;
    expect((await call(app, 'PUT', `${W}/director_posts/${id}`, { cookie: first, body: { body: { ru: 'Первый' }, version: 1 } })).status).toBe(200);
    const stale = await call(app, 'PUT', `${W}/director_posts/${id}`, { cookie: second, body: { body: { ru: 'Второй' }, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.conflict).toMatchObject({ version: 2, changed: ['body'] });
    expect(docToPlainText(stale.json.error.conflict.current.BODY.ru)).toBe('Первый');

    const about = await call(app, 'GET', `${R}/pages/about`, { cookie: first });
    const v = about.json.data.VERSION as number;
    expect((await call(app, 'PUT', `${W}/pages/about`, { cookie: first, body: { about: { ru: 'О нас' }, version: v } })).status).toBe(200);
    const staleAbout = await call(app, 'PUT', `${W}/pages/about`, { cookie: second, body: { about: { ru: 'Про нас' }, version: v } });
    expect(staleAbout.status).toBe(409);
    expect(docToPlainText(staleAbout.json.error.conflict.current.ABOUT.ru)).toBe('О нас');
  });

  it('the public blog shows published posts only', async () => {
    const hidden = await call(app, 'POST', `${W}/director_posts`, { cookie: first, body: { title: { ru: 'Скрытый пост' }, body: { ru: 'Текст' }, published: false } });
    const shown = await call(app, 'POST', `${W}/director_posts`, { cookie: first, body: { title: { ru: 'Видимый пост' }, body: { ru: 'Текст' }, published: true } });
    const res = await app.request('/api/front/ru/v1/medical-director/DEMO', { headers: (await import('../helpers/api')).apiHeaders() });
    const titles = ((await res.json()) as { posts: { id: number }[] }).posts.map((post) => post.id);
    expect(titles).toContain(shown.json.data.ID);
    expect(titles).not.toContain(hidden.json.data.ID);
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RichText } from '@/components/content/rich-text';
import { listDirectorPosts } from '@/lib/content/director/queries';
import { findNewsItem } from '@/lib/content/news/queries';
import { pickLocalizedDoc } from '@/lib/content/rich-text/doc';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders } from '../helpers/api';
import { call, demoManager } from '../helpers/business';

/*
 * Issue 19, rich text: whatever a client sends as a body (a pasted page, a hand-made request), no
 * script, style, frame, event handler or javascript:/data: address reaches the public page; text
 * that looks like markup stays text.
 */

const app = createApiApp();
const W = '/api/w-business/ru/DEMO/0/business';
let owner = '';
let demoId = 0;
let categoryId = 0;
let categorySlug = '';

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const link = (href: string) => ({ type: 'link', attrs: { href, onclick: 'steal()' } });

/** A body with everything a page must never carry. */
const hostile = {
  type: 'doc',
  content: [
    { type: 'script', content: [text('alert(1)')] },
    { type: 'iframe', attrs: { src: 'https://evil.example/frame' } },
    { type: 'style', content: [text('body { display: none }')] },
    { type: 'paragraph', attrs: { onclick: 'steal()', style: 'color: red' }, content: [text('<script>alert(1)</script>')] },
    {
      type: 'paragraph',
      content: [
        text('js ', [link('javascript:alert(1)')]),
        text('data ', [link('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==')]),
        text('vb ', [link('vbscript:msgbox(1)')]),
        text('proto ', [link('//evil.example/x')]),
        text('fine', [link('https://example.org/ok')]),
      ],
    },
    { type: 'image', attrs: { src: 'data:image/png;base64,iVBORw0KGgo=', onerror: 'alert(1)' } },
    { type: 'heading', attrs: { level: 2, onmouseover: 'alert(1)' }, content: [text('Heading')] },
  ],
};

function assertClean(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/vbscript:/i);
  expect(html).not.toMatch(/data:/i);
  expect(html).not.toMatch(/style=/i);
  expect(html).not.toContain('//evil.example');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('href="https://example.org/ok"');
  expect(html).toContain('<h2');
}

describe('rich text sanitizing on save and render', () => {
  beforeAll(async () => {
    await seedDemoData();
    owner = (await demoManager()).cookie;
    const [demo] = await getDb().select().from(s.companies).where(eq(s.companies.code, 'DEMO'));
    demoId = demo.id;
    const [category] = await getDb().select().from(s.newsCategories).where(eq(s.newsCategories.companyId, demoId)).limit(1);
    categoryId = category.id;
    categorySlug = category.slug;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('a news item: stored reduced to the allow-list, its public page and API carry nothing active', async () => {
    const created = await call(app, 'POST', `${W}/news`, { cookie: owner, body: { category_id: categoryId, title: { ru: 'Проверка' }, body: { ru: hostile }, published: true } });
    expect(created.status).toBe(201);
    const stored = JSON.stringify(created.json.data.BODY);
    expect(stored).not.toMatch(/script"|iframe|style|onclick|onerror|javascript:|data:|vbscript:|evil/);

    const item = await findNewsItem(categoryId, created.json.data.SLUG);
    const html = renderToStaticMarkup(createElement(RichText, { doc: pickLocalizedDoc(item!.body, 'ru') }));
    assertClean(html);

    const wire = await app.request(`/api/front/ru/v1/news/DEMO/${categorySlug}/${created.json.data.SLUG}`, { headers: apiHeaders() });
    const body = (await wire.json()) as { data: { body: string; bodyDoc: unknown } };
    expect(body.data.body).toContain('<script>alert(1)</script>');
    expect(JSON.stringify(body.data.bodyDoc)).not.toMatch(/javascript:|data:|vbscript:|iframe|onclick/);
  });

  it('a news edit and a director post: the same', async () => {
    const [row] = await getDb().select().from(s.news).where(and(eq(s.news.companyId, demoId), eq(s.news.categoryId, categoryId))).limit(1);
    const edited = await call(app, 'PUT', `${W}/news/${row.id}`, { cookie: owner, body: { body: { ru: hostile }, version: row.version } });
    expect(edited.status).toBe(200);
    const item = await findNewsItem(categoryId, row.slug);
    assertClean(renderToStaticMarkup(createElement(RichText, { doc: pickLocalizedDoc(item!.body, 'ru') })));

    const post = await call(app, 'POST', `${W}/director_posts`, { cookie: owner, body: { title: { ru: 'Пост' }, body: { ru: hostile }, published: true } });
    expect(post.status).toBe(201);
    const posts = await listDirectorPosts(demoId);
    const shown = posts.find((candidate) => candidate.id === post.json.data.ID)!;
    assertClean(renderToStaticMarkup(createElement(RichText, { doc: pickLocalizedDoc(shown.body, 'ru') })));
  });

  it('the about page: the same', async () => {
    const page = await call(app, 'GET', `/api/business-api-front2/ru/DEMO/0/business/pages/about`, { cookie: owner });
    const saved = await call(app, 'PUT', `${W}/pages/about`, { cookie: owner, body: { about: { ru: hostile }, version: page.json.data.VERSION } });
    expect(saved.status).toBe(200);
    const [company] = await getDb().select().from(s.companies).where(eq(s.companies.id, demoId));
    assertClean(renderToStaticMarkup(createElement(RichText, { doc: pickLocalizedDoc(company.about, 'ru') })));
  });

  it('a body that is no document is refused with the field named', async () => {
    const refused = await call(app, 'POST', `${W}/director_posts`, { cookie: owner, body: { title: { ru: 'Пост' }, body: { ru: { type: 'paragraph', content: [] } } } });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields['body.ru']).toEqual(['invalid']);
  });
});

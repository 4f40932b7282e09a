import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { auditLog, cabinets, companies, materials } from '@/lib/db/schema';
import { buildMenu } from '@/lib/menu/build-menu';
import { isPathInMenu } from '@/lib/menu/menu-check';
import { listMenuItems } from '@/lib/menu/queries';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { createApiApp } from '@/lib/server/api-app';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';
import { call, makeUser } from '../helpers/business';

// Issue 31 "The menu never hides a page silently": an item with a page of its own that gets
// sub-items keeps its page as its group's first entry (public menu, landing check, sitemap), and
// an order that would take a page off the site is refused unless the user confirmed it.
const app = createApiApp();
const CODE = 'MENUOWN';
const R = `/api/business-api-front2/ru/${CODE}/0/business`;
const W = `/api/w-business/ru/${CODE}/0/business`;
const Wen = `/api/w-business/en/${CODE}/0/business`;
let companyId = 0;
let editor = '';

type Item = { ID: number; PARENT_ID: number | null; NAME: Record<string, string> };
type Order = { id: number; parent_id: number | null }[];
const readMenu = async () => (await call(app, 'GET', `${R}/menu`, { cookie: editor })).json.data as { MENU_VERSION: number; ITEMS: Item[] };
const create = async (name: string, extra: Record<string, unknown>) => {
  const res = await call(app, 'POST', `${W}/menu/items`, { cookie: editor, body: { name: { ru: name }, relation_type: 1, hidden: false, ...extra } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return (res.json.data as Item).ID;
};
const publicSite = async () => {
  const [company] = await getDb().select().from(companies).where(eq(companies.id, companyId));
  const items = await listMenuItems(companyId);
  const menu = buildMenu(items, { locale: 'ru', companySlug: company.slug, isExternalHost: false, company, layout: 'landing', homeTitle: 'Главная' });
  const sitemap = sitemapEntries({ menu, menuItems: items, specialists: [], newsCategories: [], news: [], materials: [{ code: 'prices' }] }).map((entry) => entry.path);
  return { menu, sitemap };
};

describe('menu: nesting never hides a page silently (issue 31)', () => {
  let about = 0;
  let prices = 0;
  let archive = 0;
  let contacts = 0;

  beforeAll(async () => {
    const [company] = await getDb().insert(companies).values({ code: CODE, slug: 'menu-own-page', name: { ru: 'Клиника страниц' }, emailForIssues: 'q@own.kz', isActiveOnlineEntry: true }).returning();
    companyId = company.id;
    await getDb().insert(cabinets).values({ companyId, code: 0, name: 'Main' });
    await getDb().insert(materials).values({ companyId, code: 'prices', title: { ru: 'Цены' }, body: { ru: plainTextToDoc('Прейскурант') } });
    editor = (await makeUser('menu-own-editor', [{ company: CODE, cabinet: 0, permissions: ['menu.edit'] }])).cookie;
    about = await create('О клинике', { type_code: 3 });
    prices = await create('Цены', { type_code: 4, relation_type: 2, relation_code: 'prices' });
    archive = await create('Архив', { type_code: null, hidden: true });
    contacts = await create('Контакты', { type_code: 12 });
  });
  afterAll(async () => {
    await closeDb();
  });

  it('nesting under an item with its own page keeps that page as the group\'s first entry: in the menu, the landing check and the sitemap', async () => {
    const menu = await readMenu();
    const order: Order = [
      { id: about, parent_id: null },
      { id: prices, parent_id: about },
      { id: archive, parent_id: null },
      { id: contacts, parent_id: null },
    ];
    const res = await call(app, 'PUT', `${W}/menu/order`, { cookie: editor, body: { menu_version: menu.MENU_VERSION, items: order } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const site = await publicSite();
    const group = site.menu.find((entry) => entry.id === about)!;
    expect(group.link).toBe('/l/menu-own-page/about');
    expect(group.items.map((entry) => [entry.title, entry.link])).toEqual([
      ['О клинике', '/l/menu-own-page/about'],
      ['Цены', '/l/menu-own-page/materials/prices'],
    ]);
    expect(isPathInMenu(site.menu, 'about')).toBe(true);
    expect(site.sitemap).toEqual(expect.arrayContaining(['about', 'materials/prices', 'contacts']));
  });

  it('an order that moves a page under a hidden group is 409 menu_hides_pages naming it, and nothing is saved', async () => {
    const menu = await readMenu();
    const order: Order = [
      { id: about, parent_id: null },
      { id: prices, parent_id: about },
      { id: archive, parent_id: null },
      { id: contacts, parent_id: archive },
    ];
    const res = await call(app, 'PUT', `${Wen}/menu/order`, { cookie: editor, body: { menu_version: menu.MENU_VERSION, items: order } });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('menu_hides_pages');
    expect(res.json.error.fields).toEqual({ items: ['menu_hides_pages'] });
    expect(res.json.error.message).toContain('Контакты');
    expect(res.json.error.message).toMatch(/^This change to the menu takes these pages off the site: Контакты\./);
    const after = await readMenu();
    expect(after.MENU_VERSION).toBe(menu.MENU_VERSION);
    expect(after.ITEMS.find((row) => row.ID === contacts)!.PARENT_ID).toBeNull();
    expect((await publicSite()).sitemap).toContain('contacts');
  });

  it('the same order with confirm_hidden_pages is saved, audited with the pages it took off', async () => {
    const menu = await readMenu();
    const order: Order = [
      { id: about, parent_id: null },
      { id: prices, parent_id: about },
      { id: archive, parent_id: null },
      { id: contacts, parent_id: archive },
    ];
    const res = await call(app, 'PUT', `${W}/menu/order`, { cookie: editor, body: { menu_version: menu.MENU_VERSION, items: order, confirm_hidden_pages: true } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const site = await publicSite();
    expect(isPathInMenu(site.menu, 'contacts')).toBe(false);
    expect(site.sitemap).not.toContain('contacts');
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'menu.order'))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.details).toMatchObject({ hiddenPages: ['contacts'] });
  });

  it('an order that brings pages back, or keeps every page reachable, needs no confirmation', async () => {
    const menu = await readMenu();
    const res = await call(app, 'PUT', `${W}/menu/order`, {
      cookie: editor,
      body: {
        menu_version: menu.MENU_VERSION,
        items: [
          { id: contacts, parent_id: null },
          { id: about, parent_id: null },
          { id: prices, parent_id: null },
          { id: archive, parent_id: null },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await publicSite()).sitemap).toEqual(expect.arrayContaining(['about', 'materials/prices', 'contacts']));
  });

  it('hiding a group that holds a page is 409 menu_hides_pages unless confirmed; hiding an item itself is explicit and saved', async () => {
    const group = await create('Пациентам', { type_code: null });
    await create('Врачи', { type_code: 5, parent_id: group });
    const edit = (id: number, name: string, extra: Record<string, unknown>) =>
      call(app, 'PUT', `${W}/menu/items/${id}`, { cookie: editor, body: { name: { ru: name }, relation_type: 1, version: 1, ...extra } });
    const refused = await edit(group, 'Пациентам', { type_code: null, hidden: true });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'menu_hides_pages', fields: { items: ['menu_hides_pages'] } });
    expect(refused.json.error.message).toContain('Врачи');
    expect((await publicSite()).sitemap).toContain('specialists');

    const confirmed = await edit(group, 'Пациентам', { type_code: null, hidden: true, confirm_hidden_pages: true });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect((await publicSite()).sitemap).not.toContain('specialists');

    const leaf = await edit(contacts, 'Контакты', { type_code: 12, hidden: true });
    expect(leaf.status, JSON.stringify(leaf.json)).toBe(200);
    expect((await publicSite()).sitemap).not.toContain('contacts');
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { auditLog, cabinets, companies, materials, menuItems } from '@/lib/db/schema';
import { buildMenu } from '@/lib/menu/build-menu';
import { listMenuItems } from '@/lib/menu/queries';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { call, makeUser } from '../helpers/business';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';

// Issue 19 "Menu editor": the whole tree for menu.edit, items created, edited (VERSION), deleted
// (children move up), and the order and nesting saved in one call against MENU_VERSION.
const app = createApiApp();
const CODE = 'MENUED';
const R = `/api/business-api-front2/ru/${CODE}/0/business`;
const W = `/api/w-business/ru/${CODE}/0/business`;
const Wen = `/api/w-business/en/${CODE}/0/business`;
let companyId = 0;
let editor = '';
let colleague = '';

type Item = { ID: number; PARENT_ID: number | null; POSITION: number; NAME: Record<string, string>; HIDDEN: boolean; VERSION: number };
const readMenu = async () => (await call(app, 'GET', `${R}/menu`, { cookie: editor })).json.data as { MENU_VERSION: number; ITEMS: Item[] };
const item = (name: string, extra: Record<string, unknown> = {}) => ({ name: { ru: name }, type_code: 12, relation_type: 1, hidden: false, ...extra });
const create = async (name: string, extra: Record<string, unknown> = {}) => {
  const res = await call(app, 'POST', `${W}/menu/items`, { cookie: editor, body: item(name, extra) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as Item;
};
const publicMenu = async (locale: 'ru' | 'kk' = 'ru') => {
  const [company] = await getDb().select().from(companies).where(eq(companies.id, companyId));
  return buildMenu(await listMenuItems(companyId), { locale, companySlug: company.slug, isExternalHost: false, company, layout: 'landing', homeTitle: 'Home' });
};

describe('menu editor API', () => {
  beforeAll(async () => {
    await seedDemoData();
    const [company] = await getDb()
      .insert(companies)
      .values({ code: CODE, slug: 'menu-editor-clinic', name: { ru: 'Клиника меню', kk: 'Мәзір клиникасы' }, emailForIssues: 'q@menu.kz', isActiveOnlineEntry: true })
      .onConflictDoNothing()
      .returning();
    companyId = company.id;
    await getDb().insert(cabinets).values({ companyId, code: 0, name: 'Main' });
    await getDb().insert(materials).values({ companyId, code: 'prices', title: { ru: 'Цены' }, body: { ru: plainTextToDoc('Текст') } });
    editor = (await makeUser('menu-editor', [{ company: CODE, cabinet: 0, permissions: ['menu.edit'] }])).cookie;
    colleague = (await makeUser('menu-colleague', [{ company: CODE, cabinet: 0, permissions: ['menu.edit'] }])).cookie;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('creates items last among their siblings, nested only under a top-level item, and audits them', async () => {
    const about = await create('О нас', { type_code: 3 });
    const group = await create('Пациентам', { type_code: null });
    const child = await create('Цены', { type_code: 4, relation_type: 2, relation_code: 'prices', parent_id: group.ID });
    expect(about.POSITION).toBe(0);
    expect(group.POSITION).toBe(1);
    expect(child).toMatchObject({ PARENT_ID: group.ID, POSITION: 0, VERSION: 1 });
    const deeper = await call(app, 'POST', `${Wen}/menu/items`, { cookie: editor, body: item('Глубже', { parent_id: child.ID }) });
    expect(deeper.status).toBe(400);
    expect(deeper.json.error.fields).toEqual({ parent_id: ['menu_tree_too_deep'] });
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'menu.create'))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.targetId).toBe(child.ID);
    const menu = await readMenu();
    expect(menu.ITEMS.map((row) => row.NAME.ru)).toEqual(['О нас', 'Цены', 'Пациентам']);
    expect((await publicMenu()).map((entry) => entry.title)).toEqual(['Home', 'О нас', 'Пациентам']);
  });

  it('refuses what SPEC does not allow, with the fields named in the caller\'s language', async () => {
    const noRu = await call(app, 'POST', `${Wen}/menu/items`, { cookie: editor, body: { ...item(''), name: { kk: 'Тек қазақша' } } });
    expect(noRu.json.error.fields['name.ru']).toEqual(['required']);
    const uz = await call(app, 'POST', `${Wen}/menu/items`, { cookie: editor, body: { ...item('А'), name: { ru: 'А', uz: 'A' } } });
    expect(uz.json.error.fields).toEqual({ 'name.uz': ['locale_not_offered'] });
    const alias = await call(app, 'POST', `${Wen}/menu/items`, { cookie: editor, body: item('А', { alias: 'https://evil.example' }) });
    expect(alias.json.error.fields).toEqual({ alias: ['menu_alias_invalid'] });
    const noMaterial = await call(app, 'POST', `${Wen}/menu/items`, { cookie: editor, body: item('А', { relation_type: 2, relation_code: 'nope' }) });
    expect(noMaterial.json.error.fields).toEqual({ relation_code: ['menu_material_not_found'] });
    const sectionWithCode = await call(app, 'POST', `${Wen}/menu/items`, { cookie: editor, body: item('А', { relation_code: 'prices' }) });
    expect(sectionWithCode.json.error.fields).toEqual({ relation_code: ['menu_relation_invalid'] });
    const aliasOk = await call(app, 'POST', `${W}/menu/items`, { cookie: editor, body: item('ГОБМП', { alias: 'ГОБМП', hidden: true }) });
    expect(aliasOk.status).toBe(201);
  });

  it('edits an item with its VERSION; a stale VERSION is 409 edit_conflict with the stored item and the differing fields', async () => {
    const menu = await readMenu();
    const about = menu.ITEMS.find((row) => row.NAME.ru === 'О нас')!;
    const mine = await call(app, 'PUT', `${W}/menu/items/${about.ID}`, { cookie: editor, body: { ...item('О клинике', { type_code: 3 }), name: { ru: 'О клинике', kk: 'Клиника туралы' }, version: about.VERSION } });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toMatchObject({ NAME: { ru: 'О клинике', kk: 'Клиника туралы' }, VERSION: about.VERSION + 1 });
    // The colleague edits from the version they loaded before: refused, nothing of either lost.
    const theirs = await call(app, 'PUT', `${W}/menu/items/${about.ID}`, { cookie: colleague, body: { ...item('О нас', { type_code: 3, hidden: true }), version: about.VERSION } });
    expect(theirs.status).toBe(409);
    expect(theirs.json.error.code).toBe('edit_conflict');
    expect(theirs.json.error.conflict).toMatchObject({ version: about.VERSION + 1, current: { ID: about.ID, NAME: { ru: 'О клинике' }, HIDDEN: false }, changed: ['name', 'hidden'] });
    const [stored] = await getDb().select().from(menuItems).where(eq(menuItems.id, about.ID));
    expect(stored).toMatchObject({ name: { ru: 'О клинике', kk: 'Клиника туралы' }, isHidden: false });
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'menu.update'))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.details).toEqual({ title: 'О клинике', changes: { name: { before: { ru: 'О нас' }, after: { kk: 'Клиника туралы', ru: 'О клинике' } } } });
    // Hidden: the public menu drops it.
    const hide = await call(app, 'PUT', `${W}/menu/items/${about.ID}`, { cookie: colleague, body: { ...item('О клинике', { type_code: 3, hidden: true }), name: { ru: 'О клинике', kk: 'Клиника туралы' }, version: about.VERSION + 1 } });
    expect(hide.status).toBe(200);
    expect((await publicMenu()).map((entry) => entry.title)).not.toContain('О клинике');
  });

  it('saves the order and nesting in one call; a second order from the same MENU_VERSION is 409 with the menu as it now is', async () => {
    const menu = await readMenu();
    const byName = (name: string) => menu.ITEMS.find((row) => row.NAME.ru === name)!.ID;
    const [about, group, prices, gobmp] = ['О клинике', 'Пациентам', 'Цены', 'ГОБМП'].map(byName);
    const order = { menu_version: menu.MENU_VERSION, items: [{ id: group, parent_id: null }, { id: about, parent_id: group }, { id: prices, parent_id: group }, { id: gobmp, parent_id: null }] };
    const first = await call(app, 'PUT', `${W}/menu/order`, { cookie: editor, body: order });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data.MENU_VERSION).toBe(menu.MENU_VERSION + 1);
    const second = await call(app, 'PUT', `${W}/menu/order`, { cookie: colleague, body: { ...order, items: [...order.items].reverse().map((row) => ({ ...row, parent_id: null })) } });
    expect(second.status).toBe(409);
    expect(second.json.error.conflict.current.MENU_VERSION).toBe(menu.MENU_VERSION + 1);
    const after = await readMenu();
    const place = (id: number) => after.ITEMS.find((row) => row.ID === id)!;
    expect([place(group).PARENT_ID, place(group).POSITION]).toEqual([null, 0]);
    expect([place(about).PARENT_ID, place(about).POSITION]).toEqual([group, 0]);
    expect([place(prices).PARENT_ID, place(prices).POSITION]).toEqual([group, 1]);
    expect([place(gobmp).PARENT_ID, place(gobmp).POSITION]).toEqual([null, 1]);
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'menu.order'))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.details).toHaveProperty('changes.order.after');
  });

  it('refuses a tree with a cycle, too deep, or not listing every item once', async () => {
    const menu = await readMenu();
    const ids = menu.ITEMS.map((row) => row.ID);
    const [a, b, c, d] = ids;
    const send = (items: { id: number; parent_id: number | null }[]) => call(app, 'PUT', `${Wen}/menu/order`, { cookie: editor, body: { menu_version: menu.MENU_VERSION, items } });
    expect((await send([{ id: a, parent_id: b }, { id: b, parent_id: a }, { id: c, parent_id: null }, { id: d, parent_id: null }])).json.error.fields).toEqual({ items: ['menu_tree_cycle'] });
    expect((await send([{ id: a, parent_id: null }, { id: b, parent_id: a }, { id: c, parent_id: b }, { id: d, parent_id: null }])).json.error.fields).toEqual({ items: ['menu_tree_too_deep'] });
    expect((await send([{ id: a, parent_id: null }, { id: b, parent_id: null }])).json.error.fields).toEqual({ items: ['menu_tree_mismatch'] });
    expect((await readMenu()).MENU_VERSION).toBe(menu.MENU_VERSION);
  });

  it('deletes an item: its sub-items move up to its place', async () => {
    const menu = await readMenu();
    const group = menu.ITEMS.find((row) => row.NAME.ru === 'Пациентам')!;
    const res = await call(app, 'DELETE', `${W}/menu/items/${group.ID}`, { cookie: editor });
    expect(res.status).toBe(200);
    const after = await readMenu();
    expect(after.ITEMS.filter((row) => row.PARENT_ID === null).sort((x, y) => x.POSITION - y.POSITION).map((row) => row.NAME.ru)).toEqual(['О клинике', 'Цены', 'ГОБМП']);
    expect(after.MENU_VERSION).toBe(menu.MENU_VERSION + 1);
    expect((await call(app, 'DELETE', `${W}/menu/items/${group.ID}`, { cookie: editor })).status).toBe(404);
  });

  it('another company\'s item is 404, and a member without menu.edit is refused', async () => {
    const [demoItem] = await getDb().select().from(menuItems).innerJoin(companies, eq(companies.id, menuItems.companyId)).where(eq(companies.code, 'DEMO')).limit(1);
    const res = await call(app, 'PUT', `${W}/menu/items/${demoItem.menu_items.id}`, { cookie: editor, body: { ...item('Захват'), version: 1 } });
    expect(res.status).toBe(404);
    const content = (await makeUser('menu-content', [{ company: CODE, cabinet: 0, permissions: ['content.edit'] }])).cookie;
    expect((await call(app, 'GET', `${R}/menu`, { cookie: content })).status).toBe(403);
  });
});

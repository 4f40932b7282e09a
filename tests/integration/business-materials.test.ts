import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMaterial } from '@/lib/content/materials/queries';
import { docToPlainText, plainTextToDoc } from '@/lib/content/rich-text/doc';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { buildMenu } from '@/lib/menu/build-menu';
import { listMenuItems } from '@/lib/menu/queries';
import { RELATION_TYPE } from '@/lib/menu/section-types';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { apiHeaders } from '../helpers/api';
import { call, demoManager, makeUser } from '../helpers/business';

/*
 * Issue 19, the materials editor (content.edit): CRUD, publish and hide as the site's reader sees
 * it, a delete refused while the menu leads to the material (the menu unchanged), two concurrent
 * edits (the second 409 with the current material and what changed, nothing lost), and price
 * lists with their field errors in the caller's language.
 */

const app = createApiApp();
const r = (path: string, locale = 'ru') => `/api/business-api-front2/${locale}/DEMO/0/business${path}`;
const w = (path: string, locale = 'ru') => `/api/w-business/${locale}/DEMO/0/business${path}`;

let owner = '';
let demoId = 0;
const unique = () => Math.random().toString(36).slice(2, 8);

const menuLinks = { locale: 'ru' as const, slug: 'demo-clinic', isExternalHost: false };
async function publicMenuSlugs(): Promise<string[]> {
  const items = await listMenuItems(demoId);
  const menu = buildMenu(items, { ...menuLinks, company: { emailForIssues: 'x@y.kz', isActiveOnlineEntry: true }, layout: 'landing', homeTitle: 'Главная' } as never);
  const slugs: string[] = [];
  const walk = (entries: typeof menu) => entries.forEach((entry) => (slugs.push(entry.slug), walk(entry.items)));
  walk(menu);
  return slugs;
}

const auditOf = (targetId: number) =>
  getDb()
    .select({ action: s.auditLog.action, details: s.auditLog.details })
    .from(s.auditLog)
    .where(and(eq(s.auditLog.companyId, demoId), eq(s.auditLog.targetId, targetId), sql`${s.auditLog.action} like 'material.%'`))
    .orderBy(desc(s.auditLog.id));

describe('business materials editor (content.edit)', () => {
  beforeAll(async () => {
    await seedDemoData();
    [{ id: demoId }] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO'));
    owner = (await demoManager()).cookie;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('lists the materials with the menu items that lead to them, the alias pages included', async () => {
    const list = await call(app, 'GET', r('/materials'), { cookie: owner });
    expect(list.status).toBe(200);
    const byCode = new Map(list.json.data.map((m: { code: string }) => [m.code, m]));
    expect([...byCode.keys()]).toEqual(expect.arrayContaining(['price-list', 'gobmp', 'osms', 'state-symbols']));
    const prices = byCode.get('price-list') as { kind: string; price_list: { currency: string; groups: unknown[] }; menu_items: { name: { ru: string } }[]; version: number; published: boolean };
    expect(prices).toMatchObject({ kind: 'prices', published: true, version: 1 });
    expect(prices.price_list.currency).toBe('KZT');
    expect(prices.price_list.groups.length).toBeGreaterThan(2);
    expect(prices.menu_items.map((item) => item.name.ru)).toContain('Прейскурант');
  });

  it('creates, reads, edits, hides (404 on the site and out of the menu), publishes again and deletes a material; each write audited with what changed', async () => {
    const code = `rules-${unique()}`;
    const created = await call(app, 'POST', w('/materials'), { cookie: owner, body: { code, title: { ru: 'Правила', kk: 'Ережелер' }, body: { ru: plainTextToDoc('Первый абзац.\n\nВторой.') } } });
    expect(created.status).toBe(201);
    const material = created.json.data;
    expect(material).toMatchObject({ code, kind: 'text', title: { ru: 'Правила', kk: 'Ережелер' }, published: true, version: 1, menu_items: [] });
    expect((await findMaterial(demoId, code))?.title.ru).toBe('Правила');

    const read = await call(app, 'GET', r(`/materials/${material.id}`), { cookie: owner });
    expect(read.json.data).toEqual(material);

    // A menu item leads to it: the menu shows it while published.
    const [item] = await getDb().insert(s.menuItems).values({ companyId: demoId, name: { ru: 'Правила клиники' }, relationType: RELATION_TYPE.MATERIAL, relationCode: code, position: 99 }).returning();
    expect(await publicMenuSlugs()).toContain(`materials/${code}`);

    const hidden = await call(app, 'PUT', w(`/materials/${material.id}`), { cookie: owner, body: { version: 1, published: false, title: { ru: 'Правила приёма' } } });
    expect(hidden.status).toBe(200);
    expect(hidden.json.data).toMatchObject({ published: false, version: 2, title: { ru: 'Правила приёма' } });
    expect(await findMaterial(demoId, code)).toBeNull();
    expect((await app.request(`/api/front/ru/v1/materials/DEMO/${code}`, { headers: apiHeaders() })).status).toBe(404);
    expect(await publicMenuSlugs()).not.toContain(`materials/${code}`);

    const shown = await call(app, 'PUT', w(`/materials/${material.id}`), { cookie: owner, body: { version: 2, published: true } });
    expect(shown.json.data).toMatchObject({ published: true, version: 3 });
    expect((await findMaterial(demoId, code))?.title.ru).toBe('Правила приёма');
    expect(await publicMenuSlugs()).toContain(`materials/${code}`);

    const audit = await auditOf(material.id);
    expect(audit.map((entry) => entry.action)).toEqual(['material.publish', 'material.update', 'material.unpublish', 'material.update', 'material.create']);
    expect(audit[3].details).toMatchObject({ changes: { published: { before: true, after: false }, title: { before: { kk: 'Ережелер', ru: 'Правила' }, after: { ru: 'Правила приёма' } } } });

    // The menu leads there: the delete is refused, naming the item, and nothing changes.
    const menuBefore = await getDb().select().from(s.menuItems).where(eq(s.menuItems.companyId, demoId)).orderBy(s.menuItems.id);
    const refused = await call(app, 'DELETE', w(`/materials/${material.id}`, 'kk'), { cookie: owner });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('material_in_menu');
    expect(refused.json.error.message).toContain('«Правила клиники»');
    expect(refused.json.error.message).toContain(kk.BusinessErrors.material_in_menu.split(':')[0]);
    expect(await getDb().select().from(s.menuItems).where(eq(s.menuItems.companyId, demoId)).orderBy(s.menuItems.id)).toEqual(menuBefore);
    expect(await findMaterial(demoId, code)).not.toBeNull();
    // Renaming its code would break the link too.
    const renamed = await call(app, 'PUT', w(`/materials/${material.id}`), { cookie: owner, body: { version: 3, code: `${code}-x` } });
    expect(renamed.status).toBe(409);
    expect(renamed.json.error.code).toBe('material_in_menu');

    await getDb().delete(s.menuItems).where(eq(s.menuItems.id, item.id));
    const deleted = await call(app, 'DELETE', w(`/materials/${material.id}`), { cookie: owner });
    expect(deleted.status).toBe(200);
    expect(await findMaterial(demoId, code)).toBeNull();
    expect((await call(app, 'GET', r(`/materials/${material.id}`), { cookie: owner })).status).toBe(404);
    expect((await auditOf(material.id))[0]).toMatchObject({ action: 'material.delete', details: { code } });
  });

  it('an alias page (ГОБМП) is a material: its text is edited here and shown on /gobmp', async () => {
    const list = await call(app, 'GET', r('/materials'), { cookie: owner });
    const gobmp = list.json.data.find((m: { code: string }) => m.code === 'gobmp');
    const saved = await call(app, 'PUT', w(`/materials/${gobmp.id}`), { cookie: owner, body: { version: gobmp.version, body: { ...gobmp.body, ru: plainTextToDoc('Новый текст о ГОБМП.') } } });
    expect(saved.status).toBe(200);
    expect(docToPlainText((await findMaterial(demoId, 'gobmp'))!.body.ru!)).toBe('Новый текст о ГОБМП.');
  });

  it('two members edit one material: the second save is 409 edit_conflict with the current material and what changed; nothing is lost', async () => {
    const colleague = await makeUser('colleague', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    const code = `conflict-${unique()}`;
    const { json } = await call(app, 'POST', w('/materials'), { cookie: owner, body: { code, title: { ru: 'Исходный' }, body: { ru: plainTextToDoc('Текст') } } });
    const first = await call(app, 'PUT', w(`/materials/${json.data.id}`), { cookie: owner, body: { version: 1, title: { ru: 'Первый' } } });
    expect(first.status).toBe(200);
    const second = await call(app, 'PUT', w(`/materials/${json.data.id}`, 'kk'), { cookie: colleague.cookie, body: { version: 1, body: { ru: plainTextToDoc('Второй текст') }, title: { ru: 'Исходный' } } });
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe('edit_conflict');
    expect(second.json.error.message).toBe(kk.BusinessErrors.edit_conflict);
    expect(second.json.error.conflict).toMatchObject({ version: 2, current: { title: { ru: 'Первый' }, body: { ru: plainTextToDoc('Текст') }, version: 2 } });
    expect(second.json.error.conflict.changed.sort()).toEqual(['body', 'title']);
    // Nothing was lost: the first save stands; "keep mine" resends with the current version.
    expect((await findMaterial(demoId, code))?.title.ru).toBe('Первый');
    const resent = await call(app, 'PUT', w(`/materials/${json.data.id}`), { cookie: colleague.cookie, body: { version: 2, body: { ru: plainTextToDoc('Второй текст') } } });
    expect(resent.json.data).toMatchObject({ version: 3, title: { ru: 'Первый' }, body: { ru: plainTextToDoc('Второй текст') } });
  });

  it('edits one price of the price list; the site reads the table; bad prices are field codes in the caller’s language', async () => {
    const list = await call(app, 'GET', r('/materials'), { cookie: owner });
    const prices = list.json.data.find((m: { code: string }) => m.code === 'price-list');
    const priceList = structuredClone(prices.price_list);
    priceList.groups[0].rows[0].price = 9500;
    const saved = await call(app, 'PUT', w(`/materials/${prices.id}`), { cookie: owner, body: { version: prices.version, price_list: priceList } });
    expect(saved.status).toBe(200);
    const stored = await findMaterial(demoId, 'price-list');
    expect(stored?.priceList?.groups[0].rows[0].price).toBe(9500);
    expect(stored?.priceList?.groups[1].rows).toEqual(prices.price_list.groups[1].rows);
    // The public API gives the table in the call's language.
    const publicPrices = await (await app.request('/api/front/en/v1/materials/DEMO/price-list', { headers: apiHeaders() })).json();
    expect(publicPrices.data).toMatchObject({ kind: 'prices', prices: { currency: 'KZT', groups: expect.arrayContaining([expect.objectContaining({ name: 'Doctors' })]) } });
    expect(publicPrices.data.prices.groups[0].rows[0]).toMatchObject({ service: 'GP, paediatrician', price: 9500, from: false });

    const bad = structuredClone(priceList);
    bad.groups[0].rows[0].price = 12.5;
    bad.groups[0].rows[1].price = -1;
    bad.groups[1].name = { kk: 'Тек қазақша' };
    bad.groups[1].rows[0].service = { ru: '' };
    const refused = await call(app, 'PUT', w(`/materials/${prices.id}`, 'kk'), { cookie: owner, body: { version: saved.json.data.version, price_list: bad } });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('invalid_input');
    expect(refused.json.error.fields).toMatchObject({
      'price_list.groups.0.rows.0.price': ['invalid_price'],
      'price_list.groups.0.rows.1.price': ['invalid_price'],
      'price_list.groups.1.name.ru': ['required'],
      'price_list.groups.1.rows.0.service.ru': ['required'],
    });
    expect(refused.json.error.message).toBe(kk.BusinessErrors.invalid_input);
    expect((await findMaterial(demoId, 'price-list'))?.priceList?.groups[0].rows[0].price).toBe(9500);

    const badCode = await call(app, 'POST', w('/materials'), { cookie: owner, body: { code: 'Bad Code', title: { ru: 'x' } } });
    expect(badCode.json.error.fields).toMatchObject({ code: ['invalid_material_code'] });
    const taken = await call(app, 'POST', w('/materials'), { cookie: owner, body: { code: 'price-list', title: { ru: 'x' } } });
    expect(taken.json.error.fields).toMatchObject({ code: ['material_code_taken'] });
    expect(ru.BusinessErrors.fields.material_code_taken).toBeTruthy();
  });

  it('a new price list starts empty in the currency of the clinic’s country', async () => {
    const created = await call(app, 'POST', w('/materials'), { cookie: owner, body: { code: `prices-${unique()}`, kind: 'prices', title: { ru: 'Цены' } } });
    expect(created.json.data).toMatchObject({ kind: 'prices', price_list: { currency: 'KZT', groups: [] } });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAccessCode } from '@/lib/business/staff/access/codes';
import { PERMISSIONS } from '@/lib/business/permissions';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { call, demoManager, freshAddress, makeUser } from '../helpers/business';

const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
const requestAccess = (cabinet: number, code: string, cookie: string, address = freshAddress()) =>
  call(app, 'POST', `/api/w-business/ru/DEMO/${cabinet}/business/user/request_access`, { cookie, body: { access_code: code }, address });

let owner: string;

async function issue(body: Record<string, unknown>, cookie = owner) {
  const res = await call(app, 'POST', `${W}/access_codes`, { cookie, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { ID: number; CODE: string };
}

async function membership(userId: number, cabinetCode: number) {
  const [row] = await getDb()
    .select({ id: s.cabinetMemberships.id, permissions: s.cabinetMemberships.permissions })
    .from(s.cabinetMemberships)
    .innerJoin(s.cabinets, eq(s.cabinets.id, s.cabinetMemberships.cabinetId))
    .innerJoin(s.companies, eq(s.companies.id, s.cabinets.companyId))
    .where(and(eq(s.cabinetMemberships.userId, userId), eq(s.companies.code, 'DEMO'), eq(s.cabinets.code, cabinetCode)));
  return row ?? null;
}

describe('access codes and members (issue 11)', () => {
  beforeAll(async () => {
    await seedDemoData();
    owner = (await demoManager()).cookie;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('a valid code makes the user a member with exactly its permissions, counts a use, and is stored only as a hash', async () => {
    const code = await issue({ cabinet: 1, permissions: ['content.edit', 'questions.read'], max_uses: 2, expires_in_days: 3 });
    expect(code.CODE).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [row] = await getDb().select().from(s.accessCodes).where(eq(s.accessCodes.id, code.ID));
    expect(row.codeHash).toBe(hashAccessCode(code.CODE));
    expect(JSON.stringify(row)).not.toContain(code.CODE);

    const user = await makeUser('joiner');
    const res = await requestAccess(1, code.CODE.toLowerCase().replace(/-/g, '-'), user.cookie);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.PERMISSIONS).toMatchObject({ 'content.edit': true, 'questions.read': true, 'members.manage': false });
    expect((await membership(user.id, 1))!.permissions.sort()).toEqual(['content.edit', 'questions.read']);
    const [after] = await getDb().select().from(s.accessCodes).where(eq(s.accessCodes.id, code.ID));
    expect(after.uses).toBe(1);
    // The new member sees their company and only this cabinet, and what it grants.
    const companies = await call(app, 'GET', '/api/api-front2/ru/v1/business/user/companies', { cookie: user.cookie });
    expect(companies.json.data.map((c: { COMPANY_CODE: string }) => c.COMPANY_CODE)).toEqual(['DEMO']);
    const cabinets = await call(app, 'GET', '/api/api-front2/ru/v1/business/user/cabinets?company_code=DEMO', { cookie: user.cookie });
    expect(cabinets.json.data).toEqual([expect.objectContaining({ COMPANY_CABINET_CODE: 1, PERMISSIONS: ['content.edit', 'questions.read'] })]);
    expect((await call(app, 'GET', '/api/business-api-front2/ru/DEMO/1/business/questions', { cookie: user.cookie })).status).toBe(200);
    expect((await call(app, 'GET', '/api/business-api-front2/ru/DEMO/1/business/appointments', { cookie: user.cookie })).status).toBe(403);
    expect((await call(app, 'GET', `${R}/questions`, { cookie: user.cookie })).status).toBe(403);
    const access = await call(app, 'GET', '/api/business-api-front2/ru/DEMO/1/business/user/get_access', { cookie: user.cookie });
    expect(access.json.data).toMatchObject({ COMPANY_CODE: 'DEMO', COMPANY_CABINET_CODE: 1, PERMISSIONS: { 'content.edit': true, 'company.edit': false } });
  });

  it('expired, used-up and revoked codes are refused with their reason; a code of another cabinet is a wrong code', async () => {
    const used = await issue({ cabinet: 1, permissions: ['content.edit'], max_uses: 1 });
    expect((await requestAccess(1, used.CODE, (await makeUser('first')).cookie)).status).toBe(200);
    const late = await makeUser('late');
    const usedUp = await requestAccess(1, used.CODE, late.cookie);
    expect([usedUp.status, usedUp.json.error.code]).toEqual([400, 'access_code_used_up']);

    const expiring = await issue({ cabinet: 1, permissions: ['content.edit'] });
    await getDb().update(s.accessCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.accessCodes.id, expiring.ID));
    expect((await requestAccess(1, expiring.CODE, late.cookie)).json.error.code).toBe('access_code_expired');

    const revoked = await issue({ cabinet: 1, permissions: ['content.edit'] });
    expect((await call(app, 'DELETE', `${W}/access_codes/${revoked.ID}`, { cookie: owner })).status).toBe(200);
    expect((await requestAccess(1, revoked.CODE, late.cookie)).json.error.code).toBe('access_code_revoked');
    const listed = await call(app, 'GET', `${R}/access_codes?cabinet=1`, { cookie: owner });
    expect(listed.json.data.find((c: { ID: number }) => c.ID === revoked.ID)).toMatchObject({ IS_REVOKED: true, IS_ACTIVE: false });
    expect(JSON.stringify(listed.json)).not.toContain(revoked.CODE);

    const forCabinet1 = await issue({ cabinet: 1, permissions: ['content.edit'] });
    const elsewhere = await requestAccess(0, forCabinet1.CODE, late.cookie);
    expect([elsewhere.status, elsewhere.json.error.code]).toEqual([400, 'access_code_invalid']);
    expect(await membership(late.id, 0)).toBeNull();
    expect(await membership(late.id, 1)).toBeNull();
  });

  it('wrong codes: the 11th try of a user within the hour is 429 with Retry-After, even with the right code', async () => {
    const good = await issue({ cabinet: 1, permissions: ['content.edit'] });
    const user = await makeUser('guesser');
    for (let i = 0; i < 10; i++) expect((await requestAccess(1, `WRONG-${i}`, user.cookie)).status).toBe(400);
    const limited = await requestAccess(1, good.CODE, user.cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json.error.message).toMatch(/Попробуйте снова через \d+ с/);
    expect(await membership(user.id, 1)).toBeNull();
  });

  it('wrong codes: one address gets 30 tries an hour whatever the users', async () => {
    const address = freshAddress();
    for (let u = 0; u < 3; u++) {
      const user = await makeUser(`sweeper-${u}`);
      for (let i = 0; i < 10; i++) expect((await requestAccess(1, `NOPE-${u}-${i}`, user.cookie, address)).status).toBe(400);
    }
    const next = await requestAccess(1, 'NOPE-LAST', (await makeUser('sweeper-4')).cookie, address);
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toBeTruthy();
  });

  it('nobody grants a permission they lack: not by a code, not by an edit', async () => {
    const limited = await makeUser('limited-manager', [{ company: 'DEMO', cabinet: 0, permissions: ['members.manage', 'content.edit'] }]);
    const refused = await call(app, 'POST', `${W}/access_codes`, { cookie: limited.cookie, body: { permissions: ['content.edit', 'company.edit'] } });
    expect([refused.status, refused.json.error.code]).toEqual([403, 'permission_not_held']);
    expect(refused.json.error.message).toContain('редактирование компании');

    const member = await makeUser('member', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    const { id } = (await membership(member.id, 0))!;
    const grant = await call(app, 'PUT', `${W}/members/${id}`, { cookie: limited.cookie, body: { permissions: ['content.edit', 'reviews.moderate'] } });
    expect(grant.status).toBe(403);
    expect((await membership(member.id, 0))!.permissions).toEqual(['content.edit']);
    // Within their own, fine.
    expect((await call(app, 'PUT', `${W}/members/${id}`, { cookie: limited.cookie, body: { permissions: ['content.edit', 'members.manage'] } })).status).toBe(200);
    // A permission they lack can neither be given nor taken away, nor its holder removed.
    const [manager] = await getDb().select().from(s.users).where(eq(s.users.email, 'manager@demo-clinic.kz'));
    const ownerMembership = (await membership(manager.id, 0))!;
    expect((await call(app, 'PUT', `${W}/members/${ownerMembership.id}`, { cookie: limited.cookie, body: { permissions: ['content.edit'] } })).status).toBe(403);
    expect((await call(app, 'DELETE', `${W}/members/${ownerMembership.id}`, { cookie: limited.cookie })).status).toBe(403);
    expect((await membership(manager.id, 0))!.permissions.sort()).toEqual([...PERMISSIONS].sort());
  });

  it('members are listed with who joined when; a manager removes one, and the last manager of cabinet 0 stays', async () => {
    const code = await issue({ cabinet: 1, permissions: ['content.edit'] });
    const user = await makeUser('removable');
    await requestAccess(1, code.CODE, user.cookie);
    const list = await call(app, 'GET', `${R}/members?cabinet=1`, { cookie: owner });
    const entry = list.json.data.find((m: { USER: { ID: number } }) => m.USER.ID === user.id);
    expect(entry).toMatchObject({ COMPANY_CABINET_CODE: 1, PERMISSIONS: ['content.edit'], ACCESS_CODE_ID: code.ID, JOINED_AT: expect.any(String) });
    expect((await call(app, 'DELETE', `${W}/members/${entry.ID}`, { cookie: owner })).status).toBe(200);
    expect(await membership(user.id, 1)).toBeNull();
    const accounts = await getDb().select().from(s.businessAccounts).where(eq(s.businessAccounts.userId, user.id));
    expect(accounts).toEqual([]);

    // A fresh clinic has one manager, its owner: they can neither remove themselves nor drop members.manage.
    const founder = await makeUser('founder');
    const created = await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: founder.cookie, body: { COMPANY_SLUG: `solo-${founder.id}`, COMPANY_NAME: 'Соло' } });
    expect(created.status).toBe(201);
    const base = `/api/w-business/ru/${created.json.data.COMPANY_CODE}/0/business`;
    const members = await call(app, 'GET', `/api/business-api-front2/ru/${created.json.data.COMPANY_CODE}/0/business/members`, { cookie: founder.cookie });
    const self = members.json.data[0].ID;
    const drop = await call(app, 'PUT', `${base}/members/${self}`, { cookie: founder.cookie, body: { permissions: ['content.edit'] } });
    expect([drop.status, drop.json.error.code]).toEqual([409, 'owner_keeps_permissions']);
    const leave = await call(app, 'DELETE', `${base}/members/${self}`, { cookie: founder.cookie });
    expect([leave.status, leave.json.error.code]).toEqual([409, 'owner_must_transfer']);
  });

  it('a new cabinet has its creator as its first member, with the permissions they hold in cabinet 0, and is in their cabinet list at once', async () => {
    const created = await call(app, 'POST', `${W}/cabinets`, { cookie: owner, body: { name: 'Рентген' } });
    expect(created.status).toBe(201);
    const code = created.json.data.COMPANY_CABINET_CODE;
    const mine = await call(app, 'GET', '/api/api-front2/ru/v1/business/user/cabinets?company_code=DEMO', { cookie: owner });
    expect(mine.json.data.map((c: { COMPANY_CABINET_CODE: number }) => c.COMPANY_CABINET_CODE)).toContain(code);
    const inMain = await call(app, 'GET', '/api/business-api-front2/ru/DEMO/0/business/user/get_access', { cookie: owner });
    const inNew = await call(app, 'GET', `/api/business-api-front2/ru/DEMO/${code}/business/user/get_access`, { cookie: owner });
    expect(inNew.status).toBe(200);
    expect(inNew.json.data.PERMISSIONS).toEqual(inMain.json.data.PERMISSIONS);
    const listed = await call(app, 'GET', `${R}/cabinets`, { cookie: owner });
    expect(listed.json.data.find((c: { COMPANY_CABINET_CODE: number }) => c.COMPANY_CABINET_CODE === code).MEMBERS).toBe(1);
  });

  it('a manager of cabinet 0 creates a cabinet and codes for it; a manager of cabinet 1 manages only cabinet 1', async () => {
    const created = await call(app, 'POST', `${W}/cabinets`, { cookie: owner, body: { name: 'Лаборатория' } });
    expect(created.status).toBe(201);
    expect(created.json.data.COMPANY_CABINET_CODE).toBeGreaterThanOrEqual(2);
    const cabinet1Manager = await makeUser('cabinet1-manager', [{ company: 'DEMO', cabinet: 1, permissions: ['members.manage', 'content.edit'] }]);
    const other = await call(app, 'POST', '/api/w-business/ru/DEMO/1/business/access_codes', { cookie: cabinet1Manager.cookie, body: { cabinet: 0, permissions: ['content.edit'] } });
    expect(other.status).toBe(403);
    expect((await call(app, 'POST', '/api/w-business/ru/DEMO/1/business/cabinets', { cookie: cabinet1Manager.cookie, body: { name: 'Ещё' } })).status).toBe(403);
    const own = await call(app, 'POST', '/api/w-business/ru/DEMO/1/business/access_codes', { cookie: cabinet1Manager.cookie, body: { permissions: ['content.edit'] } });
    expect(own.status).toBe(201);
    const cabinets = await call(app, 'GET', '/api/business-api-front2/ru/DEMO/1/business/cabinets', { cookie: cabinet1Manager.cookie });
    expect(cabinets.json.data.map((c: { COMPANY_CABINET_CODE: number }) => c.COMPANY_CABINET_CODE)).toEqual([1]);
  });
});

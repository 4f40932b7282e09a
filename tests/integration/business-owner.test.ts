import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { PERMISSIONS } from '@/lib/business/permissions';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { call, demoManager, makeUser } from '../helpers/business';

/*
 * Issue 18, point 2: a company always keeps someone who can manage its staff. The owner (the
 * creator, transferable) holds every permission in cabinet 0 and is neither demoted nor removed
 * by anyone else; only the owner hands the ownership over.
 */

const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
const ALL = [...PERMISSIONS];
const sorted = (list: readonly string[]) => [...list].sort();

let owner: Awaited<ReturnType<typeof demoManager>>;

async function membership(userId: number, cabinetCode: number, company = 'DEMO') {
  const [row] = await getDb()
    .select({ id: s.cabinetMemberships.id, permissions: s.cabinetMemberships.permissions })
    .from(s.cabinetMemberships)
    .innerJoin(s.cabinets, eq(s.cabinets.id, s.cabinetMemberships.cabinetId))
    .innerJoin(s.companies, eq(s.companies.id, s.cabinets.companyId))
    .where(and(eq(s.cabinetMemberships.userId, userId), eq(s.companies.code, company), eq(s.cabinets.code, cabinetCode)));
  return row ?? null;
}

async function ownersOf(companyId: number) {
  const rows = await getDb()
    .select({ userId: s.businessAccounts.userId })
    .from(s.businessAccounts)
    .where(and(eq(s.businessAccounts.companyId, companyId), eq(s.businessAccounts.isOwner, true)));
  return rows.map((row) => row.userId);
}

const demoId = async () => (await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, 'DEMO')))[0].id;

describe('the company owner (issue 18)', () => {
  beforeAll(async () => {
    await seedDemoData();
    owner = await demoManager();
  });
  afterAll(async () => {
    await closeDb();
  });

  it('a co-manager can neither demote nor remove the owner, who still reaches the staff page', async () => {
    const coManager = await makeUser('co-manager', [{ company: 'DEMO', cabinet: 0, permissions: ALL }]);
    const ownerMain = (await membership(owner.id, 0))!;
    const demote = await call(app, 'PUT', `${W}/members/${ownerMain.id}`, { cookie: coManager.cookie, body: { permissions: ALL.filter((p) => p !== 'members.manage') } });
    expect([demote.status, demote.json.error?.code]).toEqual([403, 'owner_protected']);
    expect(demote.json.error.message).toBe('Владельца клиники не может изменить или удалить никто другой.');
    const remove = await call(app, 'DELETE', `${W}/members/${ownerMain.id}`, { cookie: coManager.cookie });
    expect([remove.status, remove.json.error?.code]).toEqual([403, 'owner_protected']);
    // Nor in another cabinet, from the main one.
    const ownerOther = (await membership(owner.id, 1))!;
    expect((await call(app, 'PUT', `${W}/members/${ownerOther.id}`, { cookie: coManager.cookie, body: { permissions: [] } })).status).toBe(403);
    expect((await call(app, 'DELETE', `${W}/members/${ownerOther.id}`, { cookie: coManager.cookie })).status).toBe(403);

    expect(sorted((await membership(owner.id, 0))!.permissions)).toEqual(sorted(ALL));
    expect(await membership(owner.id, 1)).not.toBeNull();
    const staff = await call(app, 'GET', `${R}/members`, { cookie: owner.cookie });
    expect(staff.status).toBe(200);
    const rows = staff.json.data as { USER: { ID: number }; IS_OWNER: boolean }[];
    expect(rows.filter((row) => row.IS_OWNER).map((row) => row.USER.ID)).toEqual([owner.id]);
    expect(rows.find((row) => row.USER.ID === coManager.id)!.IS_OWNER).toBe(false);
    // The owner still changes their own membership in another cabinet, and the co-manager anyone else.
    expect((await call(app, 'PUT', `${W}/members/${ownerOther.id}`, { cookie: owner.cookie, body: { permissions: ['content.edit'] } })).status).toBe(200);
    const plain = await makeUser('plain', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    expect((await call(app, 'DELETE', `${W}/members/${(await membership(plain.id, 0))!.id}`, { cookie: coManager.cookie })).status).toBe(200);
  });

  it('the owner keeps every permission in the main cabinet and leaves it only after handing the ownership over', async () => {
    const self = (await membership(owner.id, 0))!;
    const drop = await call(app, 'PUT', `/api/w-business/kk/DEMO/0/business/members/${self.id}`, { cookie: owner.cookie, body: { permissions: ALL.filter((p) => p !== 'members.manage') } });
    expect([drop.status, drop.json.error?.code]).toEqual([409, 'owner_keeps_permissions']);
    expect(drop.json.error.message).toContain('иелікті басқа қатысушыға беріңіз');
    const leave = await call(app, 'DELETE', `${W}/members/${self.id}`, { cookie: owner.cookie });
    expect([leave.status, leave.json.error?.code]).toEqual([409, 'owner_must_transfer']);
    expect(sorted((await membership(owner.id, 0))!.permissions)).toEqual(sorted(ALL));
  });

  it('a company left without an owner still keeps its last manager (409 last_manager)', async () => {
    const founder = await makeUser('ownerless');
    const created = await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: founder.cookie, body: { COMPANY_SLUG: `ownerless-${founder.id}`, COMPANY_NAME: 'Без владельца' } });
    expect(created.status).toBe(201);
    const code = created.json.data.COMPANY_CODE as string;
    const [company] = await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, code));
    expect(await ownersOf(company.id)).toEqual([founder.id]);
    await getDb().update(s.businessAccounts).set({ isOwner: false }).where(eq(s.businessAccounts.companyId, company.id));
    const self = (await membership(founder.id, 0, code))!;
    const drop = await call(app, 'PUT', `/api/w-business/ru/${code}/0/business/members/${self.id}`, { cookie: founder.cookie, body: { permissions: ['content.edit'] } });
    expect([drop.status, drop.json.error?.code]).toEqual([409, 'last_manager']);
  });

  it('the migration gives each company an owner: its creator if still a member, else the earliest manager, else the earliest member', async () => {
    const db = getDb();
    const file = readFileSync(path.join(process.cwd(), 'lib/db/migrations/0004_company_owner.sql'), 'utf8');
    const backfill = file.split('--> statement-breakpoint').at(-1)!;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

    async function company(label: string, members: { label: string; permissions: string[]; minute: number }[], creatorIndex: number | 'gone' | null) {
      const [row] = await db.insert(s.companies).values({ code: `BACKFILL_${label}`, slug: `backfill-${label.toLowerCase()}`, name: { ru: label } }).returning({ id: s.companies.id });
      const [cabinet] = await db.insert(s.cabinets).values({ companyId: row.id, code: 0, name: 'Главный' }).returning({ id: s.cabinets.id });
      const users = [];
      for (const m of members) {
        const user = await makeUser(`${label}-${m.label}`);
        await db.insert(s.cabinetMemberships).values({ userId: user.id, cabinetId: cabinet.id, permissions: m.permissions, createdAt: at(m.minute) });
        await db.insert(s.businessAccounts).values({ userId: user.id, companyId: row.id });
        users.push(user);
      }
      const creator = creatorIndex === 'gone' ? (await makeUser(`${label}-gone`)).id : creatorIndex === null ? null : users[creatorIndex].id;
      if (creator !== null) await db.insert(s.auditLog).values({ userId: creator, companyId: row.id, cabinetId: cabinet.id, action: 'company.create', targetType: 'company', targetId: row.id });
      return { id: row.id, users };
    }

    // The creator, demoted to content editing, is still a member: the owner again, with every permission.
    const a = await company('A', [{ label: 'early-manager', permissions: ['members.manage'], minute: 1 }, { label: 'creator', permissions: ['content.edit'], minute: 2 }], 1);
    // The creator is gone: the earliest member holding members.manage, not the earliest member.
    const b = await company('B', [{ label: 'early', permissions: ['content.edit'], minute: 1 }, { label: 'manager', permissions: ['members.manage', 'content.edit'], minute: 2 }, { label: 'late-manager', permissions: ['members.manage'], minute: 3 }], 'gone');
    // Nobody can manage the staff and no creator is known: the earliest member.
    const c = await company('C', [{ label: 'late', permissions: ['questions.read'], minute: 5 }, { label: 'early', permissions: ['content.edit'], minute: 1 }], null);

    await db.execute(sql.raw(backfill));
    // 0004 grants the eight permissions of its day; a later permission reaches them as a real upgrade does, by its own migration (0015: schedule.edit).
    const later = readFileSync(path.join(process.cwd(), 'lib/db/migrations/0015_booking-schedules.sql'), 'utf8');
    for (const statement of later.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await ownersOf(a.id)).toEqual([a.users[1].id]);
    expect(await ownersOf(b.id)).toEqual([b.users[1].id]);
    expect(await ownersOf(c.id)).toEqual([c.users[1].id]);
    for (const [userId, code] of [[a.users[1].id, 'BACKFILL_A'], [b.users[1].id, 'BACKFILL_B'], [c.users[1].id, 'BACKFILL_C']] as const) {
      expect(sorted((await membership(userId, 0, code))!.permissions)).toEqual(sorted(ALL));
    }
    // The others keep what they had, and a company that has an owner keeps it.
    expect((await membership(a.users[0].id, 0, 'BACKFILL_A'))!.permissions).toEqual(['members.manage']);
    expect(await ownersOf(await demoId())).toEqual([owner.id]);
    await db.execute(sql.raw(backfill));
    expect(await ownersOf(b.id)).toEqual([b.users[1].id]);
  });

  it('only the owner hands the ownership over; the former owner stays with every permission, the new owner is then protected', async () => {
    const successor = await makeUser('successor', [{ company: 'DEMO', cabinet: 0, permissions: ['members.manage', 'content.edit'] }]);
    const successorMain = (await membership(successor.id, 0))!;
    const ownerMain = (await membership(owner.id, 0))!;

    // A co-manager with every permission is not the owner.
    const coManager = await makeUser('co-manager-2', [{ company: 'DEMO', cabinet: 0, permissions: ALL }]);
    const usurp = await call(app, 'POST', `${W}/members/${(await membership(coManager.id, 0))!.id}/owner`, { cookie: coManager.cookie });
    expect([usurp.status, usurp.json.error?.code]).toEqual([403, 'owner_only']);
    // Only to a member of the main cabinet, and not to oneself.
    const inCabinet1 = await makeUser('cabinet-1-only', [{ company: 'DEMO', cabinet: 1, permissions: ['content.edit'] }]);
    const outside = await call(app, 'POST', `${W}/members/${(await membership(inCabinet1.id, 1))!.id}/owner`, { cookie: owner.cookie });
    expect([outside.status, outside.json.error?.code]).toEqual([409, 'owner_not_main_member']);
    const self = await call(app, 'POST', `${W}/members/${ownerMain.id}/owner`, { cookie: owner.cookie });
    expect([self.status, self.json.error?.code]).toEqual([409, 'already_owner']);
    expect(await ownersOf(await demoId())).toEqual([owner.id]);

    const transfer = await call(app, 'POST', `${W}/members/${successorMain.id}/owner`, { cookie: owner.cookie });
    expect(transfer.status, JSON.stringify(transfer.json)).toBe(200);
    expect(transfer.json.data).toEqual({ ID: successorMain.id, PERMISSIONS: ALL, IS_OWNER: true });
    expect(await ownersOf(await demoId())).toEqual([successor.id]);
    expect(sorted((await membership(successor.id, 0))!.permissions)).toEqual(sorted(ALL));
    expect(sorted((await membership(owner.id, 0))!.permissions)).toEqual(sorted(ALL));
    const [entry] = await getDb().select().from(s.auditLog).where(and(eq(s.auditLog.companyId, await demoId()), inArray(s.auditLog.action, ['member.owner']))).orderBy(desc(s.auditLog.id)).limit(1);
    expect(entry).toMatchObject({ userId: owner.id, targetType: 'member', targetId: successorMain.id, details: expect.objectContaining({ memberUserId: successor.id, fromUserId: owner.id }) });
    const listed = await call(app, 'GET', `${R}/members`, { cookie: successor.cookie });
    expect(listed.json.data.filter((row: { IS_OWNER: boolean }) => row.IS_OWNER).map((row: { USER: { ID: number } }) => row.USER.ID)).toEqual([successor.id]);

    // The former owner can no longer hand it on, nor touch the new owner; the new owner may change the former owner's.
    expect((await call(app, 'POST', `${W}/members/${ownerMain.id}/owner`, { cookie: owner.cookie })).json.error.code).toBe('owner_only');
    expect((await call(app, 'PUT', `${W}/members/${successorMain.id}`, { cookie: owner.cookie, body: { permissions: ['content.edit'] } })).json.error.code).toBe('owner_protected');
    const narrowed = await call(app, 'PUT', `${W}/members/${ownerMain.id}`, { cookie: successor.cookie, body: { permissions: ['content.edit', 'members.manage'] } });
    expect(narrowed.status).toBe(200);
    expect((await call(app, 'GET', `${R}/members`, { cookie: successor.cookie })).status).toBe(200);

    // And back, so the demo manager owns DEMO again for whatever runs next.
    expect((await call(app, 'POST', `${W}/members/${ownerMain.id}/owner`, { cookie: successor.cookie })).status).toBe(200);
    expect(await ownersOf(await demoId())).toEqual([owner.id]);
    expect(sorted((await membership(owner.id, 0))!.permissions)).toEqual(sorted(ALL));
  });
  it("the owner of a clinic with other staff cannot erase the account until the ownership is handed over; a clinic's only staff member can", async () => {
    const founder = await makeUser('founder');
    const password = 'Founder-pass-2026';
    await getDb().update(s.users).set({ passwordHash: await hashPassword(password) }).where(eq(s.users.id, founder.id));
    const created = await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: founder.cookie, body: { COMPANY_SLUG: `erase-${founder.id}`, COMPANY_NAME: 'Владелец' } });
    expect(created.status).toBe(201);
    const code = created.json.data.COMPANY_CODE as string;
    const erase = (locale: string) => call(app, 'POST', `/api/api-front2/${locale}/v1/user/delete`, { cookie: founder.cookie, body: { password } });

    const colleague = await makeUser('colleague', [{ company: code, cabinet: 0, permissions: ['content.edit'] }]);
    const refused = await erase('kk');
    expect([refused.status, refused.json.error?.code]).toEqual([409, 'owns_company']);
    expect(refused.json.error.message).toContain('иелік құқығын');
    expect((await getDb().select({ id: s.users.id }).from(s.users).where(eq(s.users.id, founder.id))).length).toBe(1);

    const colleagueMain = (await membership(colleague.id, 0, code))!;
    const handed = await call(app, 'POST', `/api/w-business/ru/${code}/0/business/members/${colleagueMain.id}/owner`, { cookie: founder.cookie });
    expect(handed.status).toBe(200);
    expect((await erase('ru')).status).toBe(200);
    const companyId = (await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, code)))[0].id;
    expect(await ownersOf(companyId)).toEqual([colleague.id]);

    // Alone on its staff, the owner erases the account; the clinic's site stays, without staff.
    const solo = await makeUser('solo');
    await getDb().update(s.users).set({ passwordHash: await hashPassword(password) }).where(eq(s.users.id, solo.id));
    const own = await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: solo.cookie, body: { COMPANY_SLUG: `solo-erase-${solo.id}`, COMPANY_NAME: 'Один' } });
    expect(own.status).toBe(201);
    const gone = await call(app, 'POST', '/api/api-front2/en/v1/user/delete', { cookie: solo.cookie, body: { password } });
    expect(gone.status).toBe(200);
    expect((await getDb().select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.code, own.json.data.COMPANY_CODE))).length).toBe(1);
  });
});

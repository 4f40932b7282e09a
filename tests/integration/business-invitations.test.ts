import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '@/lib/accounts/erasure';
import { createCompany } from '@/lib/business/clinic/company/create';
import { ROLE_PRESETS } from '@/lib/business/staff/role-presets';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { purgeExpiredPersonalData } from '@/lib/privacy/purge';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { publicBaseUrl } from '@/lib/seo/urls';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { call, demoManager, makeUser } from '../helpers/business';

/*
 * Issue 20: inviting staff by e-mail with a role preset. The invitation is mailed through the
 * outbox in the inviter's language with a link that carries everything; another user opens it,
 * accepts and holds the preset's permissions. Expired, revoked and used links say so; only
 * managers invite; sending is rate-limited; every step is in the log.
 */

const app = createApiApp();
const R = (locale = 'ru', cabinet = 0) => `/api/business-api-front2/${locale}/DEMO/${cabinet}/business`;
const W = (locale = 'ru', cabinet = 0) => `/api/w-business/${locale}/DEMO/${cabinet}/business`;
const USER = (locale = 'ru') => `/api/w-front/${locale}/v1/business/user/invitation`;
const sorted = (list: readonly string[]) => [...list].sort();
let manager: Awaited<ReturnType<typeof demoManager>>;
let seq = 0;
const address = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}@invite.test.kz`;

/** The newest mail to an address, and the token of the link in it. */
async function mailTo(email: string) {
  const [row] = await getDb().select().from(s.outbox).where(eq(s.outbox.recipient, email)).orderBy(desc(s.outbox.id)).limit(1);
  expect(row, `no mail to ${email}`).toBeTruthy();
  const link = /https?:\/\/\S+\/pro\/join\?invite=([A-Za-z0-9_-]+)/.exec(row.body);
  expect(link, row.body).toBeTruthy();
  return { row, link: link![0], token: link![1] };
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

const auditOf = async (action: string, targetId: number) => getDb().select().from(s.auditLog).where(and(eq(s.auditLog.action, action), eq(s.auditLog.targetId, targetId)));

describe('staff invitations by e-mail (issue 20)', () => {
  beforeAll(async () => {
    await seedDemoData();
    manager = await demoManager();
  });
  afterAll(async () => {
    await closeDb();
  });

  it('invite with a preset -> mail in the outbox -> another user accepts -> a member with the preset permissions; the link works once', async () => {
    const email = address('doctor');
    const sent = await call(app, 'POST', `${W()}/invitations`, { cookie: manager.cookie, body: { email: email.toUpperCase(), name: 'Айгерим', permissions: [...ROLE_PRESETS.doctor], cabinet: 1 } });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json.data).toMatchObject({ EMAIL: email, NAME: 'Айгерим', STATUS: 'pending', COMPANY_CABINET_CODE: 1 });
    expect(sorted(sent.json.data.PERMISSIONS)).toEqual(sorted(ROLE_PRESETS.doctor));
    const days = (Date.parse(sent.json.data.EXPIRES_AT) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const { row, token } = await mailTo(email);
    expect(row.subject).toContain(ru.BusinessInvites.mail.subject.split('{clinic}')[0]);
    expect(row.body).toContain('Айгерим');
    expect(row.body).toContain(ru.BusinessMembers.roles.doctor);
    // Only the hash is stored.
    const [stored] = await getDb().select().from(s.staffInvitations).where(eq(s.staffInvitations.id, sent.json.data.ID));
    expect(stored.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const invitee = await makeUser('invitee');
    const preview = await call(app, 'POST', `${USER()}/preview`, { cookie: invitee.cookie, body: { token } });
    expect(preview.status, JSON.stringify(preview.json)).toBe(200);
    expect(preview.json.data).toMatchObject({ COMPANY_CODE: 'DEMO', COMPANY_CABINET_CODE: 1, EMAIL: email });
    expect(preview.json.data.INVITED_BY).toBeTruthy();

    const accepted = await call(app, 'POST', `${USER()}/accept`, { cookie: invitee.cookie, body: { token } });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json.data).toMatchObject({ COMPANY_CODE: 'DEMO', COMPANY_CABINET_CODE: 1 });
    expect(Object.entries(accepted.json.data.PERMISSIONS).filter(([, on]) => on).map(([name]) => name).sort()).toEqual(sorted(ROLE_PRESETS.doctor));
    expect(sorted((await membership(invitee.id, 1))!.permissions)).toEqual(sorted(ROLE_PRESETS.doctor));
    // The new member reaches the cabinet.
    expect((await call(app, 'GET', `${R('ru', 1)}/user/get_access`, { cookie: invitee.cookie })).status).toBe(200);

    // Once only: a second try, by anyone, is refused in words.
    const again = await call(app, 'POST', `${USER()}/accept`, { cookie: (await makeUser('late')).cookie, body: { token } });
    expect([again.status, again.json.error.code, again.json.error.message]).toEqual([410, 'invitation_used', ru.BusinessErrors.invitation_used]);

    const listed = await call(app, 'GET', `${R()}/invitations?cabinet=1`, { cookie: manager.cookie });
    expect(listed.json.data.find((item: { ID: number }) => item.ID === sent.json.data.ID)).toMatchObject({ STATUS: 'accepted' });

    const [sendEntry] = await auditOf('invitation.send', sent.json.data.ID);
    expect(sendEntry).toMatchObject({ userId: manager.id, details: expect.objectContaining({ cabinetCode: 1 }) });
    // The log outlives an erasure: no address or name in it.
    expect(JSON.stringify(sendEntry.details)).not.toContain(email);
    expect(JSON.stringify(sendEntry.details)).not.toContain('Айгерим');
    const [acceptEntry] = await auditOf('invitation.accept', sent.json.data.ID);
    expect(acceptEntry).toMatchObject({ userId: invitee.id });
  });

  it('an invitation mail carries no link from the names its sender chose: clinic, cabinet, inviter and invitee names with URLs and bare domains show none', async () => {
    const owner = await makeUser('phisher');
    const clinic = await createCompany(owner.id, { COMPANY_SLUG: `phish-${Date.now().toString(36)}`, COMPANY_NAME: 'Клиника Шифо https://evil.example/login' } as never, 'ru');
    await getDb().update(s.cabinets).set({ name: 'Кабинет www.evil.example' }).where(eq(s.cabinets.companyId, clinic.id));
    await getDb().update(s.users).set({ name: 'Админ', lastname: 'evil.example/reset' }).where(eq(s.users.id, owner.id));
    const email = address('target');
    const sent = await call(app, 'POST', `/api/w-business/ru/${clinic.code}/0/business/invitations`, {
      cookie: owner.cookie,
      body: { email, name: 'Айгерим (зайдите на evil.example/x)', permissions: [...ROLE_PRESETS.doctor], cabinet: 0 },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const { row, link } = await mailTo(email);
    const meta = row.meta as { html: string; fromName: string };
    // Apart from the platform's own join link: no address, no domain, nothing a mail client links.
    for (const text of [row.subject ?? '', row.body, meta.html, meta.fromName]) {
      expect(text.split(link).join('')).not.toMatch(/evil|https?:|www\.|\.example/i);
    }
    // The names stay, without their links; the one link is the platform's own.
    expect(row.body).toContain('Клиника Шифо');
    expect(row.body).toContain('Кабинет');
    expect(row.body).toContain('Айгерим');
    expect(meta.fromName).toBe('Клиника Шифо');
    expect(new URL(link).origin).toBe(publicBaseUrl().origin);
    expect(row.body.match(/https?:\/\/\S+/g)).toEqual([link]);
  });

  it("the mail is in the inviter's language, and the link opens the page in it", async () => {
    const email = address('kk');
    expect((await call(app, 'POST', `${W('kk')}/invitations`, { cookie: manager.cookie, body: { email, permissions: [...ROLE_PRESETS.reception] } })).status).toBe(201);
    const { row, link } = await mailTo(email);
    expect(row.subject).toContain(kk.BusinessInvites.mail.subject.split('{clinic}')[0].trim() || '«');
    expect(row.body).toContain(kk.BusinessInvites.mail.greeting);
    expect(row.body).toContain(kk.BusinessMembers.roles.reception);
    expect(new URL(link).pathname).toBe('/kk/pro/join');
  });

  it('expired, revoked and unknown links get clear errors; a revoked or used one cannot be revoked again', async () => {
    const user = await makeUser('reader');
    const unknown = await call(app, 'POST', `${USER()}/preview`, { cookie: user.cookie, body: { token: 'x'.repeat(43) } });
    expect([unknown.status, unknown.json.error.code, unknown.json.error.message]).toEqual([404, 'invitation_invalid', ru.BusinessErrors.invitation_invalid]);

    const expiredEmail = address('expired');
    const expired = await call(app, 'POST', `${W()}/invitations`, { cookie: manager.cookie, body: { email: expiredEmail, permissions: ['content.edit'] } });
    await getDb().update(s.staffInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(s.staffInvitations.id, expired.json.data.ID));
    const { token: expiredToken } = await mailTo(expiredEmail);
    const late = await call(app, 'POST', `${USER('uz')}/accept`, { cookie: user.cookie, body: { token: expiredToken } });
    expect([late.status, late.json.error.code]).toEqual([410, 'invitation_expired']);
    expect(late.json.error.message).toContain('muddati oʻtgan');
    expect(await membership(user.id, 0)).toBeNull();

    const revokedEmail = address('revoked');
    const pending = await call(app, 'POST', `${W()}/invitations`, { cookie: manager.cookie, body: { email: revokedEmail, permissions: ['content.edit'] } });
    const { token: revokedToken } = await mailTo(revokedEmail);
    const revoke = await call(app, 'DELETE', `${W()}/invitations/${pending.json.data.ID}`, { cookie: manager.cookie });
    expect(revoke.status).toBe(200);
    expect(await auditOf('invitation.revoke', pending.json.data.ID)).toHaveLength(1);
    const refused = await call(app, 'POST', `${USER()}/accept`, { cookie: user.cookie, body: { token: revokedToken } });
    expect([refused.status, refused.json.error.code]).toEqual([410, 'invitation_revoked']);
    expect((await call(app, 'DELETE', `${W()}/invitations/${pending.json.data.ID}`, { cookie: manager.cookie })).json.error.code).toBe('invitation_not_pending');
    expect((await call(app, 'GET', `${R()}/invitations`, { cookie: manager.cookie })).json.data.find((item: { ID: number }) => item.ID === pending.json.data.ID)).toMatchObject({ STATUS: 'revoked' });

    // A new invitation to the same address replaces the pending one: the old link stops working.
    const firstEmail = address('twice');
    await call(app, 'POST', `${W()}/invitations`, { cookie: manager.cookie, body: { email: firstEmail, permissions: ['content.edit'] } });
    const { token: first } = await mailTo(firstEmail);
    await call(app, 'POST', `${W()}/invitations`, { cookie: manager.cookie, body: { email: firstEmail, permissions: ['menu.edit'] } });
    expect((await call(app, 'POST', `${USER()}/preview`, { cookie: user.cookie, body: { token: first } })).json.error.code).toBe('invitation_revoked');
  });

  it('only staff managers invite, only with permissions they hold, and not someone already a member', async () => {
    const editor = await makeUser('editor', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    const noRight = await call(app, 'POST', `${W()}/invitations`, { cookie: editor.cookie, body: { email: address('x'), permissions: ['content.edit'] } });
    expect([noRight.status, noRight.json.error.code]).toEqual([403, 'permission_required']);
    expect((await call(app, 'GET', `${R()}/invitations`, { cookie: editor.cookie })).status).toBe(403);
    expect((await call(app, 'POST', `${W()}/invitations`, { body: { email: address('x'), permissions: ['content.edit'] } })).status).toBe(401);

    const narrow = await makeUser('narrow-manager', [{ company: 'DEMO', cabinet: 0, permissions: ['members.manage', 'content.edit'] }]);
    const tooMuch = await call(app, 'POST', `${W()}/invitations`, { cookie: narrow.cookie, body: { email: address('x'), permissions: [...ROLE_PRESETS.manager] } });
    expect([tooMuch.status, tooMuch.json.error.code]).toEqual([403, 'permission_not_held']);

    const member = await makeUser('member', [{ company: 'DEMO', cabinet: 0, permissions: ['questions.read'] }]);
    const already = await call(app, 'POST', `${W()}/invitations`, { cookie: manager.cookie, body: { email: member.email!.toUpperCase(), permissions: ['content.edit'] } });
    expect([already.status, already.json.error.code, already.json.error.message]).toEqual([409, 'invitation_already_member', ru.BusinessErrors.invitation_already_member]);

    const invalid = await call(app, 'POST', `${W()}/invitations`, { cookie: manager.cookie, body: { email: 'not-an-address', permissions: [] } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.fields).toMatchObject({ email: ['invalid_email'], permissions: ['required'] });
  });

  it('sending is limited per inviter: the 21st invitation within the hour is 429 with Retry-After', async () => {
    const busy = await makeUser('busy-manager', [{ company: 'DEMO', cabinet: 0, permissions: ['members.manage', 'content.edit'] }]);
    for (let index = 0; index < 20; index += 1) {
      const sent = await call(app, 'POST', `${W()}/invitations`, { cookie: busy.cookie, body: { email: address(`bulk${index}`), permissions: ['content.edit'], cabinet: 1 } });
      expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    }
    const over = await call(app, 'POST', `${W()}/invitations`, { cookie: busy.cookie, body: { email: address('over'), permissions: ['content.edit'] } });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("the invitee's address goes with their account's erasure; an erased inviter is unlinked; data.purge deletes long-expired invitations", async () => {
    const invitee = await makeUser('erased-invitee');
    const inviter = await makeUser('erased-inviter', [{ company: 'DEMO', cabinet: 0, permissions: ['members.manage', 'content.edit'] }]);
    const toInvitee = await call(app, 'POST', `${W()}/invitations`, { cookie: inviter.cookie, body: { email: invitee.email, permissions: ['content.edit'] } });
    const other = address('kept');
    const toOther = await call(app, 'POST', `${W()}/invitations`, { cookie: inviter.cookie, body: { email: other, name: 'Кept', permissions: ['content.edit'] } });
    expect([toInvitee.status, toOther.status]).toEqual([201, 201]);

    await deleteAccount(invitee);
    const rows = async () => getDb().select().from(s.staffInvitations).where(inArray(s.staffInvitations.id, [toInvitee.json.data.ID, toOther.json.data.ID]));
    expect((await rows()).map((row) => row.id)).toEqual([toOther.json.data.ID]);
    await getDb().delete(s.cabinetMemberships).where(eq(s.cabinetMemberships.userId, inviter.id));
    await getDb().delete(s.businessAccounts).where(eq(s.businessAccounts.userId, inviter.id));
    await deleteAccount(inviter);
    expect((await rows())[0]).toMatchObject({ id: toOther.json.data.ID, invitedBy: null, email: other });

    const now = new Date();
    await getDb().update(s.staffInvitations).set({ expiresAt: new Date(now.getTime() - 31 * 86_400_000) }).where(eq(s.staffInvitations.id, toOther.json.data.ID));
    const recent = await call(app, 'POST', `${W()}/invitations`, { cookie: manager.cookie, body: { email: address('recent'), permissions: ['content.edit'] } });
    await getDb().update(s.staffInvitations).set({ expiresAt: new Date(now.getTime() - 29 * 86_400_000) }).where(eq(s.staffInvitations.id, recent.json.data.ID));
    const purged = await purgeExpiredPersonalData(now);
    expect(purged.invitations).toBeGreaterThanOrEqual(1);
    expect(await rows()).toEqual([]);
    expect(await getDb().select().from(s.staffInvitations).where(eq(s.staffInvitations.id, recent.json.data.ID))).toHaveLength(1);
  });
});

describe('the log says what changed (issue 20)', () => {
  it("a member's permissions, the clinic's settings and a news category record their before and after", async () => {
    const colleague = await makeUser('colleague', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]);
    const row = (await membership(colleague.id, 0))!;
    expect((await call(app, 'PUT', `${W()}/members/${row.id}`, { cookie: manager.cookie, body: { permissions: ['content.edit', 'menu.edit'] } })).status).toBe(200);
    const [update] = await auditOf('member.update', row.id);
    expect(update.details, JSON.stringify(update.details)).toMatchObject({ changes: { permissions: { before: ['content.edit'], after: ['menu.edit', 'content.edit'] } } });

    const settings = await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: manager.cookie, body: { COMPANY_CODE: 'DEMO', is_active_online_entry: false } });
    expect(settings.status, JSON.stringify(settings.json)).toBe(200);
    await call(app, 'POST', '/api/w-front/ru/v1/business/user/company', { cookie: manager.cookie, body: { COMPANY_CODE: 'DEMO', is_active_online_entry: true } });
    const [company] = await getDb().select().from(s.auditLog).where(eq(s.auditLog.action, 'company.update')).orderBy(desc(s.auditLog.id)).limit(1);
    expect(company.details).toMatchObject({ changes: { isActiveOnlineEntry: { before: false, after: true } } });

    const created = await call(app, 'POST', `${W()}/news_categories`, { cookie: manager.cookie, body: { name: { ru: `Вакансии ${Date.now()}` } } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const renamed = await call(app, 'PUT', `${W()}/news_categories/${created.json.data.ID}`, { cookie: manager.cookie, body: { name: { ru: 'Работа у нас' } } });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    const [category] = await auditOf('news_category.update', created.json.data.ID);
    expect(category.details).toMatchObject({ changes: { name: { after: { ru: 'Работа у нас' } } } });
  });
});

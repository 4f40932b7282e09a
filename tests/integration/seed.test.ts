import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/auth/password';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData } from '@/lib/seed';
import { MENU_ALIASES, RELATION_TYPE } from '@/lib/menu/section-types';
import { docToPlainText } from '@/lib/content/rich-text/doc';
import { findBookingDoctor } from '@/lib/booking/queries';
import { readFreeSlots } from '@/lib/booking/visits';
import { addWallDays, instantToWallDate } from '@/lib/dates/wall-time';

const ALL_PERMISSIONS = ['company.edit', 'menu.edit', 'content.edit', 'specialists.edit', 'reviews.moderate', 'appointments.read', 'questions.read', 'members.manage', 'schedule.edit'];
const db = () => getDb();

async function company(code: string) {
  const [row] = await db().select().from(s.companies).where(eq(s.companies.code, code));
  return row;
}
const menuOf = (companyId: number) => db().select().from(s.menuItems).where(eq(s.menuItems.companyId, companyId)).orderBy(asc(s.menuItems.position));
const keys = (text: object | null) => Object.keys(text ?? {}).sort();
const publicFile = (src: string) => existsSync(path.join(process.cwd(), 'public', src));

describe('demo seed', () => {
  let demo: typeof s.companies.$inferSelect;
  let family: typeof s.companies.$inferSelect;

  beforeAll(async () => {
    // Twice: the second run must replace the first, not add to it.
    await seedDemoData();
    await seedDemoData();
    demo = await company('DEMO');
    family = await company('FAMILY');
  }, 120_000);

  afterAll(async () => {
    await closeDb();
  });

  it('is idempotent: one copy of each demo company and user', async () => {
    expect(await isDatabaseEmpty()).toBe(false);
    const companies = await db().select().from(s.companies).where(inArray(s.companies.code, ['DEMO', 'FAMILY']));
    expect(companies).toHaveLength(2);
    const users = await db().select().from(s.users).where(inArray(s.users.email, DEMO_ACCOUNTS.map((a) => a.login)));
    expect(users).toHaveLength(2);
    const specialists = await db().select().from(s.specialists).where(eq(s.specialists.companyId, demo.id));
    expect(new Set(specialists.map((x) => x.slug)).size).toBe(specialists.length);
  });

  it('demo-clinic: four languages, online entry, issues e-mail, custom domain, contacts', async () => {
    expect(demo.slug).toBe('demo-clinic');
    expect(keys(demo.name)).toEqual(['en', 'kk', 'ru', 'uz']);
    expect(demo.templateId).toBe('landing');
    expect(demo.isActiveOnlineEntry).toBe(true);
    expect(demo.emailForIssues).toBe('questions@demo-clinic.kz');
    for (const field of [demo.shortDescription, demo.about, demo.address, demo.workingHours]) expect(keys(field)).toEqual(['en', 'kk', 'ru', 'uz']);
    expect(demo.about!.ru!.content.filter((node) => node.type === 'paragraph').length).toBeGreaterThanOrEqual(3);
    expect(demo.phones.length).toBeGreaterThan(0);
    for (const phone of demo.phones) expect(phone).toMatch(/^\+7[\d ]+$/);
    expect(demo.mapUrl).toMatch(/^https:\/\//);
    expect(Number(demo.latitude)).toBeCloseTo(43.24, 1);
    expect(publicFile(demo.logo!) && publicFile(demo.faviconLink!)).toBe(true);
    const domains = await db().select().from(s.companyDomains).where(eq(s.companyDomains.companyId, demo.id));
    expect(domains.map((d) => d.host)).toEqual(['demo-clinic.localhost']);
  });

  it('family-med: Russian and Kazakh only, online entry off, no issues e-mail, no domain', async () => {
    expect(family.slug).toBe('family-med');
    expect(keys(family.name)).toEqual(['kk', 'ru']);
    expect(family.templateId).toBe('landing-wide');
    expect(family.isActiveOnlineEntry).toBe(false);
    expect(family.emailForIssues).toBeNull();
    expect(publicFile(family.logo!) && publicFile(family.faviconLink!)).toBe(true);
    expect(await db().select().from(s.companyDomains).where(eq(s.companyDomains.companyId, family.id))).toHaveLength(0);
    const texts = [
      ...(await menuOf(family.id)).map((m) => m.name),
      ...(await db().select().from(s.specialists).where(eq(s.specialists.companyId, family.id))).flatMap((x) => [x.fullName, x.bio]),
      ...(await db().select().from(s.news).where(eq(s.news.companyId, family.id))).flatMap((x) => [x.title, x.body]),
    ];
    for (const text of texts) expect(keys(text)).toEqual(['kk', 'ru']);
  });

  it('writes Kazakh in Kazakh letters and Uzbek with the proper ʻ', async () => {
    expect(docToPlainText(demo.about!.kk)).toMatch(/[әғқңөұүһі]/);
    const uz = [docToPlainText(demo.about!.uz), ...(await db().select().from(s.news).where(eq(s.news.companyId, demo.id))).map((n) => docToPlainText(n.body.uz))].join(' ');
    expect(uz).toContain('oʻ');
    expect(uz).not.toMatch(/[oOgG]['’‘`]/);
  });

  it('demo-clinic menu uses every section type and every menu rule', async () => {
    const items = await menuOf(demo.id);
    const typeCodes = new Set(items.map((m) => m.typeCode));
    for (let code = 1; code <= 13; code++) expect(typeCodes, `type ${code}`).toContain(code);
    for (const item of items) expect(keys(item.name)).toEqual(['en', 'kk', 'ru', 'uz']);

    expect(items.some((m) => m.isHidden)).toBe(true);
    expect(items.some((m) => m.relationType === RELATION_TYPE.MATERIAL && m.relationCode === null)).toBe(true);

    const childrenOf = (id: number) => items.filter((m) => m.parentId === id);
    const parents = items.filter((m) => m.parentId === null && childrenOf(m.id).length > 0);
    const allHidden = parents.filter((p) => childrenOf(p.id).every((c) => c.isHidden));
    expect(allHidden.length).toBeGreaterThanOrEqual(1);
    expect(allHidden[0]).toMatchObject({ typeCode: null, relationType: RELATION_TYPE.SECTION });
    const patients = parents.find((p) => p.name.ru === 'Пациентам')!;
    expect(childrenOf(patients.id).filter((c) => !c.isHidden).map((c) => c.typeCode)).toEqual(expect.arrayContaining([5, 6, 7, 11]));

    expect(items.map((m) => m.alias).filter(Boolean)).toEqual(expect.arrayContaining(Object.keys(MENU_ALIASES)));

    const materialCodes = new Set((await db().select().from(s.materials).where(eq(s.materials.companyId, demo.id))).map((m) => m.code));
    expect(items.some((m) => m.typeCode === 4 && m.relationType === RELATION_TYPE.MATERIAL && m.relationCode && materialCodes.has(m.relationCode))).toBe(true);

    const top = items.filter((m) => m.parentId === null).map((m) => m.name.en);
    expect(top[0]).toBe('About us');
    expect(top[1]).toBe('For patients');
    expect(top.at(-1)).toBe('Contacts');
  });

  it('family-med menu holds the appointment and ask-question items the rules will drop', async () => {
    const typeCodes = (await menuOf(family.id)).map((m) => m.typeCode);
    expect(typeCodes).toEqual(expect.arrayContaining([3, 5, 1, 2, 10, 12, 6, 7]));
  });

  it('fills the content pages of both clinics', async () => {
    for (const [c, minimum] of [[demo, 8], [family, 4]] as const) {
      const specialists = await db().select().from(s.specialists).where(eq(s.specialists.companyId, c.id));
      expect(specialists.length).toBeGreaterThanOrEqual(minimum);
      for (const x of specialists) {
        expect(x.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(publicFile(x.photo!)).toBe(true);
        expect(x.languages.length).toBeGreaterThan(0);
        expect(x.experienceYears).toBeGreaterThan(0);
        for (const field of [x.education, x.services, x.schedule, x.bio]) expect(field?.kk).toBeTruthy();
      }
      const albums = await db().select().from(s.galleryAlbums).where(eq(s.galleryAlbums.companyId, c.id));
      expect(albums.length).toBeGreaterThanOrEqual(2);
      expect(albums.length).toBeLessThanOrEqual(3);
      const photos = await db().select().from(s.galleryPhotos).where(inArray(s.galleryPhotos.albumId, albums.map((a) => a.id)));
      for (const photo of photos) expect(publicFile(photo.src) && photo.width > 0 && photo.height > 0).toBe(true);
      const statuses = new Set((await db().select().from(s.reviews).where(eq(s.reviews.companyId, c.id))).map((r) => r.status));
      expect([...statuses].sort()).toEqual(['pending', 'published', 'rejected']);
    }
    const demoReviews = await db().select().from(s.reviews).where(eq(s.reviews.companyId, demo.id));
    expect(demoReviews.some((r) => r.specialistId !== null) && demoReviews.some((r) => r.specialistId === null)).toBe(true);
    expect(demoReviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    expect(demoReviews.filter((r) => r.rating >= 4).length).toBeGreaterThan(demoReviews.length / 2);

    const materials = await db().select().from(s.materials).where(eq(s.materials.companyId, demo.id));
    expect(materials.map((m) => m.code)).toEqual(expect.arrayContaining(['patient-rights', 'price-list', 'preparation-for-tests']));
    expect(await db().select().from(s.materials).where(eq(s.materials.companyId, family.id))).not.toHaveLength(0);
    expect((await db().select().from(s.directorPosts).where(eq(s.directorPosts.companyId, demo.id))).length).toBeGreaterThanOrEqual(3);
  });

  it('demo-clinic news: three categories, one longer than a page, dates over the last 18 months', async () => {
    const categories = await db().select().from(s.newsCategories).where(eq(s.newsCategories.companyId, demo.id)).orderBy(asc(s.newsCategories.position));
    expect(categories.map((c) => c.slug)).toEqual(['clinic-news', 'health-tips', 'promotions']);
    for (const c of categories) expect(c).toMatchObject({ component: 'news-list', props: {} });
    const items = await db().select().from(s.news).where(eq(s.news.companyId, demo.id));
    const sizes = categories.map((c) => items.filter((n) => n.categoryId === c.id).length);
    expect(sizes[0]).toBeGreaterThan(12);
    for (const size of sizes.slice(1)) expect(size).toBeGreaterThanOrEqual(3);

    const now = Date.now();
    const eighteenMonths = 549 * 24 * 3600 * 1000;
    for (const n of items) {
      expect(now - n.publishedAt.getTime()).toBeGreaterThanOrEqual(0);
      expect(now - n.publishedAt.getTime()).toBeLessThan(eighteenMonths);
      expect(n.body.ru!.content.length).toBeGreaterThanOrEqual(2);
    }
    const thisYear = new Date().getFullYear();
    expect(items.some((n) => n.publishedAt.getFullYear() < thisYear)).toBe(true);

    const familyCategories = await db().select().from(s.newsCategories).where(eq(s.newsCategories.companyId, family.id));
    expect(familyCategories.length).toBeGreaterThanOrEqual(1);
  });

  it('creates the cabinets, the business access and the access code: the manager has two companies with two cabinets each', async () => {
    const cabinets = await db().select().from(s.cabinets).where(inArray(s.cabinets.companyId, [demo.id, family.id])).orderBy(asc(s.cabinets.code));
    expect(cabinets.filter((c) => c.companyId === demo.id).map((c) => c.code)).toEqual([0, 1]);
    expect(cabinets.filter((c) => c.companyId === family.id).map((c) => c.code)).toEqual([0, 1]);
    for (const c of cabinets.filter((c) => c.code === 0)) expect(c.name).toBe('Главный кабинет');

    const [manager] = await db().select().from(s.users).where(eq(s.users.email, 'manager@demo-clinic.kz'));
    const accounts = await db().select().from(s.businessAccounts).where(eq(s.businessAccounts.userId, manager.id));
    expect(accounts).toEqual([
      expect.objectContaining({ companyId: demo.id, emailForIssues: 'questions@demo-clinic.kz' }),
      expect.objectContaining({ companyId: family.id, emailForIssues: null }),
    ]);

    const second = cabinets.find((c) => c.companyId === demo.id && c.code === 1)!;
    const memberships = await db().select().from(s.cabinetMemberships).where(eq(s.cabinetMemberships.userId, manager.id));
    expect(memberships).toHaveLength(4);
    const held = (companyId: number, code: number) => [...memberships.find((m) => m.cabinetId === cabinets.find((c) => c.companyId === companyId && c.code === code)!.id)!.permissions].sort();
    expect(held(demo.id, 0)).toEqual([...ALL_PERMISSIONS].sort());
    expect(held(family.id, 0)).toEqual([...ALL_PERMISSIONS].sort());
    expect(held(demo.id, 1)).toEqual(['content.edit', 'reviews.moderate']);
    expect(held(family.id, 1)).toEqual(['appointments.read', 'questions.read']);

    const codes = await db().select().from(s.accessCodes).where(eq(s.accessCodes.cabinetId, second.id));
    expect(codes).toHaveLength(1);
    expect(codes[0].codeHash).toBe(createHash('sha256').update('DEMO-ACCESS-2026').digest('hex'));
    expect(codes[0].permissions).toEqual(['content.edit']);
  });

  it('gives the demo doctors weekly hours and visit types: most take free slots, one per clinic a request', async () => {
    for (const clinic of [demo, family]) {
      const doctors = await db().select().from(s.specialists).where(eq(s.specialists.companyId, clinic.id));
      const modes = await db().select().from(s.doctorBooking).where(eq(s.doctorBooking.companyId, clinic.id));
      expect(modes.filter((row) => row.mode === 'request')).toHaveLength(1);
      expect(modes.filter((row) => row.mode === 'slots').length).toBeGreaterThan(doctors.length / 2);
      for (const row of modes) {
        const types = await db().select().from(s.visitTypes).where(eq(s.visitTypes.specialistId, row.specialistId));
        const hours = await db().select().from(s.scheduleHours).where(eq(s.scheduleHours.specialistId, row.specialistId));
        expect(types.length).toBeGreaterThanOrEqual(1);
        expect(types.length).toBeLessThanOrEqual(3);
        expect(new Set(hours.map((hour) => hour.weekday)).size).toBeGreaterThanOrEqual(3);
      }
    }
    // Prices come from the demo clinic's price list: a GP's first visit costs what the list says.
    const [gp] = await db().select().from(s.specialists).where(eq(s.specialists.slug, 'aigerim-seitkali'));
    const [firstVisit] = await db().select().from(s.visitTypes).where(eq(s.visitTypes.specialistId, gp.id)).orderBy(asc(s.visitTypes.position));
    expect(firstVisit).toMatchObject({ durationMinutes: 30, price: 9000 });
  });

  it('shows free times of the demo doctors for the next two weeks', async () => {
    const doctor = await findBookingDoctor(demo.id, (await db().select().from(s.specialists).where(eq(s.specialists.slug, 'dmitriy-volkov')))[0].id);
    const from = instantToWallDate(new Date(), demo.timeZone);
    const slots = await readFreeSlots(doctor!, 30, from, addWallDays(from, 13));
    expect(slots.length).toBeGreaterThan(50);
  });

  it('creates the demo users with their known passwords', async () => {
    const [patient] = await db().select().from(s.users).where(eq(s.users.email, 'patient@demo-clinic.kz'));
    expect(patient).toMatchObject({ tel: '+77011234567', lastname: expect.stringMatching(/^[А-ЯЁ]/), name: expect.any(String), middlename: expect.any(String) });
    expect(patient.emailConfirmedAt).toBeInstanceOf(Date);
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db().select().from(s.users).where(eq(s.users.email, account.login));
      expect(await verifyPassword(user.passwordHash!, account.password)).toBe(true);
      expect(await verifyPassword(user.passwordHash!, `${account.password}!`)).toBe(false);
    }
  });
});

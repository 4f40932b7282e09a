import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '@/lib/business/clinic/company/create';
import { purgeClosedCompanies } from '@/lib/business/clinic/site-life/purge';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { setTxtResolver } from '@/lib/domains/resolver';
import { searchClinics } from '@/lib/platform/queries';
import { offlineResponse } from '@/lib/proxy/offline';
import { resolveRequest } from '@/lib/proxy/resolve';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { getStorage } from '@/lib/storage';
import { putPublicFile } from '@/lib/storage/public-files';
import { recordUploads } from '@/lib/storage/upload-owners';
import { findCompanyCode } from '@/lib/tenants/queries';
import { forgetTenants, lookupTenant } from '@/lib/tenants/tenant-lookup';
import { call, makeUser } from '../helpers/business';
import { multipartHeaders } from '../helpers/profile-data';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';

/*
 * Issue 19, a site's life (the owner only): offline and back online (every public address
 * answers the offline page, the platform lists it nowhere), closing with a grace period the
 * owner may cancel, and the purge after it, which deletes the clinic's rows and files and frees
 * its slug and domains.
 */

const app = createApiApp();
const unique = () => Math.random().toString(36).slice(2, 8);
const dns = new Map<string, string[]>();
let uploads = '';

type Clinic = { id: number; code: string; slug: string; name: string; owner: { id: number; cookie: string } };

async function clinic(label: string): Promise<Clinic> {
  const owner = await makeUser(label);
  const slug = `${label}-${unique()}`;
  const name = `Клиника ${label} ${unique()}`;
  const company = await createCompany(owner.id, { COMPANY_SLUG: slug, COMPANY_NAME: name } as never, 'ru');
  return { id: company.id, code: company.code, slug, name, owner };
}

const r = (c: Clinic, p: string, locale = 'ru') => `/api/business-api-front2/${locale}/${c.code}/0/business${p}`;
const w = (c: Clinic, p: string, locale = 'ru') => `/api/w-business/${locale}/${c.code}/0/business${p}`;

const visit = (host: string, pathname: string, acceptLanguage: string | null = null) =>
  resolveRequest({ host, pathname, cookieLocale: undefined, acceptLanguage, userAgent: 'Mozilla/5.0', platformHosts: ['localhost'], lookup: lookupTenant });

async function verifiedDomain(c: Clinic, host: string) {
  const added = await call(app, 'POST', w(c, '/domains'), { cookie: c.owner.cookie, body: { domain: host } });
  dns.set(`_clinic-verification.${host}`, [added.json.data.RECORDS[0].VALUE]);
  const verified = await call(app, 'POST', w(c, `/domains/${added.json.data.ID}/verify`), { cookie: c.owner.cookie });
  expect(verified.status).toBe(200);
  return verified.json.data;
}

/** A picture upload of the clinic's owner (multipart, one file in `field`); the answer's data. */
async function uploadAs(c: Clinic, p: string, field: string, width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#2a7bd5' } }).jpeg().toBuffer();
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await app.request(w(c, p), { method: 'POST', body: form, headers: { ...multipartHeaders(form, [c.owner.cookie]), 'x-client-address': `10.253.${c.id % 250}.7` } });
  const json = await response.json();
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json.data;
}

type Descriptor = { key: string; widths: number[]; formats: string[] };
const variantKeys = (image: Descriptor) => image.formats.flatMap((format) => image.widths.map((width) => `${image.key}/${width}.${format}`));

/** A clinic's pictures uploaded through the business API: a doctor's portrait, a gallery photo, a news image (all variants) and a rich-text image. */
async function uploadPictures(c: Clinic) {
  const doctor = await call(app, 'POST', w(c, '/doctors'), { cookie: c.owner.cookie, body: { full_name: { ru: `Доктор ${unique()}` }, specialty: { ru: 'Терапевт' } } });
  expect(doctor.status).toBe(201);
  const portrait: Descriptor = (await uploadAs(c, `/doctors/${doctor.json.data.ID}/photo`, 'photo', 1200, 1500)).PHOTO_IMAGE;
  const album = await call(app, 'POST', w(c, '/gallery_albums'), { cookie: c.owner.cookie, body: { title: { ru: 'Холл' } } });
  const photo: Descriptor = (await uploadAs(c, `/gallery_albums/${album.json.data.ID}/photos`, 'photo', 1700, 1000)).IMAGE;
  const [item] = await getDb().select({ id: s.news.id }).from(s.news).where(eq(s.news.companyId, c.id)).limit(1);
  const newsImage = await getDb().select({ imageMedia: s.news.imageMedia }).from(s.news).where(eq(s.news.id, (await uploadAs(c, `/news/${item.id}/image`, 'image', 900, 600)).ID));
  const content = (await uploadAs(c, '/content_images', 'image', 300, 200)).src as string;
  return { portrait, photo, news: newsImage[0].imageMedia as Descriptor, content, contentKey: content.replace('/api/uploads/', '') };
}

describe("a site's life (owner only)", () => {
  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'site-life-uploads-'));
    process.env.UPLOADS_DIR = uploads;
    await seedDemoData();
    setTxtResolver(async (name) => {
      const values = dns.get(name);
      if (!values) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
      return values.map((value) => [value]);
    });
  });
  afterEach(() => forgetTenants());
  afterAll(async () => {
    setTxtResolver(null);
    delete process.env.UPLOADS_DIR;
    await rm(uploads, { recursive: true, force: true });
    await closeDb();
  });

  it('takes the site offline and back online: every public address answers the offline page, the platform does not list it', async () => {
    const c = await clinic('life');
    const host = `life-${unique()}.kz`;
    await verifiedDomain(c, host);
    const state = await call(app, 'GET', r(c, '/site'), { cookie: c.owner.cookie });
    expect(state.json.data).toEqual({ STATUS: 'online', PURGE_AT: null, IS_OWNER: true });

    const offline = await call(app, 'POST', w(c, '/site/offline'), { cookie: c.owner.cookie });
    expect(offline.status).toBe(200);
    expect(offline.json.data.STATUS).toBe('offline');
    expect(await visit('localhost', `/l/${c.slug}/about`)).toEqual({ kind: 'offline', locale: 'ru' });
    expect(await visit(host, '/kk/news')).toEqual({ kind: 'offline', locale: 'kk' });
    expect(await visit(host, '/', 'en-US,en;q=0.9')).toEqual({ kind: 'offline', locale: 'en' });
    expect(await findCompanyCode(c.slug)).toBeNull();
    expect(await findCompanyCode(host)).toBeNull();
    expect((await searchClinics({ query: c.name, page: 1 })).clinics.map((row) => row.slug)).not.toContain(c.slug);
    expect((await app.request(`/api/domains/ask?domain=${host}`)).status).toBe(404);
    // The clinic's public record answers 404 too.
    expect((await call(app, 'GET', `/api/front/ru/v1/company/${c.slug}`)).status).toBe(404);

    const page = offlineResponse('kk', 'Mozilla/5.0');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('86400');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain('<html lang="kk">');
    expect(html).toContain('Сайт уақытша қолжетімсіз');
    expect(html).toContain('name="robots" content="noindex"');
    expect((await offlineResponse('ru', 'Googlebot/2.1').text())).toBe('Service Unavailable');

    // Offline twice is a conflict.
    expect((await call(app, 'POST', w(c, '/site/offline'), { cookie: c.owner.cookie })).json.error.code).toBe('site_status_conflict');

    const online = await call(app, 'POST', w(c, '/site/online'), { cookie: c.owner.cookie });
    expect(online.json.data.STATUS).toBe('online');
    expect(await visit('localhost', `/l/${c.slug}/about`)).toMatchObject({ kind: 'rewrite', path: `/ru/l/${c.slug}/about` });
    expect(await visit(host, '/')).toMatchObject({ kind: 'rewrite' });
    expect((await searchClinics({ query: c.name, page: 1 })).clinics.map((row) => row.slug)).toContain(c.slug);

    const actions = await getDb().select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.companyId, c.id));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['site.offline', 'site.online']));
  });

  it('only the owner may change it: a member with every permission is refused, in their language', async () => {
    const c = await clinic('owner');
    const manager = await makeUser('manager', [{ company: c.code, cabinet: 0, permissions: ['company.edit', 'members.manage', 'content.edit'] }]);
    expect((await call(app, 'GET', r(c, '/site'), { cookie: manager.cookie })).json.data.IS_OWNER).toBe(false);
    for (const [p, body] of [['/site/offline', undefined], ['/site/close', { confirm_name: c.name }]] as const) {
      const refused = await call(app, 'POST', w(c, p, 'en'), { cookie: manager.cookie, body });
      expect(refused.status, p).toBe(403);
      expect(refused.json.error).toMatchObject({ code: 'site_owner_only', message: expect.stringContaining('owner') });
    }
    const [row] = await getDb().select({ status: s.companies.status }).from(s.companies).where(eq(s.companies.id, c.id));
    expect(row.status).toBe('online');
  });

  it('closing needs the name typed; the owner can cancel during the grace period; after it the purge deletes rows and files and frees the slug and domains', async () => {
    const c = await clinic('closing');
    const host = `closing-${unique()}.kz`;
    await verifiedDomain(c, host);
    // Files it uploaded (recorded as its own): the logo, a news image, and a variant in its media folder.
    const logo = await putPublicFile('logos', new Uint8Array([1, 2, 3]), 'png', c.id);
    const image = await putPublicFile('news', new Uint8Array([4, 5, 6]), 'webp', c.id);
    const mediaKey = `media/${c.id}/${'ab'.repeat(12)}/320.webp`;
    await getStorage().put(mediaKey, new Uint8Array([7]), 'image/webp');
    await recordUploads(c.id, [mediaKey]);
    const other = await putPublicFile('logos', new Uint8Array([9]), 'png');
    await getDb().update(s.companies).set({ logo: logo.url }).where(eq(s.companies.id, c.id));
    await getDb().update(s.news).set({ image: image.url, body: { ru: plainTextToDoc(`Фото: /api/uploads/${mediaKey}`) } }).where(eq(s.news.companyId, c.id));

    const mismatch = await call(app, 'POST', w(c, '/site/close', 'uz'), { cookie: c.owner.cookie, body: { confirm_name: 'Другая клиника' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.error.fields).toEqual({ confirm_name: ['name_mismatch'] });

    const now = new Date();
    const closing = await call(app, 'POST', w(c, '/site/close'), { cookie: c.owner.cookie, body: { confirm_name: `  ${c.name.toUpperCase()} ` } });
    expect(closing.status).toBe(200);
    expect(closing.json.data.STATUS).toBe('closing');
    const purgeAt = new Date(closing.json.data.PURGE_AT);
    expect(purgeAt.getTime()).toBeGreaterThan(now.getTime() + 29 * 86_400_000);
    expect(await visit('localhost', `/l/${c.slug}`)).toEqual({ kind: 'offline', locale: 'ru' });

    // Cancel, then close again.
    const reopened = await call(app, 'POST', w(c, '/site/reopen'), { cookie: c.owner.cookie });
    expect(reopened.json.data).toMatchObject({ STATUS: 'offline', PURGE_AT: null });
    expect((await purgeClosedCompanies(new Date(purgeAt.getTime() + 1000))).companies).toBe(0);
    await call(app, 'POST', w(c, '/site/close'), { cookie: c.owner.cookie, body: { confirm_name: c.name } });
    const [stored] = await getDb().select({ purgeAt: s.companies.purgeAt }).from(s.companies).where(eq(s.companies.id, c.id));

    // Before the date nothing goes.
    expect((await purgeClosedCompanies(new Date(stored.purgeAt!.getTime() - 1000))).companies).toBe(0);
    expect(await getStorage().get(logo.key)).not.toBeNull();

    const purged = await purgeClosedCompanies(new Date(stored.purgeAt!.getTime() + 1000));
    expect(purged.companies).toBe(1);
    expect(await getDb().select().from(s.companies).where(eq(s.companies.id, c.id))).toEqual([]);
    for (const table of [s.news, s.newsCategories, s.menuItems, s.materials, s.cabinets, s.businessAccounts, s.companyDomains]) {
      expect(await getDb().select().from(table).where(eq(table.companyId, c.id))).toEqual([]);
    }
    expect(await getStorage().get(logo.key)).toBeNull();
    expect(await getStorage().get(image.key)).toBeNull();
    expect(await getStorage().get(mediaKey)).toBeNull();
    // Another file stays.
    expect(await getStorage().get(other.key)).not.toBeNull();
    // The owner's account stays; only the membership went.
    expect(await getDb().select({ id: s.users.id }).from(s.users).where(eq(s.users.id, c.owner.id))).toHaveLength(1);

    // The slug and the domain are free for a new clinic.
    const next = await makeUser('next');
    const reused = await createCompany(next.id, { COMPANY_SLUG: c.slug, COMPANY_NAME: 'Новая клиника' } as never, 'ru');
    expect(reused.slug).toBe(c.slug);
    const nextClinic = { id: reused.id, code: reused.code, slug: reused.slug, name: 'Новая клиника', owner: next };
    const added = await call(app, 'POST', w(nextClinic, '/domains'), { cookie: next.cookie, body: { domain: host } });
    expect(added.status).toBe(201);
  });

  it('no variant of a purged clinic is served: every key of every picture it uploaded is gone from the storage and answers 404', async () => {
    const c = await clinic('variants');
    const pictures = await uploadPictures(c);
    const logo = await putPublicFile('logos', new Uint8Array([5, 4, 3]), 'png', c.id);
    await getDb().update(s.companies).set({ logo: logo.url }).where(eq(s.companies.id, c.id));
    const keys = [...variantKeys(pictures.portrait), ...variantKeys(pictures.photo), ...variantKeys(pictures.news), pictures.contentKey, logo.key];
    // 3 portrait widths (of 1200 px), 5 gallery widths (of 1700 px), 3 news widths (320, 640 and its own 900): each in AVIF and WebP; the content image, the logo.
    expect(keys).toHaveLength(2 * (3 + 5 + 3) + 2);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect((await app.request(`/api/uploads/${key}`)).status, key).toBe(200);
    const recorded = await getDb().select({ key: s.storedUploads.key }).from(s.storedUploads).where(eq(s.storedUploads.companyId, c.id));
    expect(recorded.map((row) => row.key).sort()).toEqual([...keys].sort());

    await call(app, 'POST', w(c, '/site/close'), { cookie: c.owner.cookie, body: { confirm_name: c.name } });
    const [{ purgeAt }] = await getDb().select({ purgeAt: s.companies.purgeAt }).from(s.companies).where(eq(s.companies.id, c.id));
    const purged = await purgeClosedCompanies(new Date(purgeAt!.getTime() + 1000));
    expect(purged.companies).toBe(1);
    expect(purged.files).toBeGreaterThanOrEqual(keys.length);
    for (const key of keys) {
      expect(await getStorage().get(key), key).toBeNull();
      expect((await app.request(`/api/uploads/${key}`)).status, key).toBe(404);
    }
    expect(await getDb().select().from(s.storedUploads).where(inArray(s.storedUploads.key, keys))).toEqual([]);
  });

  it("a neighbour's files stay after a closing clinic's purge, however its texts name them: readable, their rows and owners present", async () => {
    const neighbour = await clinic('neighbour');
    const theirs = await uploadPictures(neighbour);
    const theirLogo = await putPublicFile('logos', new Uint8Array([8, 8, 8]), 'png', neighbour.id);
    await getDb().update(s.companies).set({ logo: theirLogo.url }).where(eq(s.companies.id, neighbour.id));
    const theirKeys = [...variantKeys(theirs.portrait), ...variantKeys(theirs.photo), ...variantKeys(theirs.news), theirs.contentKey, theirLogo.key];

    // The closing clinic names all of them: in a news body, as its logo, and as its doctor's and news item's pictures.
    const c = await clinic('squatter');
    const mentions = theirKeys.map((key) => `/api/uploads/${key}`).join(' ');
    await getDb().update(s.companies).set({ logo: theirLogo.url }).where(eq(s.companies.id, c.id));
    await getDb().update(s.news).set({ body: { ru: plainTextToDoc(`Фото: ${mentions}`) }, imageMedia: theirs.news as never, image: `/api/uploads/${theirs.news.key}/900.webp` }).where(eq(s.news.companyId, c.id));
    await getDb().insert(s.specialists).values({ companyId: c.id, slug: `borrowed-${unique()}`, fullName: { ru: 'Чужой портрет' }, specialty: { ru: 'Терапевт' }, photoImage: theirs.portrait as never });
    const body = await call(app, 'PUT', w(c, '/pages/about'), { cookie: c.owner.cookie, body: { about: { ru: { type: 'doc', content: [{ type: 'image', attrs: { src: theirs.content, alt: 'x', width: 300, height: 200 } }] } }, version: 1 } });
    expect(body.status, JSON.stringify(body.json)).toBe(200);

    await call(app, 'POST', w(c, '/site/close'), { cookie: c.owner.cookie, body: { confirm_name: c.name } });
    const [{ purgeAt }] = await getDb().select({ purgeAt: s.companies.purgeAt }).from(s.companies).where(eq(s.companies.id, c.id));
    expect((await purgeClosedCompanies(new Date(purgeAt!.getTime() + 1000))).companies).toBe(1);
    expect(await getDb().select().from(s.companies).where(eq(s.companies.id, c.id))).toEqual([]);

    for (const key of theirKeys) {
      expect(await getStorage().get(key), key).not.toBeNull();
      expect((await app.request(`/api/uploads/${key}`)).status, key).toBe(200);
    }
    const owners = await getDb().select({ key: s.storedUploads.key, companyId: s.storedUploads.companyId }).from(s.storedUploads).where(inArray(s.storedUploads.key, theirKeys));
    expect(owners).toHaveLength(theirKeys.length);
    expect(new Set(owners.map((row) => row.companyId))).toEqual(new Set([neighbour.id]));
    const [row] = await getDb().select({ logo: s.companies.logo }).from(s.companies).where(eq(s.companies.id, neighbour.id));
    expect(row.logo).toBe(theirLogo.url);
    expect(await getDb().select({ id: s.specialists.id }).from(s.specialists).where(eq(s.specialists.companyId, neighbour.id))).toHaveLength(1);
  });
});

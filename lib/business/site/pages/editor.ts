import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { companies, directorPosts } from '@/lib/db/schema';
import type { LocalizedDoc } from '@/lib/db/schema/common';
import { docToPlainText } from '@/lib/i18n/rich-doc';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { recordAudit } from '@/lib/business/audit';
import { retireRemovedContentImages } from '../content-images';
import { auditChanges, differingFields, EditConflictError } from '../../edit-conflict';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import { checkOfferedLocales, editorCompany, toLocalized } from '../editing';
import type { AboutUpdate, DirectorPostCreate, DirectorPostUpdate } from './schemas';
import { recordTranslationSources } from '../../translations';

/*
 * The about page and the medical director's blog (content.edit, issue 19): rich text per locale,
 * a version per row (the about page's own `about_version`, apart from the settings' saves), every
 * save audited with what changed and shown on every URL of the company at the next request.
 */

const text = (body: LocalizedDoc | null | undefined) => Object.fromEntries(Object.entries(body ?? {}).map(([locale, doc]) => [locale, docToPlainText(doc)]));
const actor = (member: BusinessMember) => ({ userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id });

/* ------------------------------------------------------------------ about */

export type AboutPage = { about: LocalizedDoc; version: number };

export const aboutToWire = (page: AboutPage) => ({ ABOUT: page.about, VERSION: page.version });

export async function getAboutPage(companyId: number, db: Pick<Database, 'select'> = getDb()): Promise<AboutPage> {
  const [row] = await db.select({ about: companies.about, version: companies.aboutVersion }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw new BusinessError(404, 'company_not_found');
  return { about: row.about ?? {}, version: row.version };
}

/** Saves the about page: refused with 409 edit_conflict when it was saved since `version`. Audited as about_page.update. */
export async function updateAboutPage(member: BusinessMember, input: AboutUpdate): Promise<AboutPage> {
  const company = await editorCompany(member);
  checkOfferedLocales({ about: input.about }, company.locales);
  const before = await getDb().transaction(async (tx) => {
    const [locked] = await tx.select({ about: companies.about, version: companies.aboutVersion }).from(companies).where(eq(companies.id, member.company.id)).for('update');
    if (!locked) throw new BusinessError(404, 'company_not_found');
    const stored = { about: locked.about ?? {}, version: locked.version };
    if (stored.version !== input.version) throw new EditConflictError({ version: stored.version, current: aboutToWire(stored), changed: differingFields({ about: stored.about }, { about: input.about }) });
    await tx
      .update(companies)
      .set({ about: input.about, aboutVersion: sql`${companies.aboutVersion} + 1` })
      .where(and(eq(companies.id, member.company.id), eq(companies.aboutVersion, input.version)));
    await recordTranslationSources(tx, member.company.id, 'about', 0, { about: stored.about }, { about: input.about });
    const changes = auditChanges({ about: text(stored.about) }, { about: text(input.about) }, ['about']);
    await recordAudit(tx, { ...actor(member), action: 'about_page.update', targetId: member.company.id, details: { changes } });
    return stored.about;
  });
  await invalidateCompany(member.company.code);
  await retireRemovedContentImages(member.company.id, { table: 'about', id: member.company.id }, before, input.about);
  return getAboutPage(member.company.id);
}

/* ------------------------------------------------------------------ director's blog */

type PostRow = typeof directorPosts.$inferSelect;

export const postToWire = (row: PostRow) => ({
  ID: row.id,
  TITLE: { ...row.title, ru: row.title.ru ?? '' },
  BODY: row.body,
  PUBLISHED: row.isPublished,
  PUBLISHED_AT: row.publishedAt.toISOString(),
  VERSION: row.version,
});

export async function listDirectorPostsForEditor(companyId: number): Promise<PostRow[]> {
  return getDb().select().from(directorPosts).where(eq(directorPosts.companyId, companyId)).orderBy(desc(directorPosts.publishedAt), desc(directorPosts.id));
}

export async function getDirectorPost(companyId: number, id: number, db: Pick<Database, 'select'> = getDb()): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(directorPosts)
    .where(and(eq(directorPosts.id, id), eq(directorPosts.companyId, companyId)))
    .limit(1);
  if (!row) throw new BusinessError(404, 'director_post_not_found');
  return row;
}

const asSent = (row: PostRow) => ({ title: row.title, body: row.body, published: row.isPublished });

/** A new post (a draft unless `published`), dated now. Audited as director_post.create. */
export async function createDirectorPost(member: BusinessMember, input: DirectorPostCreate): Promise<PostRow> {
  const company = await editorCompany(member);
  checkOfferedLocales({ title: input.title, body: input.body }, company.locales);
  const row = await getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(directorPosts)
      .values({ companyId: member.company.id, title: toLocalized(input.title), body: input.body, isPublished: input.published })
      .returning();
    await recordAudit(tx, { ...actor(member), action: 'director_post.create', targetId: created.id, details: { title: created.title.ru, published: created.isPublished } });
    return created;
  });
  await invalidateCompany(member.company.code, { sections: ['director'] });
  return row;
}

/** An edit: the fields sent replace the stored ones; 409 edit_conflict when saved since `version`. Audited as director_post.update with the changes. */
export async function updateDirectorPost(member: BusinessMember, id: number, input: DirectorPostUpdate): Promise<PostRow> {
  const company = await editorCompany(member);
  checkOfferedLocales({ title: input.title, body: input.body }, company.locales);
  const { before, after } = await getDb().transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(directorPosts)
      .where(and(eq(directorPosts.id, id), eq(directorPosts.companyId, member.company.id)))
      .for('update');
    if (!locked) throw new BusinessError(404, 'director_post_not_found');
    const { version, ...sent } = input;
    if (locked.version !== version) throw new EditConflictError({ version: locked.version, current: postToWire(locked), changed: differingFields(asSent(locked), sent) });
    const [updated] = await tx
      .update(directorPosts)
      .set({
        ...(input.title && { title: toLocalized(input.title) }),
        ...(input.body && { body: input.body }),
        ...(input.published !== undefined && { isPublished: input.published }),
        // A draft published for the first time is dated then.
        ...(input.published === true && !locked.isPublished && { publishedAt: new Date() }),
        version: sql`${directorPosts.version} + 1`,
      })
      .where(and(eq(directorPosts.id, id), eq(directorPosts.version, version)))
      .returning();
    const changes = auditChanges({ ...asSent(locked), body: text(locked.body) }, { ...asSent(updated), body: text(updated.body) }, ['title', 'body', 'published']);
    await recordAudit(tx, { ...actor(member), action: 'director_post.update', targetId: id, details: { changes, title: updated.title.ru } });
    if (updated.isPublished !== locked.isPublished) await recordAudit(tx, { ...actor(member), action: updated.isPublished ? 'director_post.publish' : 'director_post.unpublish', targetId: id, details: { title: updated.title.ru } });
    return { before: locked, after: updated };
  });
  await invalidateCompany(member.company.code, { sections: ['director'] });
  await retireRemovedContentImages(member.company.id, { table: 'director_posts', id }, before.body, after.body);
  return after;
}

/** Deletes a post, audited as director_post.delete; its images go unless another body shows them. */
export async function deleteDirectorPost(member: BusinessMember, id: number): Promise<void> {
  const deleted = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(directorPosts)
      .where(and(eq(directorPosts.id, id), eq(directorPosts.companyId, member.company.id)))
      .returning();
    if (!row) throw new BusinessError(404, 'director_post_not_found');
    await recordAudit(tx, { ...actor(member), action: 'director_post.delete', targetId: id, details: { title: row.title.ru } });
    return row;
  });
  await invalidateCompany(member.company.code, { sections: ['director'] });
  await retireRemovedContentImages(member.company.id, { table: 'director_posts', id }, deleted.body, null);
}


import { and, count, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { notifySubscribersOfNews } from '@/lib/accounts/subscriptions';
import { getDb, type Database } from '@/lib/db/client';
import { news, newsCategories } from '@/lib/db/schema';
import type { LocalizedDoc, LocalizedText } from '@/lib/db/schema/common';
import { docToPlainText } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';
import { sendJob } from '@/lib/jobs/boss';
import { logger } from '@/lib/log';
import { inMailTransaction } from '@/lib/mail/outbox';
import { deletePublicFilesLater } from '@/lib/storage/public-files';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { auditTitle, recordAudit } from '@/lib/business/audit';
import { retireRemovedContentImages } from '../content-images';
import { auditChanges, differingFields, EditConflictError } from '../../edit-conflict';
import { isForeignKeyViolation, isUniqueViolation } from '@/lib/db/errors';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import { checkOfferedLocales, editorCompany, toLocalized } from '../editing';
import { categoryNotFound, findEditorCategory } from './category-lookup';
import { NEWS_PUBLISH_QUEUE } from './queue';
import type { NewsCreate, NewsStatus, NewsUpdate } from './schemas';
import { firstFreeSlug, slugFromTitle } from '../slug';
import { newsToWire } from './wire';
import { asDescriptor, deleteResponsiveImage, largestUrl, retireResponsiveImage, type ResponsiveImageDescriptor } from '@/lib/storage/responsive';
import { NEWS_RESPONSIVE_SPEC, storeUploadedResponsiveImage } from '../../uploaded-images';
import { recordTranslationSources } from '../../translations';

export type EditorNewsRow = { item: typeof news.$inferSelect; category: { id: number; slug: string; name: LocalizedText } };

const categoryColumns = { id: newsCategories.id, slug: newsCategories.slug, name: newsCategories.name };

function statusCondition(status: NewsStatus, now: Date): SQL | undefined {
  if (status === 'draft') return eq(news.isPublished, false);
  if (status === 'scheduled') return and(eq(news.isPublished, true), gt(news.publishedAt, now));
  return and(eq(news.isPublished, true), lte(news.publishedAt, now));
}

/** A page of the company's news for the editor, drafts and scheduled items included, newest (by publishedAt) first. */
export async function listEditorNews(companyId: number, filter: { status?: NewsStatus; categoryId?: number; offset: number; limit: number }) {
  const where = and(eq(news.companyId, companyId), filter.categoryId ? eq(news.categoryId, filter.categoryId) : undefined, filter.status ? statusCondition(filter.status, new Date()) : undefined);
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(news).where(where);
  const items = await db
    .select({ item: news, category: categoryColumns })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { total, items };
}

/** One item of the company, or 404 news_not_found (also for another company's item). */
export async function getEditorNews(companyId: number, id: number, db: Pick<Database, 'select'> = getDb()): Promise<EditorNewsRow> {
  const [row] = await db
    .select({ item: news, category: categoryColumns })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.id, id), eq(news.companyId, companyId)))
    .limit(1);
  if (!row) throw new BusinessError(404, 'news_not_found');
  return row;
}

const slugTaken = () => new BusinessError(400, 'invalid_input', {}, { slug: ['news_slug_taken'] });

async function isSlugTakenIn(db: Pick<Database, 'select'>, categoryId: number, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.categoryId, categoryId), eq(news.slug, slug), exceptId ? ne(news.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** Is the item public by now and its subscribers not yet mailed: then they are, at once. */
const isDue = (item: typeof news.$inferSelect) => item.isPublished && item.subscribersNotifiedAt === null && item.publishedAt.getTime() <= Date.now();

/**
 * After a write: the site shows the change on the next request (the news section's tag), and a
 * newly public item's subscribers are mailed at once (notifySubscribersOfNews mails each item
 * once; the news.publish job queued with the write is the fallback if this fails).
 */
async function afterWrite(companyCode: string, item: typeof news.$inferSelect): Promise<void> {
  await invalidateCompany(companyCode, { sections: ['news'] });
  if (!isDue(item)) return;
  try {
    await notifySubscribersOfNews(item.id);
  } catch (error) {
    logger.warn({ err: error, newsId: item.id }, 'news: notifying subscribers failed; the news.publish job will');
  }
}

/** Queues the mailing of a published item's subscribers for its publishedAt (at once when that has come), in the write's transaction. */
async function queuePublication(jobs: Parameters<Parameters<typeof inMailTransaction>[0]>[2], item: typeof news.$inferSelect): Promise<void> {
  if (!item.isPublished || item.subscribersNotifiedAt !== null) return;
  await sendJob(NEWS_PUBLISH_QUEUE, { newsId: item.id }, jobs, { startAfter: item.publishedAt.getTime() > Date.now() ? item.publishedAt : undefined });
}

/**
 * A new news item (content.edit): a draft unless `published`; published for a later time it is
 * scheduled (shown and mailed from then). The slug is made from the Russian title when none is
 * given (the next free one in the category). Audited as news.create.
 */
export async function createNews(member: BusinessMember, input: NewsCreate): Promise<EditorNewsRow> {
  const company = await editorCompany(member);
  checkOfferedLocales({ title: input.title, summary: input.summary ?? undefined, body: input.body }, company.locales);
  const category = await findEditorCategory(member.company.id, input.category_id, 'category_id');
  let item: typeof news.$inferSelect;
  try {
    item = await inMailTransaction(async (db, _queueMail, jobs) => {
      const slug = input.slug ?? (await firstFreeSlug(slugFromTitle(input.title.ru ?? ''), (candidate) => isSlugTakenIn(db, category.id, candidate)));
      if (input.slug && (await isSlugTakenIn(db, category.id, input.slug))) throw slugTaken();
      const [created] = await db
        .insert(news)
        .values({
          companyId: member.company.id,
          categoryId: category.id,
          slug,
          title: toLocalized(input.title),
          summary: input.summary && Object.keys(input.summary).length ? toLocalized(input.summary) : null,
          body: input.body,
          isPublished: input.published,
          publishedAt: input.published_at ?? new Date(),
        })
        .returning();
      await recordAudit(db, { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, action: 'news.create', targetId: created.id, details: { slug, title: auditTitle(created.title), published: created.isPublished, publishedAt: created.publishedAt.toISOString() } });
      await queuePublication(jobs, created);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    // The category was deleted between its check and the insert (a delete holds its row until it commits).
    if (isForeignKeyViolation(error)) throw categoryNotFound('category_id');
    throw error;
  }
  await afterWrite(member.company.code, item);
  return getEditorNews(member.company.id, item.id);
}

/**
 * An edit (content.edit): the fields sent replace the stored ones; the slug stays unless one is
 * sent (its address is stable). Publishing (now or for later), unpublishing and moving the time
 * are edits too: subscribers are mailed once, when the item first becomes public. Audited as
 * news.update with the fields changed (news.publish / news.unpublish when that changed).
 */
/**
 * A draft that was never public, published without a time, is dated now: its stored time is only
 * when it was written (a date set for later is kept: publishing then schedules it). An item
 * public before keeps its date when published again.
 */
function publishesOldDraft(before: typeof news.$inferSelect, input: NewsUpdate): boolean {
  return input.published === true && !before.isPublished && before.subscribersNotifiedAt === null && before.publishedAt.getTime() <= Date.now();
}

/** A body's text per locale, for the audit log (a doc's JSON would say little). */
const bodyText = (body: LocalizedDoc | null | undefined) => Object.fromEntries(Object.entries(body ?? {}).map(([locale, doc]) => [locale, docToPlainText(doc)]));

/** The item's fields as the update body names them, for the conflict's differing fields and the audit's changes. */
function asSent(item: typeof news.$inferSelect) {
  return { category_id: item.categoryId, slug: item.slug, title: item.title, summary: item.summary, body: item.body, published: item.isPublished, published_at: item.publishedAt };
}
const AUDITED = ['category_id', 'slug', 'title', 'summary', 'body', 'published', 'published_at'] as const;

export async function updateNews(member: BusinessMember, id: number, input: NewsUpdate, locale: Locale = 'ru'): Promise<EditorNewsRow> {
  const company = await editorCompany(member);
  checkOfferedLocales({ title: input.title, summary: input.summary ?? undefined, body: input.body }, company.locales);
  const category = input.category_id === undefined ? null : await findEditorCategory(member.company.id, input.category_id, 'category_id');
  let item: typeof news.$inferSelect;
  let oldBody: LocalizedDoc | null = null;
  try {
    item = await inMailTransaction(async (db, _queueMail, jobs) => {
      const [before] = await db
        .select()
        .from(news)
        .where(and(eq(news.id, id), eq(news.companyId, member.company.id)))
        .for('update');
      if (!before) throw new BusinessError(404, 'news_not_found');
      // The row is locked: a version that moved on since the editor read it is a colleague's save.
      if (input.version !== undefined && input.version !== before.version) {
        const current = newsToWire(await getEditorNews(member.company.id, id, db), company, locale);
        const { version: _version, ...sent } = input;
        throw new EditConflictError({ version: before.version, current, changed: differingFields(asSent(before), sent) });
      }
      const categoryId = category?.id ?? before.categoryId;
      const slug = input.slug ?? before.slug;
      if ((slug !== before.slug || categoryId !== before.categoryId) && (await isSlugTakenIn(db, categoryId, slug, id))) throw slugTaken();
      const values = {
        categoryId,
        slug,
        ...(input.title && { title: toLocalized(input.title) }),
        ...(input.summary !== undefined && { summary: input.summary && Object.keys(input.summary).length ? toLocalized(input.summary) : null }),
        ...(input.body && { body: input.body }),
        ...(input.published !== undefined && { isPublished: input.published }),
        ...(input.published_at && { publishedAt: input.published_at }),
        ...(!input.published_at && publishesOldDraft(before, input) && { publishedAt: new Date() }),
      };
      const [updated] = await db.update(news).set({ ...values, version: sql`${news.version} + 1` }).where(eq(news.id, id)).returning();
      await recordTranslationSources(db, member.company.id, 'news', id, { title: before.title, summary: before.summary, body: before.body }, { title: updated.title, summary: updated.summary, body: updated.body });
      const actor = { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, targetId: id };
      const changes = auditChanges({ ...asSent(before), body: bodyText(before.body) }, { ...asSent(updated), body: bodyText(updated.body) }, AUDITED);
      await recordAudit(db, { ...actor, action: 'news.update', details: { changes, slug: updated.slug, title: auditTitle(updated.title) } });
      if (updated.isPublished !== before.isPublished) {
        await recordAudit(db, { ...actor, action: updated.isPublished ? 'news.publish' : 'news.unpublish', details: { title: auditTitle(updated.title), publishedAt: updated.publishedAt.toISOString() } });
      }
      if (updated.isPublished && (!before.isPublished || updated.publishedAt.getTime() !== before.publishedAt.getTime())) await queuePublication(jobs, updated);
      oldBody = before.body;
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    // The category was deleted between its check and the insert (a delete holds its row until it commits).
    if (isForeignKeyViolation(error)) throw categoryNotFound('category_id');
    throw error;
  }
  await afterWrite(member.company.code, item);
  await retireRemovedContentImages(member.company.id, { table: 'news', id }, oldBody, item.body);
  return getEditorNews(member.company.id, item.id);
}

/** Deletes an item (content.edit), audited as news.delete; its image file goes once cached pages cannot show it. */
export async function deleteNews(member: BusinessMember, id: number): Promise<void> {
  const deleted = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(news)
      .where(and(eq(news.id, id), eq(news.companyId, member.company.id)))
      .returning();
    if (!row) throw new BusinessError(404, 'news_not_found');
    await recordAudit(tx, { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, action: 'news.delete', targetId: id, details: { slug: row.slug, title: auditTitle(row.title) } });
    return row;
  });
  await invalidateCompany(member.company.code, { sections: ['news'] });
  await retireImage(member.company.id, deleted);
  await retireRemovedContentImages(member.company.id, { table: 'news', id }, deleted.body, null);
}

/** An item's image that is no longer used: its responsive variants, or an older single file. */
async function retireImage(companyId: number, item: { image: string | null; imageMedia: unknown }): Promise<void> {
  const media = asDescriptor(item.imageMedia);
  if (media) await retireResponsiveImage(companyId, media);
  else await retireImages(companyId, [item.image]);
}

async function retireImages(companyId: number, urls: (string | null)[]): Promise<void> {
  try {
    await deletePublicFilesLater(companyId, urls);
  } catch (error) {
    logger.warn({ err: error, urls }, 'news: the deletion of an old image could not be scheduled');
  }
}

/**
 * Sets an item's image from an upload (content.edit): the item is looked up first (404 before
 * any decoding), the file checked by its bytes and stored as AVIF/WebP variants without metadata
 * (lib/storage/responsive.ts); IMAGE is the largest WebP, IMAGE_MEDIA the variants for a srcset.
 * The previous image's files go once cached pages cannot show them. `null` removes the image.
 * Audited as news.image.
 */
export async function setNewsImage(member: BusinessMember, id: number, upload: unknown | null): Promise<EditorNewsRow> {
  const current = await getEditorNews(member.company.id, id);
  let stored: ResponsiveImageDescriptor | null = null;
  if (upload !== null) stored = await storeUploadedResponsiveImage({ userId: member.user.id, companyId: member.company.id }, NEWS_RESPONSIVE_SPEC, upload);
  try {
    await getDb().transaction(async (tx) => {
      const [updated] = await tx
        .update(news)
        .set({ image: stored ? largestUrl(stored) : null, imageMedia: stored })
        .where(and(eq(news.id, id), eq(news.companyId, member.company.id)))
        .returning({ id: news.id, title: news.title });
      if (!updated) throw new BusinessError(404, 'news_not_found');
      await recordAudit(tx, { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, action: 'news.image', targetId: id, details: { title: auditTitle(updated.title), removed: stored === null } });
    });
  } catch (error) {
    await deleteResponsiveImage(stored);
    throw error;
  }
  await invalidateCompany(member.company.code, { sections: ['news'] });
  if (current.item.image !== null || current.item.imageMedia !== null) await retireImage(member.company.id, current.item);
  return getEditorNews(member.company.id, id);
}

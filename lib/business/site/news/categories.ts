import { and, asc, count, eq, max, type SQL } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { news, newsCategories } from '@/lib/db/schema';
import { categoryColumns } from '@/lib/content/news/queries';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { recordAudit } from '@/lib/business/audit';
import { auditChanges } from '../../edit-conflict';
import { isUniqueViolation } from '@/lib/db/errors';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import { checkOfferedLocales, editorCompany, toLocalized } from '../editing';
import type { NewsCategoryCreate, NewsCategoryMove, NewsCategoryUpdate } from './schemas';
import { firstFreeSlug, slugFromTitle } from '../slug';

/** News categories as the editor shows them, each with how many items it holds (drafts included), in their order on the site. */
function editorCategories(where: SQL) {
  return getDb()
    .select({ ...categoryColumns, newsCount: count(news.id) })
    .from(newsCategories)
    .leftJoin(news, eq(news.categoryId, newsCategories.id))
    .where(where)
    .groupBy(newsCategories.id)
    .orderBy(asc(newsCategories.position), asc(newsCategories.id));
}

/** The company's news categories in their order on the site, with their item counts. */
export async function listEditorCategories(companyId: number) {
  return editorCategories(eq(newsCategories.companyId, companyId));
}

export type EditorCategory = Awaited<ReturnType<typeof listEditorCategories>>[number];

/** One of the company's categories as the editor shows it, read back after a write. */
async function readEditorCategory(companyId: number, id: number): Promise<EditorCategory> {
  const [row] = await editorCategories(and(eq(newsCategories.companyId, companyId), eq(newsCategories.id, id))!);
  return row;
}

const categorySlugTaken = () => new BusinessError(400, 'invalid_input', {}, { slug: ['category_slug_taken'] });

async function isCategorySlugTaken(db: Pick<Database, 'select'>, companyId: number, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(and(eq(newsCategories.companyId, companyId), eq(newsCategories.slug, slug)))
    .limit(1);
  return Boolean(row);
}

/**
 * A new category (content.edit), last in the order; its slug is made from the Russian name when
 * none is given, its INFORMATION_CODE from the slug ('health-tips' -> HEALTH_TIPS). The site lists
 * it at /news/{slug} at once; the menu's News item shows every category. Audited as news_category.create.
 */
export async function createNewsCategory(member: BusinessMember, input: NewsCategoryCreate): Promise<EditorCategory> {
  const company = await editorCompany(member);
  checkOfferedLocales({ name: input.name }, company.locales);
  const companyId = member.company.id;
  let id: number;
  try {
    id = await getDb().transaction(async (tx) => {
      if (input.slug && (await isCategorySlugTaken(tx, companyId, input.slug))) throw categorySlugTaken();
      const slug = input.slug ?? (await firstFreeSlug(slugFromTitle(input.name.ru ?? ''), (candidate) => isCategorySlugTaken(tx, companyId, candidate)));
      const [{ last }] = await tx.select({ last: max(newsCategories.position) }).from(newsCategories).where(eq(newsCategories.companyId, companyId));
      const [created] = await tx
        .insert(newsCategories)
        .values({
          companyId,
          informationCode: slug.toUpperCase().replace(/-/g, '_'),
          slug,
          name: toLocalized(input.name),
          position: (last ?? -1) + 1,
          component: input.component ?? 'news-list',
          props: {},
        })
        .returning({ id: newsCategories.id });
      await recordAudit(tx, { userId: member.user.id, companyId, cabinetId: member.cabinet.id, action: 'news_category.create', targetId: created.id, details: { slug } });
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw categorySlugTaken();
    throw error;
  }
  await invalidateCompany(member.company.code, { sections: ['news'] });
  return readEditorCategory(companyId, id);
}

/** The company's category `id`, locked for this transaction (a new item in it waits), or 404 news_category_not_found. */
async function lockCategory(tx: Transaction, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(newsCategories)
    .where(and(eq(newsCategories.id, id), eq(newsCategories.companyId, companyId)))
    .for('update');
  if (!row) throw new BusinessError(404, 'news_category_not_found');
  return row;
}

/**
 * A category's name per locale and how the site lists it (content.edit); its address stays, so
 * the site's links and its items' addresses hold. Audited as news_category.update.
 */
export async function updateNewsCategory(member: BusinessMember, id: number, input: NewsCategoryUpdate): Promise<EditorCategory> {
  const company = await editorCompany(member);
  checkOfferedLocales({ name: input.name }, company.locales);
  const companyId = member.company.id;
  await getDb().transaction(async (tx) => {
    const row = await lockCategory(tx, companyId, id);
    const [after] = await tx
      .update(newsCategories)
      .set({ name: toLocalized(input.name), ...(input.component ? { component: input.component } : {}) })
      .where(eq(newsCategories.id, id))
      .returning();
    const changes = auditChanges({ name: row.name, component: row.component }, { name: after.name, component: after.component }, ['name', 'component']);
    await recordAudit(tx, { userId: member.user.id, companyId, cabinetId: member.cabinet.id, action: 'news_category.update', targetId: id, details: { slug: row.slug, changes } });
  });
  await invalidateCompany(member.company.code, { sections: ['news'] });
  return readEditorCategory(companyId, id);
}

/**
 * Deletes an empty category (content.edit): one that holds items, drafts included, is 409
 * news_category_not_empty (deleting it would take them along). Audited as news_category.delete.
 */
export async function deleteNewsCategory(member: BusinessMember, id: number): Promise<void> {
  const companyId = member.company.id;
  await getDb().transaction(async (tx) => {
    const row = await lockCategory(tx, companyId, id);
    const [{ items }] = await tx.select({ items: count() }).from(news).where(eq(news.categoryId, id));
    if (items > 0) throw new BusinessError(409, 'news_category_not_empty');
    await tx.delete(newsCategories).where(eq(newsCategories.id, id));
    await recordAudit(tx, { userId: member.user.id, companyId, cabinetId: member.cabinet.id, action: 'news_category.delete', targetId: id, details: { slug: row.slug } });
  });
  await invalidateCompany(member.company.code, { sections: ['news'] });
}

/**
 * Moves a category one step in the site's order (content.edit) and numbers the order anew
 * (0, 1, 2…). The first moved up or the last moved down stays, unaudited; else audited as
 * news_category.move. Answers the categories in their new order.
 */
export async function moveNewsCategory(member: BusinessMember, id: number, { direction }: NewsCategoryMove): Promise<EditorCategory[]> {
  const companyId = member.company.id;
  const moved = await getDb().transaction(async (tx) => {
    const order = await tx
      .select({ id: newsCategories.id, slug: newsCategories.slug, position: newsCategories.position })
      .from(newsCategories)
      .where(eq(newsCategories.companyId, companyId))
      .orderBy(asc(newsCategories.position), asc(newsCategories.id))
      .for('update');
    const from = order.findIndex((row) => row.id === id);
    if (from < 0) throw new BusinessError(404, 'news_category_not_found');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return false;
    [order[from], order[to]] = [order[to], order[from]];
    for (const [position, row] of order.entries()) {
      if (row.position !== position) await tx.update(newsCategories).set({ position }).where(eq(newsCategories.id, row.id));
    }
    await recordAudit(tx, { userId: member.user.id, companyId, cabinetId: member.cabinet.id, action: 'news_category.move', targetId: id, details: { slug: order[to].slug, direction } });
    return true;
  });
  if (moved) await invalidateCompany(member.company.code, { sections: ['news'] });
  return listEditorCategories(companyId);
}

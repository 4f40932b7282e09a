import { and, asc, count, eq, max } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { news, newsCategories } from '@/lib/db/schema';
import { categoryColumns } from '@/lib/content/news/queries';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { recordAudit } from './audit';
import { isUniqueViolation } from './company-service';
import { BusinessError } from './errors';
import type { BusinessMember } from './guard';
import { checkOfferedLocales, editorCompany, toLocalized } from './news-common';
import type { NewsCategoryCreate } from './news-schemas';
import { firstFreeSlug, slugFromTitle } from './news-slug';

/** The company's news categories in their order on the site, each with how many items it holds (drafts included). */
export async function listEditorCategories(companyId: number) {
  return getDb()
    .select({ ...categoryColumns, newsCount: count(news.id) })
    .from(newsCategories)
    .leftJoin(news, eq(news.categoryId, newsCategories.id))
    .where(eq(newsCategories.companyId, companyId))
    .groupBy(newsCategories.id)
    .orderBy(asc(newsCategories.position), asc(newsCategories.id));
}

export type EditorCategory = Awaited<ReturnType<typeof listEditorCategories>>[number];

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
  invalidateCompany(member.company.code);
  const categories = await listEditorCategories(companyId);
  return categories.find((category) => category.id === id)!;
}

import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { newsCategories } from '@/lib/db/schema';
import { BusinessError } from '../../errors';

/** One of the company's news categories by ID, or 400 with the field named (a category of another company is no different). */
export async function findEditorCategory(companyId: number, id: number, field: string) {
  const [row] = await getDb()
    .select({ id: newsCategories.id, slug: newsCategories.slug, name: newsCategories.name })
    .from(newsCategories)
    .where(and(eq(newsCategories.id, id), eq(newsCategories.companyId, companyId)))
    .limit(1);
  if (!row) throw categoryNotFound(field);
  return row;
}

/** The field error of a category that is not the company's, or was deleted while an item was being saved into it. */
export const categoryNotFound = (field: string) => new BusinessError(400, 'invalid_input', {}, { [field]: ['news_category_not_found'] });

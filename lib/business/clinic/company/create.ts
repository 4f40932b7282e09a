import { localizedTextToDoc } from '@/lib/i18n/rich-doc';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { businessAccounts, cabinetMemberships, cabinets, companies, materials, news, newsCategories } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { insertMenu, restrictTo } from '@/lib/menu/insert-menu';
import { spend } from '@/lib/security/rate-limit';
import { offeredLocales } from '@/lib/tenants/locales';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { recordAudit } from '@/lib/business/audit';
import { deletePublicFilesNow } from '@/lib/storage/public-files';
import { recordUploads } from '@/lib/storage/upload-owners';
import { companyColumns } from './fields';
import { storeCompanyFiles, type CompanyFiles } from './files';
import type { CompanyUpdate } from './schemas';
import { isUniqueViolation } from '@/lib/db/errors';
import { isSlugTaken, slugTaken } from './service';
import { BusinessError } from '../../errors';
import { PERMISSIONS } from '../../permissions';
import { MAIN_CABINET_NAME, starterAbout, starterMaterial, starterMenu, starterNews, starterNewsCategoryName, STARTER_NEWS_CATEGORY } from './starter-site';

/** COMPANY_CODE from the slug: upper case, dashes as underscores; a suffix when taken. */
async function freeCompanyCode(slug: string): Promise<string> {
  const base = slug.toUpperCase().replace(/-/g, '_').slice(0, 56);
  for (let n = 1; n < 100; n++) {
    const code = n === 1 ? base : `${base}_${n}`;
    const [row] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, code)).limit(1);
    if (!row) return code;
  }
  throw new BusinessError(400, 'slug_taken', {}, { COMPANY_SLUG: ['slug_taken'] });
}

/**
 * A new clinic in minutes: the company (slug unique, names per locale, template, contacts),
 * the creator's business account, cabinet 0 with every permission, a starter menu, "about",
 * a page for patients and a first news item, all in one transaction; the site answers at
 * /l/{slug} at once (the proxy's lookup cache and the `sites` tag are cleared).
 */
export async function createCompany(userId: number, input: CompanyUpdate, locale: Locale, files: CompanyFiles = {}) {
  const missing: Record<string, 'required'[]> = {};
  if (!input.COMPANY_SLUG) missing.COMPANY_SLUG = ['required'];
  if (!input.COMPANY_NAME) missing.COMPANY_NAME = ['required'];
  if (Object.keys(missing).length > 0) throw new BusinessError(400, 'invalid_input', {}, missing);
  const slug = input.COMPANY_SLUG!;
  // A few clinics a day per user: enough for anyone, too few to squat slugs in bulk.
  await spend('companyCreate', String(userId));
  if (await isSlugTaken(slug)) throw slugTaken();
  const code = await freeCompanyCode(slug);

  const uploaded = await storeCompanyFiles({ userId }, files);
  const columns = { ...companyColumns(input, null), ...uploaded.columns };
  const name = columns.name!;
  const pick = restrictTo(offeredLocales(name));
  try {
    await getDb().transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          ...columns,
          code,
          slug,
          name,
          templateId: input.FRONT_LANDING_TEMPLATE_ID ?? 'landing',
          about: localizedTextToDoc(pick(starterAbout(name))),
          isCompanySite: true,
        })
        .returning({ id: companies.id });
      // Its logo and favicon are its own uploads (lib/storage/upload-owners.ts).
      await recordUploads(company.id, uploaded.keys, tx);
      const [cabinet] = await tx.insert(cabinets).values({ companyId: company.id, code: 0, name: pickLocalized(MAIN_CABINET_NAME, locale) }).returning({ id: cabinets.id });
      // The creator is the owner (docs/decisions.md, "The owner"): every permission, never changed by others.
      await tx.insert(businessAccounts).values({ userId, companyId: company.id, emailForIssues: columns.emailForIssues ?? null, isOwner: true });
      await tx.insert(cabinetMemberships).values({ userId, cabinetId: cabinet.id, permissions: [...PERMISSIONS] });
      await insertMenu(tx, company.id, starterMenu, pick);
      await tx.insert(materials).values({ companyId: company.id, code: starterMaterial.code, title: pick(starterMaterial.title), body: localizedTextToDoc(pick(starterMaterial.body)) });
      const [category] = await tx
        .insert(newsCategories)
        .values({ companyId: company.id, ...STARTER_NEWS_CATEGORY, name: pick(starterNewsCategoryName) })
        .returning({ id: newsCategories.id });
      const welcome = starterNews(name);
      await tx.insert(news).values({ companyId: company.id, categoryId: category.id, slug: welcome.slug, title: pick(welcome.title), body: localizedTextToDoc(pick(welcome.body)) });
      await recordAudit(tx, { userId, companyId: company.id, cabinetId: cabinet.id, action: 'company.create', targetId: company.id, details: { slug } });
    });
  } catch (error) {
    await deletePublicFilesNow(uploaded.keys);
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  // Its slug may have been cached as "no such site".
  await invalidateCompany(code, { sites: [slug] });
  return (await findCompanyByCode(code))!;
}

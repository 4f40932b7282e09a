import { cabinets } from '@/lib/db/schema/accounts';
import { companies, companyDomains } from '@/lib/db/schema/companies';
import { insertMenu, restrictTo } from '@/lib/menu/insert-menu';
import { directorPosts, galleryAlbums, galleryPhotos, materials, news, newsCategories, reviews, specialists } from '@/lib/db/schema/content';
import type { Transaction } from '@/lib/db/client';
import { GALLERY_PHOTO_SIZE } from './gallery';
import { localizedTextToDoc } from '@/lib/i18n/rich-doc';
import { daysAgo, type CompanySeed } from './types';
import { insertDemoBooking } from './booking';

export type InsertedCompany = { id: number; cabinetIds: Map<number, number> };

/** Inserts one company with its domains, cabinets, menu and content. */
export async function insertCompany(tx: Transaction, seed: CompanySeed): Promise<InsertedCompany> {
  const pick = restrictTo(seed.locales);
  const c = seed.company;
  const [company] = await tx
    .insert(companies)
    .values({
      ...c,
      name: pick(c.name),
      shortDescription: pick(c.shortDescription),
      about: c.about ? localizedTextToDoc(pick(c.about)) : null,
      address: pick(c.address),
      workingHours: pick(c.workingHours),
    })
    .returning({ id: companies.id, slug: companies.slug });
  const companyId = company.id;
  const assets = `/demo/${company.slug}`;

  if (seed.domains.length > 0) await tx.insert(companyDomains).values(seed.domains.map((host) => ({ companyId, host, verifiedAt: new Date() })));

  const cabinetRows = await tx
    .insert(cabinets)
    .values(seed.cabinets.map((cabinet) => ({ companyId, ...cabinet })))
    .returning({ id: cabinets.id, code: cabinets.code });

  await insertMenu(tx, companyId, seed.menu, pick);

  const specialistRows = await tx
    .insert(specialists)
    .values(
      seed.specialists.map((s, position) => ({
        companyId,
        slug: s.slug,
        fullName: pick(s.fullName),
        specialty: pick(s.specialty),
        photo: `${assets}/specialists/${s.slug}.svg`,
        experienceYears: s.experienceYears,
        languages: s.languages,
        education: pick(s.education),
        services: pick(s.services),
        schedule: pick(s.schedule),
        bio: pick(s.bio),
        position,
      })),
    )
    .returning({ id: specialists.id, slug: specialists.slug });
  const specialistIds = new Map(specialistRows.map((row) => [row.slug, row.id]));
  if (seed.booking) await insertDemoBooking(tx, companyId, specialistIds, seed.booking, pick);

  for (const [position, category] of seed.newsCategories.entries()) {
    const [row] = await tx
      .insert(newsCategories)
      .values({ companyId, informationCode: category.informationCode, slug: category.slug, name: pick(category.name), position, component: 'news-list', props: {} })
      .returning({ id: newsCategories.id });
    await tx.insert(news).values(
      category.news.map((item) => ({
        companyId,
        categoryId: row.id,
        slug: item.slug,
        title: pick(item.title),
        summary: pick(item.summary),
        body: localizedTextToDoc(pick(item.body)),
        image: category.image ?? null,
        publishedAt: daysAgo(item.daysAgo),
      })),
    );
  }

  if (seed.reviews.length > 0) {
    await tx.insert(reviews).values(
      seed.reviews.map((review) => {
        const specialistId = review.specialist ? specialistIds.get(review.specialist) : null;
        if (specialistId === undefined) throw new Error(`Seed review names an unknown specialist: ${review.specialist}`);
        return {
          companyId,
          specialistId,
          authorName: review.authorName,
          rating: review.rating,
          text: review.text,
          status: review.status,
          reply: review.reply ?? null,
          createdAt: daysAgo(review.daysAgo, 18),
        };
      }),
    );
  }

  for (const [position, album] of seed.albums.entries()) {
    const [row] = await tx.insert(galleryAlbums).values({ companyId, title: pick(album.title), position }).returning({ id: galleryAlbums.id });
    await tx.insert(galleryPhotos).values(
      album.photos.map((photo, index) => ({
        albumId: row.id,
        src: `${assets}/gallery/${photo.file}.svg`,
        ...GALLERY_PHOTO_SIZE,
        caption: pick(photo.caption),
        position: index,
      })),
    );
  }

  if (seed.materials.length > 0) {
    await tx.insert(materials).values(
      seed.materials.map((m) => ({
        companyId,
        code: m.code,
        title: pick(m.title),
        body: localizedTextToDoc(pick(m.body)),
        kind: m.kind ?? 'text',
        priceList: m.priceList
          ? { currency: m.priceList.currency, groups: m.priceList.groups.map((g) => ({ name: pick(g.name), rows: g.rows.map((r) => ({ ...r, service: pick(r.service), ...(r.note && { note: pick(r.note) }) })) })) }
          : null,
      })),
    );
  }
  if (seed.directorPosts.length > 0) {
    await tx
      .insert(directorPosts)
      .values(seed.directorPosts.map((post) => ({ companyId, title: pick(post.title), body: localizedTextToDoc(pick(post.body)), publishedAt: daysAgo(post.daysAgo, 9) })));
  }

  return { id: companyId, cabinetIds: new Map(cabinetRows.map((row) => [row.code, row.id])) };
}

import { and, count, eq, isNotNull, or, gt, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, companyDomains, galleryAlbums, galleryPhotos, materials, menuItems, specialists } from '@/lib/db/schema';
import { docToPlainText } from '@/lib/i18n/rich-doc';
import { checkPointing } from '@/lib/domains/points-at-us';
import { STARTER_MATERIAL_CODE, starterAbout, starterMenu } from '@/lib/business/clinic';
import type { BusinessMember } from '../guard';
import { GALLERY_PHOTOS_NEEDED, SETUP_STEPS, type SetupStepKey, type SetupStepWire } from './steps';

type Company = typeof companies.$inferSelect;

/** Legal details of the footer (legal name, BIN/INN, licence number and date) and the clinic's own colour. */
const brandDone = (c: Company) => Boolean(c.brandColor && c.legalName?.ru?.trim() && c.taxId?.trim() && c.licenseNumber?.trim() && c.licenseDate);

/** A phone, an address and the hours: at least one open day, or the older hours text the site shows when there are none. */
const contactsDone = (c: Company) =>
  c.phones.some((phone) => phone.trim() !== '') && Boolean(c.address?.ru?.trim()) && (Object.values(c.openingHours ?? {}).some((day) => day !== null) || Boolean(c.workingHours?.ru?.trim()));

/** The about page says something of its own: edited in the pages editor, or not the starter text the clinic was created with. */
function aboutDone(c: Company): boolean {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  const text = words(docToPlainText(c.about?.ru));
  if (!text) return false;
  return c.aboutVersion > 1 || text !== words(starterAbout(c.name).ru);
}

/** The menu was changed from the starter one: an item added, removed, moved or edited. */
async function menuDone(c: Company): Promise<boolean> {
  if (c.menuVersion > 1) return true;
  const items = await getDb().select({ parentId: menuItems.parentId, typeCode: menuItems.typeCode, relationCode: menuItems.relationCode, version: menuItems.version, position: menuItems.position }).from(menuItems).where(eq(menuItems.companyId, c.id)).orderBy(menuItems.parentId, menuItems.position, menuItems.id);
  if (items.some((item) => item.version > 1 || item.parentId !== null)) return true;
  const starter = starterMenu.map((item) => `${item.typeCode}:${item.relationCode ?? ''}`).join();
  return items.map((item) => `${item.typeCode}:${item.relationCode ?? ''}`).join() !== starter;
}

/** A verified domain whose DNS leads to us (or cannot be checked here: the deployment names no ingress addresses). */
async function domainDone(companyId: number): Promise<boolean> {
  const verified = await getDb().select({ host: companyDomains.host }).from(companyDomains).where(and(eq(companyDomains.companyId, companyId), isNotNull(companyDomains.verifiedAt)));
  for (const { host } of verified) {
    const pointing = await checkPointing(host);
    if (pointing.state === 'ours' || pointing.state === 'unchecked') return true;
  }
  return false;
}

async function countOf(query: Promise<{ n: number }[]>) {
  const [row] = await query;
  return row?.n ?? 0;
}

/**
 * Which setup steps the clinic has done, read from its data each time (a step ticks itself when
 * its editor saved what it needs, and unticks when that is removed), with whether this member
 * holds the permission of the step's editor (the dashboard links only those).
 */
export async function loadSetupChecklist(member: Pick<BusinessMember, 'company' | 'permissions'>): Promise<SetupStepWire[]> {
  const db = getDb();
  const companyId = member.company.id;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return [];
  const [doctors, prices, pages, photos, menu, domain] = await Promise.all([
    countOf(db.select({ n: count() }).from(specialists).where(and(eq(specialists.companyId, companyId), eq(specialists.isPublished, true)))),
    db.select({ priceList: materials.priceList }).from(materials).where(and(eq(materials.companyId, companyId), eq(materials.kind, 'prices'), eq(materials.isPublished, true))),
    // A page of the clinic's own: a published text material other than the starter's, or the starter's once edited.
    countOf(
      db
        .select({ n: count() })
        .from(materials)
        .where(and(eq(materials.companyId, companyId), eq(materials.kind, 'text'), eq(materials.isPublished, true), or(ne(materials.code, STARTER_MATERIAL_CODE), gt(materials.version, 1)))),
    ),
    countOf(db.select({ n: count() }).from(galleryPhotos).innerJoin(galleryAlbums, eq(galleryAlbums.id, galleryPhotos.albumId)).where(eq(galleryAlbums.companyId, companyId))),
    menuDone(company),
    domainDone(companyId),
  ]);
  const done: Record<SetupStepKey, boolean> = {
    logo: Boolean(company.logo),
    brand: brandDone(company),
    contacts: contactsDone(company),
    doctors: doctors > 0,
    prices: prices.some((row) => row.priceList?.groups.some((group) => group.rows.length > 0)),
    about: aboutDone(company),
    page: pages > 0,
    menu,
    gallery: photos >= GALLERY_PHOTOS_NEEDED,
    domain,
    online: company.status === 'online',
  };
  return SETUP_STEPS.map((step) => ({ KEY: step.key, DONE: done[step.key], SEGMENT: step.segment, PERMISSION: step.permission, ALLOWED: member.permissions.includes(step.permission) }));
}

import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * Issue 21: the tags every public read is cached under, against the tags each kind of edit
 * expires (tagsToExpire). No page may show stale data after an edit: each read must be expired by
 * the edits of everything it shows, and by nothing of another section or another clinic.
 */

type Recorded = { key: string[]; tags: string[] };
const recorded: Recorded[] = [];
vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  // Records what a read is cached under; the read itself (the database) is not run.
  unstable_cache: (_read: unknown, key: string[], options: { tags: string[] }) => () => {
    recorded.push({ key, tags: options.tags });
    // The slug/host mapping finds CLINIC_A; every other read answers nothing.
    return Promise.resolve(key[0] === 'company-code' ? 'CLINIC_A' : null);
  },
  revalidateTag: () => undefined,
}));

const { tagsToExpire } = await import('@/lib/tenants/invalidate');
const news = await import('@/lib/content/news/service');
const specialists = await import('@/lib/content/specialists/service');
const reviews = await import('@/lib/content/reviews/service');
const gallery = await import('@/lib/content/gallery/service');
const director = await import('@/lib/content/director/service');
const materials = await import('@/lib/content/materials/service');
const menu = await import('@/lib/menu/service');
const redirects = await import('@/lib/redirects/service');
const tenants = await import('@/lib/tenants/service');
const pageLocales = await import('@/lib/seo/page-locales');
/** A company as the page-language reads get it (issue 31): its own texts are not read from the cache. */
const companyA = { code: 'CLINIC_A', id: 1, shortDescription: null, about: null, home: null, address: null, workingHours: null, openingHours: null } as unknown as Parameters<typeof pageLocales.pageTextLocales>[0];

const CODE = 'CLINIC_A';
/** The tags the read made by `call` is cached under (its last cached read: a scheduled read first asks the schedule). */
async function tagsOf(call: () => Promise<unknown>): Promise<string[]> {
  recorded.length = 0;
  await call();
  return recorded[recorded.length - 1].tags;
}
const expiredBy = (readTags: string[], options: Parameters<typeof tagsToExpire>[1], code = CODE) => tagsToExpire(code, options).some((tag) => readTags.includes(tag));

const reads: Record<string, () => Promise<unknown>> = {
  'news categories': () => news.getNewsCategories(CODE, 1),
  'news category': () => news.getNewsCategory(CODE, 1, 'news'),
  'news page (scheduled)': () => news.getNewsPage(CODE, 1, 1, 0, 12),
  'news item (scheduled)': () => news.getNewsItem(CODE, 1, 1, 'first'),
  doctors: () => specialists.getSpecialists(CODE, 1),
  doctor: () => specialists.getSpecialist(CODE, 1, 'ivanov'),
  'doctor ratings': () => specialists.getSpecialistRatings(CODE, 1),
  reviews: () => reviews.getPublishedReviews(CODE, { companyId: 1 }),
  gallery: () => gallery.getGallery(CODE, 1),
  'director posts': () => director.getDirectorPosts(CODE, 1),
  material: () => materials.getMaterial(CODE, 1, 'osms'),
  menu: () => menu.getCompanyMenuItems({ code: CODE, id: 1 }),
  redirect: () => redirects.getSiteRedirect(CODE, 1, '/old'),
  company: () => tenants.getCompanyByCode(CODE),
  'sitemap rows (scheduled)': () => pageLocales.getSitemapRows(CODE, 1),
  "a doctor page's languages": () => pageLocales.pageTextLocales(companyA, 'specialists/ivanov'),
  "a news page's languages (scheduled)": () => pageLocales.pageTextLocales(companyA, 'news/news/first'),
  "a material page's languages": () => pageLocales.pageTextLocales(companyA, 'osms'),
};

/** For each read, the edits that must expire it (besides a company-wide change, which expires every read). */
const shownBy: Record<string, string[]> = {
  'news categories': ['news'],
  'news category': ['news'],
  'news page (scheduled)': ['news'],
  'news item (scheduled)': ['news'],
  doctors: ['doctors'],
  doctor: ['doctors'],
  'doctor ratings': ['reviews', 'doctors'],
  reviews: ['reviews', 'doctors'],
  gallery: ['gallery'],
  'director posts': ['director'],
  material: [],
  menu: [],
  redirect: [],
  company: [],
  'sitemap rows (scheduled)': ['news', 'doctors'],
  "a doctor page's languages": ['doctors'],
  "a news page's languages (scheduled)": ['news'],
  "a material page's languages": [],
};

describe('public reads against the edits that expire them', () => {
  beforeEach(() => {
    recorded.length = 0;
  });

  for (const [name, read] of Object.entries(reads)) {
    it(`${name}: expired by a company-wide change and by the edits of what it shows, not by other sections or clinics`, async () => {
      const tags = await tagsOf(read);
      expect(tags.length).toBeGreaterThan(0);
      expect(expiredBy(tags, {})).toBe(true);
      for (const section of ['news', 'doctors', 'reviews', 'gallery', 'director'] as const) {
        expect({ section, expired: expiredBy(tags, { sections: [section] }) }).toEqual({ section, expired: shownBy[name].includes(section) });
      }
      expect(expiredBy(tags, {}, 'CLINIC_B')).toBe(false);
      expect(tags.every((tag) => tag === `company:${CODE}` || tag.startsWith(`company:${CODE}:`))).toBe(true);
    });
  }

  it('the schedule of a scheduled read is the news section: a news edit asks the next publication again', async () => {
    await news.getNewsPage(CODE, 1, 1, 0, 12);
    const schedule = recorded.find((entry) => entry.key[0] === 'schedule')!;
    expect(schedule.tags).toEqual([`company:${CODE}:news`]);
    expect(expiredBy(schedule.tags, { sections: ['news'] })).toBe(true);
    expect(expiredBy(schedule.tags, { sections: ['doctors'] })).toBe(false);
  });

  it("the slug/host mapping is tagged with its key alone: expired by that key's change, not by a content edit or another clinic's rename", async () => {
    const tags = await tagsOf(() => tenants.getCompanyCode('clinic-a'));
    expect(tags).toEqual(['site:clinic-a']);
    expect(expiredBy(tags, { sites: ['clinic-a', 'clinic-a-new'] })).toBe(true);
    expect(expiredBy(tags, { sites: ['clinic-b', 'clinic-b-new'] }, 'CLINIC_B')).toBe(false);
    expect(expiredBy(tags, {})).toBe(false);
    const hostTags = await tagsOf(() => tenants.getCompanyCode('clinic-a.kz'));
    expect(hostTags).toEqual(['site:clinic-a.kz']);
    expect(expiredBy(hostTags, { sites: ['clinic-a.kz'] })).toBe(true);
  });

  it('findSiteCompany (the site layout of every page, sitemap.xml, robots.txt) reads the company itself, so every page carries company:{code}', async () => {
    recorded.length = 0;
    await tenants.findSiteCompany('clinic-a');
    expect(recorded.map((entry) => entry.tags)).toEqual([['site:clinic-a'], [`company:${CODE}`]]);
    expect(expiredBy(recorded[1].tags, {})).toBe(true);
  });
});

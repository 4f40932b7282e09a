/**
 * Cache tags (docs/decisions.md "Cache tags per clinic"). Every tag names one clinic, or one
 * slug or host, or the platform directory: one clinic's edit never expires another clinic's pages.
 * - `company:{code}`: the company's own record and every read that belongs to no section (menu,
 *   materials, redirects, about, contacts…). Every page of a company reads its record, so every
 *   page carries it.
 * - `company:{code}:{section}`: the cached reads of one section (news, doctors…), tagged with it
 *   INSTEAD of `company:{code}`, so a news edit rebuilds the pages that show news and no others.
 * - `company:{code}:slots:{doctor id}`: one doctor's free slots, expired by each visit or schedule change of theirs.
 * - `site:{slug-or-host}`: the slug/host -> company mapping read of that key (an answer "none"
 *   included, so a new clinic or a newly verified domain is found at once).
 * - `directory`: the platform directory's reads (lib/platform).
 * Tags are also the edge's surrogate keys (lib/edge), so they stay short and plain.
 */
export const CACHE_SECTIONS = ['news', 'doctors', 'reviews', 'gallery', 'director'] as const;
export type CacheSection = (typeof CACHE_SECTIONS)[number];

/** What a cached read depends on: the company's record and unsectioned data ('company'), or sections. */
export type CachePart = 'company' | CacheSection;

/** Next drops a tag longer than 256 characters (with a warning), so a tag must never reach it. */
const MAX_TAG_LENGTH = 256;

/** Two 32-bit FNV-1a hashes, 16 hex digits: a collision only expires one more key, never too few. */
function shortHash(value: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

function siteTag(key: string): string {
  const tag = `site:${key}`;
  // A host may be 253 characters: such a key is named by its hash (the reader and the writer agree).
  return tag.length <= MAX_TAG_LENGTH ? tag : `site:#${shortHash(key)}`;
}

/** Cache tags are keyed by company code, never by host or slug (STYLE "Naming"), except the site mapping's own. */
export const TAGS = {
  company: (code: string) => `company:${code}`,
  section: (code: string, section: CacheSection) => `company:${code}:${section}`,
  /** One doctor's free slots (lib/booking): a visit, a hold or a schedule change of that doctor expires only these. */
  slots: (code: string, specialistId: number) => `company:${code}:slots:${specialistId}`,
  /** The slug or host -> company mapping of this key (lib/tenants/service.ts getCompanyCode). */
  site: siteTag,
  /** The platform directory (every clinic's name, slug, status, logo, city, domains, specialties). */
  directory: 'directory',
} as const;

/** The tags of a read that depends on these parts of a company. */
export function readTags(code: string, parts: readonly CachePart[]): string[] {
  return [...new Set(parts.map((part) => (part === 'company' ? TAGS.company(code) : TAGS.section(code, part))))];
}

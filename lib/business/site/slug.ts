/** A news item's or category's address segment: lower-case Latin letters, digits and dashes, 1 to 100 characters. */
export const NEWS_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
export const NEWS_SLUG_MAX = 100;

/** `/news/{category}/page/{n}` is the paginator: no item may be called `page` (docs/decisions.md "News"). */
export const RESERVED_NEWS_SLUGS = new Set(['page']);

export const isValidNewsSlug = (value: string) => NEWS_SLUG.test(value) && !RESERVED_NEWS_SLUGS.has(value);

// Russian and Kazakh Cyrillic, as a Latin reader of a URL expects them (a simple scheme, not an official one).
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '',
  э: 'e', ю: 'yu', я: 'ya', ә: 'a', ғ: 'g', қ: 'q', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', і: 'i',
};

// Uzbek Latin writes oʻ and gʻ with a turned comma, and the tutuq belgisi ʼ; both are dropped from a URL.
const APOSTROPHES = /['’ʻʼ`]/g;

/**
 * A slug from a title: transliterated (Russian, Kazakh), accents and apostrophes dropped,
 * everything else a dash, at most 80 characters cut at a word. '' when nothing is left.
 *   'Новый аппарат МРТ' -> 'novyy-apparat-mrt'; 'Oʻzbekiston' -> 'ozbekiston'; 'Жаңа ғимарат' -> 'zhana-gimarat'
 */
export function slugFromTitle(title: string): string {
  const latin = [...title.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join('');
  const plain = latin.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(APOSTROPHES, '');
  const slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 81);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 20 ? cut.slice(0, lastDash) : cut.slice(0, 80)).replace(/-+$/, '');
}

/** The first free slug of `base`, `base-2`, `base-3` … that `isTaken` does not hold, nor a reserved one. */
export async function firstFreeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const root = base || 'news';
  for (let n = 1; n < 1000; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${root.slice(0, NEWS_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!RESERVED_NEWS_SLUGS.has(slug) && !(await isTaken(slug))) return slug;
  }
  throw new Error(`news: no free slug for ${root}`);
}

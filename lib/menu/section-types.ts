/**
 * SPEC 2.3: menu item type codes 1 to 13 are section types, each with its slug.
 * "Discounts and promotions" has no slug.
 */
export const SECTION_TYPES = {
  1: { key: 'news', slug: 'news' },
  2: { key: 'comments', slug: 'reviews' },
  3: { key: 'aboutCompany', slug: 'about' },
  4: { key: 'materials', slug: 'materials' },
  5: { key: 'specialists', slug: 'specialists' },
  6: { key: 'onlineEntry', slug: 'appointment' },
  7: { key: 'askNewQuestion', slug: 'ask-question' },
  8: { key: 'leaveReview', slug: 'reviews' },
  9: { key: 'stateSymbols', slug: 'state-symbols' },
  10: { key: 'photoGallery', slug: 'gallery' },
  11: { key: 'determineInsuranceStatus', slug: 'determine' },
  12: { key: 'contacts', slug: 'contacts' },
  13: { key: 'discountsAndPromotions', slug: null },
} as const satisfies Record<number, { key: string; slug: string | null }>;

export type SectionTypeCode = keyof typeof SECTION_TYPES;

export const SECTION_TYPE = {
  NEWS: 1,
  COMMENTS: 2,
  ABOUT_COMPANY: 3,
  MATERIALS: 4,
  SPECIALISTS: 5,
  ONLINE_ENTRY: 6,
  ASK_NEW_QUESTION: 7,
  LEAVE_REVIEW: 8,
  STATE_SYMBOLS: 9,
  PHOTO_GALLERY: 10,
  DETERMINE_INSURANCE_STATUS: 11,
  CONTACTS: 12,
  DISCOUNTS_AND_PROMOTIONS: 13,
} as const;

/** SPEC 3 RELATION_TYPE: 1 = section, 2 = relation to a material. */
export const RELATION_TYPE = { SECTION: 1, MATERIAL: 2 } as const;

/** SPEC 2.3: Russian menu aliases and the pages they reach. */
export const MENU_ALIASES: Record<string, string> = {
  'Государственные символы': 'state-symbols',
  ГОБМП: 'gobmp',
  ОСМС: 'osms',
  Фотогалерея: 'gallery',
  'Блог главного врача': 'medical-director',
};

export function sectionSlug(typeCode: number | null | undefined): string | null {
  if (typeCode == null || !(typeCode in SECTION_TYPES)) return null;
  return SECTION_TYPES[typeCode as SectionTypeCode].slug;
}

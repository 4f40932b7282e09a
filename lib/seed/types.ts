import type { PriceList } from '@/lib/content/materials/price-list';
import type { companies } from '@/lib/db/schema/companies';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { MenuTree } from '@/lib/menu/types';

/** Seed data is plain objects; index.ts turns them into rows. */
export type L = LocalizedText;

export type MenuSeed = MenuTree;

export type SpecialistSeed = {
  slug: string;
  fullName: L;
  specialty: L;
  experienceYears: number;
  languages: string[];
  education: L;
  services: L;
  schedule: L;
  bio: L;
};

export type NewsSeed = { slug: string; daysAgo: number; title: L; summary: L; body: L };

export type NewsCategorySeed = { informationCode: string; slug: string; name: L; image?: string; news: NewsSeed[] };

export type ReviewSeed = {
  /** The slug of the specialist the review is about; none for a review of the company. */
  specialist?: string;
  authorName: string;
  rating: number;
  text: string;
  status: 'pending' | 'published' | 'rejected';
  reply?: string;
  daysAgo: number;
};

export type AlbumSeed = { title: L; photos: { file: string; caption: L }[] };

/** A material; a price list (kind 'prices') also has its table. */
export type MaterialSeed = { code: string; title: L; body: L; kind?: 'text' | 'prices'; priceList?: PriceList };

export type DirectorPostSeed = { daysAgo: number; title: L; body: L };

export type CompanySeed = {
  /** `about` is plain text here (blank lines between paragraphs); stored as a rich text doc. */
  company: Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'about' | 'aboutVersion'> & { about?: L | null };
  /** The locales the company's texts are kept in; other keys are dropped on insert. */
  locales: (keyof L)[];
  domains: string[];
  cabinets: { code: number; name: string }[];
  menu: MenuSeed[];
  specialists: SpecialistSeed[];
  newsCategories: NewsCategorySeed[];
  reviews: ReviewSeed[];
  albums: AlbumSeed[];
  materials: MaterialSeed[];
  directorPosts: DirectorPostSeed[];
  /** Each doctor's booking by slug (lib/seed/booking.ts); a doctor left out is booked by request. */
  booking?: BookingSeed;
};

/** A localized text in the order ru, kk, uz, en. */
export function t(ru: string, kk?: string, uz?: string, en?: string): L {
  const text: L = { ru };
  if (kk !== undefined) text.kk = kk;
  if (uz !== undefined) text.uz = uz;
  if (en !== undefined) text.en = en;
  return text;
}

/** Paragraphs are plain text separated by a blank line. */
export const paragraphs = (...parts: string[]) => parts.join('\n\n');

const DAYS = {
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  kk: ['Дс', 'Сс', 'Ср', 'Бс', 'Жм', 'Сб', 'Жс'],
  uz: ['Du', 'Se', 'Ch', 'Pa', 'Ju', 'Sh', 'Ya'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
} as const;
const DAY_INDEX = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 } as const;
const CLOSED = { ru: 'выходной', kk: 'демалыс', uz: 'dam olish kuni', en: 'closed' } as const;
type Day = keyof typeof DAY_INDEX;

/**
 * Opening hours as one line per group of days, e.g.
 * schedule(['mon-fri', '08:00', '20:00'], ['sun']) -> ru "Пн–Пт: 08:00–20:00\nВс: выходной".
 */
export function schedule(...rows: [days: string, from?: string, to?: string][]): L {
  const text = {} as Required<L>;
  for (const locale of ['ru', 'kk', 'uz', 'en'] as const) {
    const name = (day: string) => DAYS[locale][DAY_INDEX[day as Day]];
    text[locale] = rows
      .map(([days, from, to]) => {
        const label = days
          .split(',')
          .map((part) => part.split('-').map(name).join('–'))
          .join(', ');
        return `${label}: ${from && to ? `${from}–${to}` : CLOSED[locale]}`;
      })
      .join('\n');
  }
  return text;
}

/** A moment `days` days before the seed runs, at a working hour, so dates stay recent. */
export function daysAgo(days: number, hour = 10): Date {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  date.setUTCHours(hour - 5, (days * 7) % 60, 0, 0);
  return date;
}

/** One weekday's booking intervals, `HH:MM`. */
export type BookingDay = [string, string][];
export type DoctorBookingSeed = {
  mode: 'slots' | 'request';
  /** Weekday 1 = Monday … 7 = Sunday. */
  week: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, BookingDay>>;
  visitTypes: { name: L; minutes: number; price: number | null }[];
};
export type BookingSeed = Record<string, DoctorBookingSeed>;

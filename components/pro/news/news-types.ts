import type { LocalizedDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';

/** The editor's news item as GET …/business/news/{id} sends it (lib/business/site/news/wire.ts). */
export type LocalizedWire = { ru: string } & Partial<Record<Exclude<Locale, 'ru'>, string>>;
export type NewsStatus = 'draft' | 'scheduled' | 'published';
export type NewsSummary = {
  ID: number;
  CATEGORY: { ID: number; SLUG: string; NAME: string };
  SLUG: string;
  TITLE: LocalizedWire;
  SUMMARY: LocalizedWire | null;
  IMAGE: string | null;
  PUBLISHED: boolean;
  PUBLISHED_AT: string;
  STATUS: NewsStatus;
  SUBSCRIBERS_NOTIFIED_AT: string | null;
  URL: string;
};
/** BODY: rich text per locale (lib/content/rich-text/doc.ts); VERSION: sent back with an edit (409 edit_conflict when saved since). */
export type NewsItem = NewsSummary & { BODY: LocalizedDoc; VERSION: number };
export type NewsCategory = { ID: number; SLUG: string; NAME: LocalizedWire; POSITION: number; COMPONENT: 'news-list' | 'news-grid'; NEWS_COUNT: number };
export type PageMeta = { PAGE: number; PAGE_SIZE: number; TOTAL: number; PAGES: number };

export const NEWS_STATUS_LIST: readonly NewsStatus[] = ['draft', 'scheduled', 'published'];
export const STATUS_TONES = { draft: 'off', scheduled: 'busy', published: 'good' } as const;

/** The locales the company's site offers: Russian always, another when the company has a name in it (SPEC 2.1). */
export function offeredLocales(company: { COMPANY_NAME_KK: string | null; COMPANY_NAME_UZ: string | null; COMPANY_NAME_EN: string | null } | null): Locale[] {
  const locales: Locale[] = ['ru'];
  if (company?.COMPANY_NAME_KK) locales.push('kk');
  if (company?.COMPANY_NAME_UZ) locales.push('uz');
  if (company?.COMPANY_NAME_EN) locales.push('en');
  return locales;
}

/** A text in the page's locale, else Russian. */
export const pick = (text: LocalizedWire | null, locale: Locale) => (text ? text[locale] || text.ru : '');

const WALL = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Almaty', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as the clinics' wall time for a datetime-local field: '2026-12-01T09:00' (Asia/Almaty, as the server reads it). */
export const wallTime = (iso: string) => WALL.format(new Date(iso)).replace(' ', 'T');

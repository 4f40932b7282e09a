import type { LocalizedDoc } from '@/lib/i18n/rich-doc';
import type { Locale } from '@/lib/i18n/locales';

/** The about page as GET …/business/pages/about sends it (lib/business/site/pages/routes.ts). */
export type AboutPageWire = { ABOUT: LocalizedDoc; VERSION: number };

/** A blog post as GET …/business/director_posts/{id} sends it. */
export type DirectorPostWire = {
  ID: number;
  TITLE: { ru: string } & Partial<Record<Exclude<Locale, 'ru'>, string>>;
  BODY: LocalizedDoc;
  PUBLISHED: boolean;
  PUBLISHED_AT: string;
  VERSION: number;
};

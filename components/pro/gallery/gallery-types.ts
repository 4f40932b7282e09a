import type { Locale } from '@/lib/i18n/locales';
import type { ResponsiveImageDescriptor } from '@/lib/storage/responsive-urls';

export type LocalizedWire = { ru: string } & Partial<Record<Exclude<Locale, 'ru'>, string>>;

/** A photo as the gallery editor's calls send it (lib/business/site/gallery/editor.ts photoToWire). */
export type Photo = { ID: number; ALBUM_ID: number; SRC: string; WIDTH: number; HEIGHT: number; IMAGE: ResponsiveImageDescriptor | null; CAPTION: LocalizedWire; POSITION: number; VERSION: number };
export type Album = { ID: number; TITLE: LocalizedWire; POSITION: number; VERSION: number; PHOTOS: Photo[] };

/** lib/business/site/gallery/schemas.ts GALLERY_LIMITS and GALLERY_PHOTO_SPEC. */
export const TITLE_MAX = 200;
export const CAPTION_MAX = 500;
export const GALLERY_PHOTO_MAX_MB = 15;

export const pick = (text: LocalizedWire | null | undefined, locale: Locale) => (text ? text[locale] || text.ru : '');

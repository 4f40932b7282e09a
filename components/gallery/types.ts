import type { ResponsiveImageDescriptor } from '@/lib/storage/responsive-urls';

/** What the gallery island gets: texts already in the visitor's language; `image` the variants of an uploaded photo. */
export type GalleryPhotoView = { src: string; width: number; height: number; image?: ResponsiveImageDescriptor | null; caption: string };
export type GalleryAlbumView = { id: number; title: string; photos: GalleryPhotoView[] };

/** Texts as props (no message runtime in the island); `{caption}`, `{current}`, `{total}` are filled in. */
export type GalleryTexts = { openPhoto: string; previous: string; next: string; close: string; counter: string; hint: string };

/** 'Фото {current} из {total}' with { current: 2, total: 3 } -> 'Фото 2 из 3'. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

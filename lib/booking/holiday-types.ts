import type { LocalizedText } from '@/lib/i18n/localized';

/** A public holiday shipped as data: a wall date and its name in every locale. */
export type ShippedHoliday = { day: string; name: LocalizedText };

import { customType, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/localized';
import type { LocalizedDoc } from '../../i18n/rich-doc';

export type { LocalizedDoc, LocalizedText };

export const localized = customType<{ data: LocalizedText; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => (typeof value === 'string' ? JSON.parse(value) : value) as LocalizedText,
});

/** Rich text per locale (issue 19): `{ ru: { type: 'doc', content: [...] }, kk: … }`, sanitized on every save. */
export const localizedDoc = customType<{ data: LocalizedDoc; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => (typeof value === 'string' ? JSON.parse(value) : value) as LocalizedDoc,
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

import { customType, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/localized';

export type { LocalizedText };

export const localized = customType<{ data: LocalizedText; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => (typeof value === 'string' ? JSON.parse(value) : value) as LocalizedText,
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

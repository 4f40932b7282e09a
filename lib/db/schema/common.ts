import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Text shown to visitors, stored per locale; ru is always present, the others fall back to it. */
export type LocalizedText = { ru: string; kk?: string; uz?: string; en?: string };

export const localized = customType<{ data: LocalizedText; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => (typeof value === 'string' ? JSON.parse(value) : value) as LocalizedText,
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

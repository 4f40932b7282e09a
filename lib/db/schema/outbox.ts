import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/** Every e-mail and SMS the product sends; with no SMTP or SMS gateway configured this is the dev outbox. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status', { enum: ['queued', 'sent', 'outbox', 'failed'] }).notNull().default('queued'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

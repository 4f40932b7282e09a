import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, localized, localizedDoc, updatedAt } from './common';
import { users } from './accounts';
import { companies } from './companies';
import type { PriceList } from './stored-shapes';
import { specialtyKeysColumnSql } from '../directory/specialties';

/** A responsive image's descriptor (lib/storage/responsive-urls.ts, which owns it; the same shape). */
type ResponsiveImageDescriptor = { key: string; width: number; height: number; widths: number[]; formats: ('avif' | 'webp')[] };

/** The edit version of an editable row (lib/business/edit-conflict.ts). */
const version = () => integer('version').notNull().default(1);

const companyId = () => integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' });

export const specialists = pgTable(
  'specialists',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    slug: text('slug').notNull(),
    fullName: localized('full_name').notNull(),
    specialty: localized('specialty').notNull(),
    /** The directory's specialty keys the specialty names (lib/platform/specialties.ts), derived. */
    specialtyKeys: text('specialty_keys').array().generatedAlwaysAs(sql.raw(specialtyKeysColumnSql('specialty'))),
    /** An old photo address (the seed's); photoImage, when set, is the one shown. */
    photo: text('photo'),
    /** The uploaded photo as responsive variants (lib/storage/responsive.ts). */
    photoImage: jsonb('photo_image').$type<ResponsiveImageDescriptor>(),
    experienceYears: integer('experience_years'),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    education: localized('education'),
    services: localized('services'),
    schedule: localized('schedule'),
    bio: localized('bio'),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('specialists_company_slug_idx').on(t.companyId, t.slug)],
);

/** Reviews of the company, or of one specialist when specialistId is set. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    specialistId: integer('specialist_id').references(() => specialists.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'published', 'rejected'] }).notNull().default('pending'),
    reply: text('reply'),
    /** The signed-in patient who wrote it, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_company_status_idx').on(t.companyId, t.status), index('reviews_specialist_status_idx').on(t.specialistId, t.status)],
);

/** News categories carry the `front` settings of SPEC 3. */
export const newsCategories = pgTable(
  'news_categories',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    informationCode: text('information_code').notNull(),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    position: integer('position').notNull().default(0),
    component: text('component').notNull().default('news-list'),
    props: jsonb('props').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('news_categories_company_slug_idx').on(t.companyId, t.slug)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    categoryId: integer('category_id').notNull().references(() => newsCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    summary: localized('summary'),
    body: localizedDoc('body').notNull(),
    image: text('image'),
    /** The uploaded image as responsive variants (lib/storage/responsive.ts); image holds its largest WebP. */
    imageMedia: jsonb('image_media').$type<ResponsiveImageDescriptor>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    isPublished: boolean('is_published').notNull().default(true),
    /** Set when the clinic's news subscribers were mailed about this item: each is told once. */
    subscribersNotifiedAt: timestamp('subscribers_notified_at', { withTimezone: true }),
    /** Edit conflicts (lib/business/edit-conflict.ts): every update bumps it. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('news_category_slug_idx').on(t.categoryId, t.slug), index('news_published_idx').on(t.categoryId, t.publishedAt), index('news_company_published_idx').on(t.companyId, t.publishedAt)],
);

export const galleryAlbums = pgTable(
  'gallery_albums',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    title: localized('title').notNull(),
    position: integer('position').notNull().default(0),
    version: version(),
  },
  (t) => [index('gallery_albums_company_idx').on(t.companyId, t.position)],
);

export const galleryPhotos = pgTable('gallery_photos', {
  id: serial('id').primaryKey(),
  albumId: integer('album_id').notNull().references(() => galleryAlbums.id, { onDelete: 'cascade' }),
  /** The largest WebP (or an old row's address); image, when set, gives the srcset. */
  src: text('src').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The uploaded photo as responsive variants (lib/storage/responsive.ts). */
  image: jsonb('image').$type<ResponsiveImageDescriptor>(),
  caption: localized('caption'),
  position: integer('position').notNull().default(0),
  version: version(),
}, (t) => [index('gallery_photos_album_idx').on(t.albumId, t.position)]);

/** Materials are reached by menu items of relation type 2 through their code. */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    code: text('code').notNull(),
    title: localized('title').notNull(),
    body: localizedDoc('body').notNull(),
    /** 'text' (the body) or 'prices' (PRICE_LIST: groups of rows, issue 19). */
    kind: text('kind').notNull().default('text'),
    priceList: jsonb('price_list').$type<PriceList>(),
    /** Hidden materials answer 404 and their menu items leave the menu. */
    isPublished: boolean('is_published').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('materials_company_code_idx').on(t.companyId, t.code)],
);

/** Posts of the medical director's blog. */
export const directorPosts = pgTable('director_posts', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  title: localized('title').notNull(),
  body: localizedDoc('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** Hidden posts are kept for the business area and not shown on the site. */
  isPublished: boolean('is_published').notNull().default(true),
  version: integer('version').notNull().default(1),
}, (t) => [index('director_posts_company_idx').on(t.companyId, t.publishedAt)]);

/** Visitor forms: stored first, delivered by jobs afterwards. */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  specialistId: integer('specialist_id').references(() => specialists.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  preferredDate: date('preferred_date'),
  comment: text('comment'),
  locale: text('locale').notNull().default('ru'),
  /** new -> in_progress -> done, moved by the clinic in its inbox. */
  status: text('status', { enum: ['new', 'in_progress', 'done'] }).notNull().default('new'),
  /** The patient who sent it signed in; their profile lists it. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The clinic's internal note, never shown to the patient. */
  note: text('note'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  (t) => [index('appointment_requests_user_idx').on(t.userId), index('appointment_requests_company_idx').on(t.companyId, t.createdAt)],
);

export const questions = pgTable(
  'questions',
  {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  text: text('text').notNull(),
  locale: text('locale').notNull().default('ru'),
  status: text('status', { enum: ['new', 'in_progress', 'done'] }).notNull().default('new'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  note: text('note'),
  /** The clinic's answer, e-mailed to the patient and shown in their profile. */
  answer: text('answer'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  (t) => [index('questions_user_idx').on(t.userId), index('questions_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * Which company uploaded each stored file (issue 27): every key of a company's upload (a logo, a
 * favicon, a rich-text image, each variant of a responsive image), recorded when it is stored. A
 * company's edit or purge deletes only its own keys: a file another company (or no one known)
 * uploaded is never deleted by a text that merely names it. Gone with the company row.
 */
export const storedUploads = pgTable(
  'stored_uploads',
  {
    key: text('key').primaryKey(),
    companyId: companyId(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_uploads_company_idx').on(t.companyId)],
);

/**
 * Which Russian text each translation was made from (issue 31, docs/decisions.md "Onboarding: stale
 * translations"): one row per company, kind, item (0 for the company's own texts), field and language,
 * with the hash of the Russian text when that language's text was last saved or confirmed. A
 * translation is stale when this hash differs from the hash of the Russian text now; no row: current.
 */
export const translationSources = pgTable(
  'translation_sources',
  {
    companyId: companyId(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    field: text('field').notNull(),
    locale: text('locale').notNull(),
    sourceHash: text('source_hash').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('translation_sources_key_idx').on(t.companyId, t.kind, t.itemId, t.field, t.locale)],
);

import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, localized, localizedDoc, updatedAt } from './common';
import type { HomeBlocks, OpeningHours } from './stored-shapes';
import { cityColumnSql } from '../directory/cities';
import { localizedValues } from '../directory/match-pattern';

/** A clinic. Names per locale decide which locales its site offers (SPEC 2.1). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: localized('name').notNull(),
    shortDescription: localized('short_description'),
    about: localizedDoc('about'),
    /** The about page's own edit-conflict version (the pages editor), apart from the settings'. */
    aboutVersion: integer('about_version').notNull().default(1),
    templateId: text('template_id'),
    emailForIssues: text('email_for_issues'),
    /** The clinic's time zone (IANA, one of lib/dates/time-zones.ts): every time in /pro and on its site is written in it. */
    timeZone: text('time_zone').notNull().default('Asia/Almaty'),
    isActiveOnlineEntry: boolean('is_active_online_entry').notNull().default(false),
    /** Booking (issue 30): a patient may cancel or move a visit up to this many minutes before it. */
    bookingChangeLimitMinutes: integer('booking_change_limit_minutes').notNull().default(120),
    logo: text('logo'),
    faviconLink: text('favicon_link'),
    /** The legal details the site's footer shows (issue 31): the legal name per locale, BIN (KZ) or INN (UZ), the medical licence. */
    legalName: localized('legal_name'),
    taxId: text('tax_id'),
    licenseNumber: text('license_number'),
    licenseDate: date('license_date', { mode: 'string' }),
    /** The site's brand colour (#rrggbb, at least 4.5:1 against white: lib/tenants/brand-colour.ts); null: the platform's teal. */
    brandColor: text('brand_color'),
    isCompanySite: boolean('is_company_site').notNull().default(true),
    address: localized('address'),
    phones: jsonb('phones').$type<string[]>().notNull().default([]),
    email: text('email'),
    workingHours: localized('working_hours'),
    mapUrl: text('map_url'),
    latitude: text('latitude'),
    longitude: text('longitude'),
    /** Contact e-mails shown on the site (EMAIL is the first of them, kept for the older readers). */
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    /** Opening hours per weekday (issue 19); null: the WORKING_HOURS text is shown instead. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** The home page's own blocks: headline, text and highlights per locale. */
    home: jsonb('home').$type<HomeBlocks>(),
    /** Raised on every contacts or home save: the edit conflict check (lib/business/edit-conflict.ts). */
    version: integer('version').notNull().default(1),
    /** Raised by each save of the menu's order and nesting: two members reordering at once get a 409 (issue 19). */
    menuVersion: integer('menu_version').notNull().default(1),
    /** The site's life (docs/decisions.md "A site's life"): 'online', 'offline' (owner took it down) or 'closing' (deleted at purge_at). */
    status: text('status').$type<'online' | 'offline' | 'closing'>().notNull().default('online'),
    /** While closing: when the company and everything it holds are deleted. */
    purgeAt: timestamp('purge_at', { withTimezone: true }),
    /**
     * The platform directory's columns (issue 21, lib/platform/queries.ts), all derived: the city
     * its address names (lib/platform/cities.ts), the text searched (names and addresses in every
     * language, trigram-indexed) and its published doctors' specialties (lib/platform/specialties.ts;
     * the trigger of lib/db/migrations/manual/scale.sql keeps it as specialists change).
     */
    city: text('city').generatedAlwaysAs(sql.raw(cityColumnSql('address'))),
    searchText: text('search_text').generatedAlwaysAs(sql.raw(`${localizedValues('name')} || ' ' || ${localizedValues('address')}`)),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One page of the directory, a city's page and every count (index-only) without reading the rows.
    index('companies_directory_idx').on(t.status, t.city, t.id),
    index('companies_specialties_idx').using('gin', t.specialties),
    index('companies_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Custom hosts on which a company's site is the whole site (SPEC 1). */
export const companyDomains = pgTable(
  'company_domains',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    /** The value of the `_clinic-verification.{host}` TXT record that proves the company holds the domain. */
    verificationToken: text('verification_token'),
    /** Only a verified domain is served (proxy, Caddy's ask); null until its TXT record was found. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The canonical host of the company's site (at most one per company); /l/{slug} redirects there. */
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    /** The scheduled recheck (lib/business/clinic/domains/recheck.ts): definite answers without our TXT record in a row; two unverify. */
    recheckFailures: integer('recheck_failures').notNull().default(0),
    /** When the recheck took the verification away (the TXT record went); null otherwise. The claim expires 14 days after. */
    verificationLostAt: timestamp('verification_lost_at', { withTimezone: true }),
  },
  (t) => [
    // Several clinics may claim one host; only one may hold it verified (docs/decisions.md "Domain claims").
    uniqueIndex('company_domains_verified_host_idx').on(t.host).where(sql`${t.verifiedAt} is not null`),
    uniqueIndex('company_domains_company_host_idx').on(t.companyId, t.host),
    index('company_domains_host_lookup_idx').on(t.host),
    index('company_domains_company_idx').on(t.companyId),
    uniqueIndex('company_domains_primary_idx').on(t.companyId).where(sql`${t.isPrimary}`),
  ],
);

/** Landing menu items (SPEC 3 "Menu item"); children point at their parent. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    name: localized('name').notNull(),
    typeCode: integer('type_code'),
    relationType: integer('relation_type').notNull().default(1),
    relationCode: text('relation_code'),
    alias: text('alias'),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Edit conflicts (lib/business/edit-conflict.ts). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('menu_items_company_idx').on(t.companyId)],
);

/** Path redirects looked up on every navigation (SPEC 2.7). */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    fromPath: text('from_path').notNull(),
    toUrl: text('to_url').notNull(),
    /** The HTTP status it answers: 308 (permanent, the default) or 307 (temporary). */
    status: integer('status').notNull().default(308),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('redirects_company_path_idx').on(t.companyId, t.fromPath), check('redirects_status_check', sql`${t.status} in (307, 308)`)],
);

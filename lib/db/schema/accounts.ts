import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './common';
import { companies } from './companies';

/** Patients and business users alike (SPEC 3 "User"). The phone is stored with a leading plus. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').unique(),
  tel: text('tel').unique(),
  passwordHash: text('password_hash'),
  lastname: text('lastname').notNull().default(''),
  name: text('name').notNull().default(''),
  middlename: text('middlename').notNull().default(''),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  telConfirmedAt: timestamp('tel_confirmed_at', { withTimezone: true }),
  avatar: text('avatar'),
  locale: text('locale').notNull().default('ru'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Opaque session tokens: only their SHA-256 hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
    /** Updated at most once a minute while the session is used: the sessions list shows it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The clinic host a session was made on (a handoff's accept, a sign-in on a clinic's own
     * domain): it is accepted there only, never by the business area (issue 27). Null: a platform session.
     */
    host: text('host'),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time codes for registration, e-mail/phone confirmation and password restore. */
export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'confirm_email', 'confirm_phone', 'restore', 'booking', 'sign_in'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What the code completes, e.g. a registration's names, password hash and consent until it is confirmed. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    locale: text('locale').notNull().default('ru'),
    createdAt: createdAt(),
  },
  (t) => [index('confirmation_codes_target_idx').on(t.target, t.purpose)],
);

/** A user's business account with a company (SPEC 3 "Business account"). */
export const businessAccounts = pgTable(
  'business_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    emailForIssues: text('email_for_issues'),
    /**
     * The company's owner (its creator, transferable): holds every permission in cabinet 0 and is
     * neither changed nor removed by anyone else. One per company.
     */
    isOwner: boolean('is_owner').notNull().default(false),
    /**
     * The member asked for an e-mail when a visit of the company is booked, moved or cancelled
     * (issue 30, lib/booking/notify/staff.ts); sent only while they may read the calendar.
     */
    visitMail: boolean('visit_mail').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('business_accounts_user_company_idx').on(t.userId, t.companyId),
    uniqueIndex('business_accounts_company_owner_idx').on(t.companyId).where(sql`${t.isOwner}`),
    // A company's issues e-mail is read with the company on every page render (lib/tenants/queries.ts).
    index('business_accounts_company_idx').on(t.companyId),
  ],
);

/** Cabinets of a company (SPEC 3 "Cabinet"); code 0 is the main cabinet. */
export const cabinets = pgTable(
  'cabinets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    code: integer('code').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cabinets_company_code_idx').on(t.companyId, t.code)],
);

export const cabinetMemberships = pgTable(
  'cabinet_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    cabinetId: integer('cabinet_id').notNull().references(() => cabinets.id, { onDelete: 'cascade' }),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** The access code the member joined with; null for the clinic's creator and seeded members. */
    accessCodeId: integer('access_code_id').references(() => accessCodes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cabinet_memberships_user_cabinet_idx').on(t.userId, t.cabinetId), index('cabinet_memberships_cabinet_idx').on(t.cabinetId)],
);

/** Codes a business user enters to request access to a cabinet. */
export const accessCodes = pgTable('access_codes', {
  id: serial('id').primaryKey(),
  cabinetId: integer('cabinet_id').notNull().references(() => cabinets.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  maxUses: integer('max_uses').notNull().default(1),
  uses: integer('uses').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  isRevoked: boolean('is_revoked').notNull().default(false),
  /** The member who issued it. */
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * E-mailed invitations to a cabinet (issue 20, docs/decisions.md "Staff invitations"): the
 * link's token is stored only as its hash, is single-use and expires (7 days). The address and
 * name are personal data: erased with the invitee's account, and the row is purged 30 days after
 * it expired (data.purge).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    cabinetId: integer('cabinet_id').notNull().references(() => cabinets.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull().unique(),
    /** The language of the mail, and of the page its link opens. */
    locale: text('locale').notNull().default('ru'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_cabinet_idx').on(t.cabinetId), index('staff_invitations_email_idx').on(t.email)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The cabinet the change was made from (its path); null for company-level calls. */
    cabinetId: integer('cabinet_id').references(() => cabinets.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What was changed: a kind (appointment_request, question, review, member, access_code, cabinet, company, service_request) and its id. */
    targetType: text('target_type'),
    targetId: integer('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_company_idx').on(t.companyId, t.createdAt), index('audit_log_company_user_idx').on(t.companyId, t.userId)],
);

/**
 * A clinic asks the platform for a service (SPEC 7.2 POST /w-front/v1/crm/request_by_services):
 * stored, mailed to PLATFORM_STAFF_EMAIL and listed for the platform's staff.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    service: text('service').notNull(),
    message: text('message').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email').notNull(),
    locale: text('locale').notNull().default('ru'),
    status: text('status', { enum: ['new', 'in_progress', 'done'] }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('service_requests_created_idx').on(t.createdAt)],
);

/**
 * A patient's consent to the processing of personal data (Kazakhstan 94-V, Uzbekistan ZRU-547):
 * which text (its version and language), when, on which site, for what. Kept when the user
 * is deleted (user_id set null): it records that the consent was given.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: ['registration', 'appointment', 'question', 'review'] }).notNull(),
    /** The row of that purpose (appointment request, question, review) when there is one. */
    subjectId: integer('subject_id'),
    textVersion: text('text_version').notNull(),
    locale: text('locale').notNull(),
    /** The host the form was sent from. */
    site: text('site').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

/** A patient's subscription to a clinic's news; `tokenHash` is the unsubscribe link's secret. */
export const newsSubscriptions = pgTable(
  'news_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull().default('ru'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('news_subscriptions_user_company_idx').on(t.userId, t.companyId), uniqueIndex('news_subscriptions_token_idx').on(t.tokenHash), index('news_subscriptions_company_idx').on(t.companyId)],
);

/**
 * One-time sign-in handshakes from the platform host to a clinic's own domain: single use,
 * short-lived, only the token's hash stored (docs/decisions.md, "One account across domains").
 */
export const sessionHandoffs = pgTable(
  'session_handoffs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    targetHost: text('target_host').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('session_handoffs_token_idx').on(t.tokenHash)],
);

/**
 * The one-time nonce of a handoff's confirmation page (issue 27): bound to the session that saw
 * the page and the host it names; only its hash stored; good for HANDOFF_CONFIRM_SECONDS, once.
 */
export const handoffConfirmations = pgTable(
  'handoff_confirmations',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    nonceHash: text('nonce_hash').notNull(),
    targetHost: text('target_host').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('handoff_confirmations_nonce_idx').on(t.nonceHash), index('handoff_confirmations_session_idx').on(t.sessionId)],
);

/**
 * Origins (`https://clinic.kz`) that answered our served-host proof (lib/accounts/served-proof.ts):
 * remembered a few minutes so every instance skips the probe meanwhile. Only successes are kept.
 */
export const servedHostProofs = pgTable('served_host_proofs', {
  origin: text('origin').primaryKey(),
  provenAt: timestamp('proven_at', { withTimezone: true }).notNull(),
});

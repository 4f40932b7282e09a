/*
 * The statuses of the inboxes and of review moderation: plain constants with no zod, so the
 * business area's pages can list them without loading the schemas (inbox/schemas.ts) up front.
 */

/** Statuses of the inboxes: new -> in_progress -> done. */
export const INBOX_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Statuses of a review: waiting for moderation, shown on the site, or turned down. */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

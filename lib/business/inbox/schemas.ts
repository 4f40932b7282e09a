// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from 'zod';
import { cleanTypedText } from '@/lib/http/safe-text';
import { INBOX_STATUSES } from './statuses';

/*
 * The bodies of the inbox and review-moderation calls, checked by the API (inbox/routes.ts,
 * inbox/reviews-routes.ts) and loadable by the business area's forms: plain zod and no server code,
 * so the browser checks a note, an answer or a reply by the very rules the API checks it by.
 * Field errors are the stable codes of BusinessErrors.fields (required, invalid_type, too_long, invalid).
 */

export { INBOX_STATUSES, REVIEW_STATUSES, type InboxStatus, type ReviewStatus } from './statuses';

const typeError = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_type');

/** Text a person typed: control characters dropped, trimmed, at most `max` characters (as company-schemas' `text`). */
const typedText = (max: number) => z.string({ error: typeError }).overwrite(cleanTypedText).trim().max(max, 'too_long');

/** Absent keeps the stored value; null or '' removes it. */
const clearableText = (max: number) => typedText(max).nullable().optional().transform((value) => (value === undefined ? undefined : value || null));

export const INBOX_NOTE_MAX = 2000;
export const QUESTION_ANSWER_MAX = 5000;
export const REVIEW_REPLY_MAX = 2000;

export const inboxStatusSchema = z.enum(INBOX_STATUSES, { error: 'invalid' });

/** PUT …/appointments/{id} and …/questions/{id}: the status and/or the clinic's internal note. */
export const inboxChangeSchema = z.object(
  {
    status: inboxStatusSchema.optional().describe('new -> in_progress -> done (any of the three may be set: a done item can be reopened)'),
    note: clearableText(INBOX_NOTE_MAX).describe("The clinic's internal note, never shown to the patient; null or '' clears it"),
  },
  { error: 'invalid_type' },
);

/** The note form of an inbox item: the note alone. */
export const inboxNoteSchema = inboxChangeSchema.pick({ note: true });

/** POST …/questions/{id}/answer: the answer mailed to the patient and shown in their profile. */
export const questionAnswerSchema = z.object({ answer: typedText(QUESTION_ANSWER_MAX).min(1, 'required') }, { error: 'invalid_type' });

/** PUT …/reviews/{id}: publish or reject, and/or the clinic's public reply. */
export const reviewModerationSchema = z.object(
  {
    status: z.enum(['published', 'rejected'], { error: 'invalid' }).optional(),
    reply: clearableText(REVIEW_REPLY_MAX).describe("The clinic's public reply, shown under the review once published; null or '' removes it"),
  },
  { error: 'invalid_type' },
);

/** The reply form of a review: the reply alone. */
export const reviewReplySchema = reviewModerationSchema.pick({ reply: true });

import { z } from '@hono/zod-openapi';
import { richDocSchema, richDocWireSchema, type RichDoc } from '@/lib/content/rich-text/doc';
import { docTexts, TRANSLATION_TARGETS } from '@/lib/translate';

/** What one draft request may carry: plain fields, rich texts, and all their characters together. */
export const DRAFT_LIMITS = { texts: 200, textChars: 10_000, docs: 20, totalChars: 50_000 } as const;

const charsOf = (value: { texts?: string[]; docs?: RichDoc[] }) =>
  (value.texts ?? []).reduce((sum, text) => sum + text.length, 0) + (value.docs ?? []).reduce((sum, doc) => sum + docTexts(doc).reduce((inner, text) => inner + text.length, 0), 0);

export const translateDraftSchema = z
  .strictObject(
    {
      to: z.enum(TRANSLATION_TARGETS, { error: 'invalid' }).openapi({ description: 'The language of the draft: kk, uz or en (the source is Russian); one the site offers' }),
      texts: z
        .array(z.string({ error: 'invalid_type' }).max(DRAFT_LIMITS.textChars, { error: 'too_long' }), { error: 'invalid_type' })
        .max(DRAFT_LIMITS.texts, { error: 'too_long' })
        .optional()
        .openapi({ description: `Plain Russian texts (a field each), at most ${DRAFT_LIMITS.texts} of at most ${DRAFT_LIMITS.textChars} characters` }),
      docs: z
        .array(richDocSchema, { error: 'invalid_type' })
        .max(DRAFT_LIMITS.docs, { error: 'too_long' })
        .optional()
        .openapi({ description: `Russian rich texts (TipTap/ProseMirror JSON), at most ${DRAFT_LIMITS.docs}; translated text node by text node, structure and marks kept` }),
    },
    { error: 'invalid_type' },
  )
  .superRefine((value, ctx) => {
    if ((value.texts?.length ?? 0) + (value.docs?.length ?? 0) === 0) ctx.addIssue({ code: 'custom', path: ['texts'], message: 'required' });
    else if (charsOf(value) > DRAFT_LIMITS.totalChars) ctx.addIssue({ code: 'custom', path: ['texts'], message: 'too_long' });
  })
  .openapi('TranslateDraftRequest');

export type TranslateDraftInput = z.infer<typeof translateDraftSchema>;

export const translateDraftWireSchema = z
  .object({
    to: z.enum(TRANSLATION_TARGETS),
    texts: z.array(z.string()).openapi({ description: 'The drafts of `texts`, in their order (a blank text stays as it was)' }),
    docs: z.array(richDocWireSchema).openapi({ description: 'The drafts of `docs`, in their order' }),
  })
  .openapi('TranslateDraft', { description: 'Machine-translated drafts to review: nothing is saved' });

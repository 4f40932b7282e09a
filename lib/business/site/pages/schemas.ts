// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { localizedDocSchema } from '@/lib/content/rich-text/doc';
import { versionSchema } from '../../edit-conflict';
import { localizedText } from '../../localized';

/* The about page's and the director's blog's bodies (content.edit); texts are rich text per locale. */

export const PAGES_LIMITS = { postTitle: 200 } as const;

export const aboutUpdateSchema = z
  .object(
    {
      about: localizedDocSchema({ description: 'The about page per locale; a locale left out has no text (the site shows the Russian one)' }),
      version: versionSchema,
    },
    { error: 'invalid_type' },
  )
  .openapi('AboutPageUpdate');

export type AboutUpdate = z.infer<typeof aboutUpdateSchema>;

const postFields = {
  title: localizedText(PAGES_LIMITS.postTitle, { required: true, description: 'The title per locale; Russian required' }),
  body: localizedDocSchema({ required: true, description: 'The post per locale; Russian required' }),
  published: z.boolean({ error: 'invalid_type' }).openapi({ description: 'false: hidden from the site (kept here); true: on the blog page' }),
};

export const directorPostCreateSchema = z
  .object({ ...postFields, published: postFields.published.optional().default(false) }, { error: 'invalid_type' })
  .openapi('DirectorPostCreate');

export const directorPostUpdateSchema = z
  .object({ title: postFields.title.optional(), body: postFields.body.optional(), published: postFields.published.optional(), version: versionSchema }, { error: 'invalid_type' })
  .openapi('DirectorPostUpdate');

export type DirectorPostCreate = z.infer<typeof directorPostCreateSchema>;
export type DirectorPostUpdate = z.infer<typeof directorPostUpdateSchema>;

/*
 * Rich text (issue 19), the model without its zod schemas (lib/content/rich-text/doc.ts re-exports
 * it with them; it sits in lib/i18n beside LocalizedText so that lib/db, lib/tenants and lib/seo,
 * below lib/content, can type and read the stored docs): bodies of news, materials, the about page
 * and the director's blog are stored as TipTap/ProseMirror JSON, reduced to an allow-list of nodes,
 * marks and URL schemes. Client-safe (the editor and the preview use it); the server runs
 * sanitizeDoc on every save and the renderer (components/content/rich-text.tsx) only knows the
 * allowed nodes, so nothing else can reach a page even if stored.
 *
 * This file is the public face; the parts are types.ts (the shape and its limits), urls.ts (link
 * and image rules), loose-node.ts, sanitize-inline.ts and sanitize.ts (the allow-list),
 * plain-text.ts (to and from plain text) and reading.ts (emptiness, images, locale fallback).
 */
export * from './types';
export { isExternalHref, safeImageSrc, safeLinkHref } from './urls';
export { sanitizeDoc, sanitizeLocalizedDoc, withinRichLimits } from './sanitize';
export { docToPlainText, localizedTextToDoc, plainTextToDoc } from './plain-text';
export { docImageSources, firstParagraph, isDocEmpty, localizedDocImageSources, pickLocalizedDoc, pickLocalizedPlainText } from './reading';

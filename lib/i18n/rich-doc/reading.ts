import { LOCALES, type Locale } from '../locales';
import { docToPlainText } from './plain-text';
import type { LocalizedDoc, RichDoc, RichNode } from './types';

/* Reading a stored doc: is it empty, its images, a locale's doc with the Russian fallback, its first paragraph. */

/** True when the doc shows nothing: no text, no image, no table, no rule. */
export function isDocEmpty(doc: RichDoc | null | undefined): boolean {
  if (!doc || !Array.isArray(doc.content)) return true;
  const visit = (node: RichNode): boolean => {
    if (node.type === 'text') return node.text.trim() !== '';
    if (node.type === 'image' || node.type === 'horizontalRule') return true;
    if ('content' in node && Array.isArray(node.content)) return (node.content as RichNode[]).some(visit);
    return false;
  };
  return !doc.content.some(visit);
}

/** The sources of every image in the doc, in order (an upload removed from every body is deleted). */
export function docImageSources(doc: RichDoc | null | undefined): string[] {
  const out: string[] = [];
  const visit = (node: RichNode) => {
    if (node.type === 'image' && typeof node.attrs?.src === 'string') out.push(node.attrs.src);
    else if ('content' in node && Array.isArray(node.content)) (node.content as RichNode[]).forEach(visit);
  };
  if (doc && Array.isArray(doc.content)) doc.content.forEach(visit);
  return out;
}

/** Every image source of every locale. */
export function localizedDocImageSources(doc: LocalizedDoc | null | undefined): string[] {
  if (!doc) return [];
  return [...new Set(LOCALES.flatMap((locale) => docImageSources(doc[locale])))];
}

/** The doc of a locale, falling back to Russian when that locale's doc is empty (DESIGN.md "Data"). */
export function pickLocalizedDoc(doc: LocalizedDoc | null | undefined, locale: Locale): RichDoc | null {
  if (!doc) return null;
  const own = doc[locale];
  if (own && !isDocEmpty(own)) return own;
  return doc.ru ?? null;
}

/** The plain text of a locale's doc (with the Russian fallback). */
export function pickLocalizedPlainText(doc: LocalizedDoc | null | undefined, locale: Locale): string {
  return docToPlainText(pickLocalizedDoc(doc, locale));
}

/** The doc's first non-empty paragraph alone (the home page's excerpt of the about page), or null. */
export function firstParagraph(doc: RichDoc | null | undefined): RichDoc | null {
  const first = doc?.content?.find((node) => node.type === 'paragraph' && !isDocEmpty({ type: 'doc', content: [node] }));
  return first ? { type: 'doc', content: [first] } : null;
}

import { LOCALES, type Locale } from '../locales';
import { cleanText } from './loose-node';
import type { LocalizedDoc, RichDoc, RichInline, RichNode } from './types';

/* A doc from plain text and back (seed data, old rows; meta descriptions, mails, search). */

/** Plain text as a doc: a blank line starts a paragraph, a single line break is a hard break. */
export function plainTextToDoc(text: string): RichDoc {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => {
      const content: RichInline[] = [];
      paragraph.split('\n').forEach((line, index) => {
        if (index > 0) content.push({ type: 'hardBreak' });
        const clean = cleanText(line);
        if (clean) content.push({ type: 'text', text: clean });
      });
      return { type: 'paragraph', content };
    }),
  };
}

function nodeText(node: RichNode | RichDoc, out: string[]): void {
  if (node.type === 'text') out.push(node.text);
  else if (node.type === 'hardBreak') out.push('\n');
  else if (node.type === 'image') out.push(node.attrs.alt ?? '');
  else if ('content' in node && Array.isArray(node.content)) {
    const isBlockContainer = node.type === 'doc' || node.type === 'blockquote' || node.type === 'listItem' || node.type === 'bulletList' || node.type === 'orderedList' || node.type === 'table' || node.type === 'tableCell' || node.type === 'tableHeader';
    const parts: string[] = [];
    for (const child of node.content as RichNode[]) {
      const inner: string[] = [];
      nodeText(child, inner);
      parts.push(inner.join(''));
    }
    if (node.type === 'tableRow') out.push(parts.join(' | '));
    else if (node.type === 'bulletList' || node.type === 'orderedList' || node.type === 'table') out.push(parts.filter(Boolean).join('\n'));
    else if (isBlockContainer) out.push(parts.filter((part) => part.trim()).join(node.type === 'doc' || node.type === 'blockquote' ? '\n\n' : '\n'));
    else out.push(parts.join(''));
  }
}

/** The text of a doc (meta descriptions, mails, search): blocks separated by blank lines. */
export function docToPlainText(doc: RichDoc | null | undefined): string {
  if (!doc || !Array.isArray(doc.content)) return '';
  const out: string[] = [];
  nodeText(doc, out);
  return out.join('').trim();
}

/** A localized plain text (seed data, old rows) as a localized doc. */
export function localizedTextToDoc(text: Partial<Record<Locale, string>> | null | undefined): LocalizedDoc {
  const out: LocalizedDoc = {};
  if (!text) return out;
  for (const locale of LOCALES) {
    const value = text[locale];
    if (typeof value === 'string' && value.trim()) out[locale] = plainTextToDoc(value);
  }
  return out;
}

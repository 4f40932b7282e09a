import type { Locale } from '../locales';

/* The shape of a stored body (TipTap/ProseMirror JSON reduced to the allow-list), and its limits. */

export type RichMark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'strike' }
  | { type: 'underline' }
  | { type: 'link'; attrs: { href: string } };

export type RichText = { type: 'text'; text: string; marks?: RichMark[] };
export type RichHardBreak = { type: 'hardBreak' };
export type RichInline = RichText | RichHardBreak;

export type RichParagraph = { type: 'paragraph'; content?: RichInline[] };
export type RichHeading = { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content?: RichInline[] };
export type RichListItem = { type: 'listItem'; content: RichBlock[] };
export type RichBulletList = { type: 'bulletList'; content: RichListItem[] };
export type RichOrderedList = { type: 'orderedList'; attrs?: { start: number }; content: RichListItem[] };
export type RichBlockquote = { type: 'blockquote'; content: RichBlock[] };
export type RichHorizontalRule = { type: 'horizontalRule' };
export type RichImage = { type: 'image'; attrs: { src: string; alt?: string; title?: string; width?: number; height?: number } };
export type RichCell = { type: 'tableCell' | 'tableHeader'; attrs?: { colspan?: number; rowspan?: number }; content: RichBlock[] };
export type RichTableRow = { type: 'tableRow'; content: RichCell[] };
export type RichTable = { type: 'table'; content: RichTableRow[] };

export type RichBlock = RichParagraph | RichHeading | RichBulletList | RichOrderedList | RichBlockquote | RichHorizontalRule | RichImage | RichTable;
export type RichNode = RichBlock | RichListItem | RichTableRow | RichCell | RichInline;

export type RichDoc = { type: 'doc'; content: RichNode[] };
export type LocalizedDoc = Partial<Record<Locale, RichDoc>>;

/** The allow-list, for documentation and tests. */
export const RICH_NODE_TYPES = ['doc', 'paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'hardBreak', 'horizontalRule', 'text', 'image', 'table', 'tableRow', 'tableHeader', 'tableCell'] as const;
export const RICH_MARK_TYPES = ['bold', 'italic', 'strike', 'underline', 'link'] as const;

/** Limits of one stored body (per locale). */
export const RICH_LIMITS = { nodes: 20_000, depth: 24, text: 200_000, href: 2000, alt: 500, cellSpan: 20 } as const;

export function emptyDoc(): RichDoc {
  return { type: 'doc', content: [] };
}

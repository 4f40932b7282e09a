import { LOCALES } from '../locales';
import { isDocEmpty } from './reading';
import { plainTextToDoc } from './plain-text';
import { emptyDoc, RICH_LIMITS, type LocalizedDoc, type RichBlock, type RichCell, type RichDoc, type RichImage, type RichInline, type RichListItem, type RichTableRow } from './types';
import { safeImageSrc } from './urls';
import { attr, children, cleanText, isObject, positiveInt, type Loose } from './loose-node';
import { Budget, DROPPED_WHOLE, inlineContent, mergeTexts, sanitizeInline } from './sanitize-inline';

/* Sanitizing, block level: any value reduced to the allow-list (sanitizeDoc). */

function sanitizeBlock(raw: unknown, budget: Budget, depth: number): RichBlock[] {
  if (!isObject(raw) || depth > RICH_LIMITS.depth || !budget.take()) return [];
  const node = raw as Loose;
  switch (node.type) {
    case 'paragraph': {
      const content = inlineContent(node, budget, depth);
      return [content.length ? { type: 'paragraph', content } : { type: 'paragraph' }];
    }
    case 'heading': {
      const raw = positiveInt(attr(node, 'level'), 6) ?? 2;
      const level = (raw < 2 ? 2 : raw > 4 ? 4 : raw) as 2 | 3 | 4;
      const content = inlineContent(node, budget, depth);
      return [content.length ? { type: 'heading', attrs: { level }, content } : { type: 'heading', attrs: { level } }];
    }
    case 'bulletList':
    case 'orderedList': {
      const items = listItems(node, budget, depth);
      if (!items.length) return [];
      if (node.type === 'bulletList') return [{ type: 'bulletList', content: items }];
      const start = positiveInt(attr(node, 'start'), 1_000_000);
      return [start && start !== 1 ? { type: 'orderedList', attrs: { start }, content: items } : { type: 'orderedList', content: items }];
    }
    case 'blockquote': {
      const content = blocks(children(node), budget, depth + 1);
      return content.length ? [{ type: 'blockquote', content }] : [];
    }
    case 'horizontalRule':
      return [{ type: 'horizontalRule' }];
    case 'image': {
      const image = sanitizeImage(node);
      return image ? [image] : [];
    }
    case 'table': {
      const rows: RichTableRow[] = [];
      for (const row of children(node)) {
        if (!isObject(row) || row.type !== 'tableRow' || !budget.take()) continue;
        const cells: RichCell[] = [];
        for (const cell of children(row)) {
          if (!isObject(cell) || (cell.type !== 'tableCell' && cell.type !== 'tableHeader') || !budget.take()) continue;
          const colspan = positiveInt(attr(cell, 'colspan'), RICH_LIMITS.cellSpan);
          const rowspan = positiveInt(attr(cell, 'rowspan'), RICH_LIMITS.cellSpan);
          const attrs = { ...(colspan && colspan > 1 ? { colspan } : {}), ...(rowspan && rowspan > 1 ? { rowspan } : {}) };
          const content = blocks(children(cell), budget, depth + 3).filter((block) => block.type !== 'table');
          cells.push({ type: cell.type, ...(Object.keys(attrs).length ? { attrs } : {}), content: content.length ? content : [{ type: 'paragraph' }] });
        }
        if (cells.length) rows.push({ type: 'tableRow', content: cells });
      }
      return rows.length ? [{ type: 'table', content: rows }] : [];
    }
    case 'text':
    case 'hardBreak': {
      const inline = sanitizeInline(node, budget);
      return inline.length ? [{ type: 'paragraph', content: inline }] : [];
    }
    default:
      if (typeof node.type === 'string' && DROPPED_WHOLE.has(node.type)) return [];
      // An unknown wrapper (a div, a details): its allowed children are kept, the wrapper dropped.
      return blocks(children(node), budget, depth + 1);
  }
}

function listItems(node: Loose, budget: Budget, depth: number): RichListItem[] {
  const items: RichListItem[] = [];
  for (const child of children(node)) {
    if (!isObject(child)) continue;
    if (child.type === 'listItem') {
      if (!budget.take()) continue;
      const content = blocks(children(child), budget, depth + 2);
      items.push({ type: 'listItem', content: content[0]?.type === 'paragraph' ? content : [{ type: 'paragraph' }, ...content] });
    } else {
      const content = sanitizeBlock(child, budget, depth + 1);
      if (content.length) items.push({ type: 'listItem', content: content[0]?.type === 'paragraph' ? content : [{ type: 'paragraph' }, ...content] });
    }
  }
  return items;
}

function sanitizeImage(node: Loose): RichImage | null {
  const src = safeImageSrc(attr(node, 'src'));
  if (!src) return null;
  const attrs: RichImage['attrs'] = { src };
  const alt = attr(node, 'alt');
  if (typeof alt === 'string' && alt.trim()) attrs.alt = cleanText(alt).slice(0, RICH_LIMITS.alt);
  const title = attr(node, 'title');
  if (typeof title === 'string' && title.trim()) attrs.title = cleanText(title).slice(0, RICH_LIMITS.alt);
  const width = positiveInt(attr(node, 'width'), 10_000);
  const height = positiveInt(attr(node, 'height'), 10_000);
  if (width && height) {
    attrs.width = width;
    attrs.height = height;
  }
  return { type: 'image', attrs };
}

function blocks(nodes: unknown[], budget: Budget, depth: number): RichBlock[] {
  const out: RichBlock[] = [];
  let pending: RichInline[] = [];
  const flush = () => {
    const content = mergeTexts(pending);
    if (content.length) out.push({ type: 'paragraph', content });
    pending = [];
  };
  for (const node of nodes) {
    if (isObject(node) && (node.type === 'text' || node.type === 'hardBreak')) {
      pending.push(...sanitizeInline(node, budget));
      continue;
    }
    flush();
    out.push(...sanitizeBlock(node, budget, depth));
  }
  flush();
  return out;
}

/**
 * Any value reduced to the allow-list: unknown nodes are dropped (a wrapper's allowed children
 * kept; script, style, iframe and the like with everything inside), unknown marks and attributes
 * dropped, link hrefs only http(s)/mailto/tel/site-relative, image sources only our uploads or
 * https. Never throws; a non-doc gives an empty doc. Idempotent.
 */
export function sanitizeDoc(value: unknown): RichDoc {
  if (typeof value === 'string') return plainTextToDoc(value);
  if (!isObject(value)) return emptyDoc();
  const budget = new Budget();
  const content = blocks(children(value as Loose), budget, 0);
  return { type: 'doc', content };
}

/** Every locale's doc sanitized; empty docs and unknown locales are dropped. */
export function sanitizeLocalizedDoc(value: unknown): LocalizedDoc {
  const out: LocalizedDoc = {};
  if (!isObject(value)) return out;
  for (const locale of LOCALES) {
    if (value[locale] === undefined || value[locale] === null) continue;
    const doc = sanitizeDoc(value[locale]);
    if (!isDocEmpty(doc)) out[locale] = doc;
  }
  return out;
}

/** False when a value nests deeper or holds more nodes than a body may (checked before sanitizing). */
export function withinRichLimits(value: unknown, depth = 0, count = { nodes: 0 }): boolean {
  if (depth > RICH_LIMITS.depth + 4) return false;
  if (!isObject(value)) return true;
  count.nodes += 1;
  if (count.nodes > RICH_LIMITS.nodes * 2) return false;
  return Array.isArray(value.content) ? value.content.every((child) => withinRichLimits(child, depth + 1, count)) : true;
}

import { LOCALES, type Locale } from './locales';

/*
 * Rich text (issue 19), the model without its zod schemas (lib/content/rich-text/doc.ts re-exports
 * it with them; this file sits in lib/i18n beside LocalizedText so that lib/db, lib/tenants and
 * lib/seo, below lib/content, can type and read the stored docs).: bodies of news, materials, the about page and the director's blog are
 * stored as TipTap/ProseMirror JSON, reduced to an allow-list of nodes, marks and URL schemes.
 * Client-safe (the editor and the preview use it); the server runs sanitizeDoc on every save and
 * the renderer (components/content/rich-text.tsx) only knows the allowed nodes, so nothing else
 * can reach a page even if stored.
 */

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

/* ------------------------------------------------------------------ URLs */

const SAFE_ABSOLUTE = /^(https?:|mailto:|tel:)/i;

/** Strip what browsers ignore inside a scheme (`java\tscript:`), then decide. */
function normalizeUrl(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, (match, offset: number) => (offset === 0 ? '' : match)).trim();
}

function hasControl(value: string): boolean {
  return /[\u0000-\u001f\u007f-\u009f]/.test(value);
}

/**
 * A link target a page may carry: http(s), mailto, tel, or a site-relative path `/…` (not `//host`,
 * not `/\host`). Anything else (javascript:, data:, vbscript:, a bare word) is refused: null.
 */
export function safeLinkHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = normalizeUrl(value);
  if (!href || href.length > RICH_LIMITS.href || hasControl(href)) return null;
  if (href.startsWith('/')) {
    if (href.startsWith('//') || href.startsWith('/\\')) return null;
    return intoApi(href) && !ownUploadSrc(href) ? null : href;
  }
  if (href.startsWith('#')) return /^#[\w-]+$/.test(href) ? href : null;
  if (!SAFE_ABSOLUTE.test(href)) return null;
  if (/^https?:/i.test(href)) {
    try {
      const url = new URL(href);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      if (!url.hostname) return null;
      // Any host may be ours (a clinic's domain, the platform): never a link that starts a sign-in handoff.
      if (decodedPath(url.pathname).startsWith('/api/auth-handoff')) return null;
    } catch {
      return null;
    }
  }
  return href;
}

/**
 * The addresses our upload code gives stored images (lib/storage/public-files.ts PUBLIC_FILE_NAME
 * in PUBLIC_FOLDERS, and MEDIA_KEY; tests/unit/rich-text-doc.test.ts checks they agree). Only
 * these characters, so no percent-encoding, dot segment, query or fragment can ride along.
 */
const OWN_UPLOAD_SRC =
  /^\/api\/uploads\/(?:(?:logos|favicons|news|content)\/(?:[a-f0-9]{32}-[a-f0-9]{8}|[a-f0-9]{24})\.(?:png|webp)|media\/[1-9][0-9]{0,9}\/[a-f0-9]{24}\/[1-9][0-9]{0,4}\.(?:avif|webp))$/;

function ownUploadSrc(value: string): boolean {
  return OWN_UPLOAD_SRC.test(value);
}

/** A path as the browser and the server see it: dot segments (also `%2e%2e`) resolved, then percent-decoded, lower-cased. */
function decodedPath(path: string): string {
  let resolved: string;
  try {
    resolved = new URL(path, 'https://rich-doc.invalid').pathname;
  } catch {
    return '/api/';
  }
  try {
    return decodeURIComponent(resolved).toLowerCase();
  } catch {
    // A broken escape: treat it as pointing anywhere, so into the API.
    return '/api/';
  }
}

/** Does a site-relative href lead into the API (`/api`, `/api/…`, however encoded)? */
function intoApi(href: string): boolean {
  const path = decodedPath(href);
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api\\');
}

/**
 * An image source: one of our own stored uploads (`/api/uploads/content/{hash}.webp`, a media
 * variant…), exactly as our upload code writes it. Never another API path (`%2e%2e` and all),
 * a query, a fragment, an external https image, data: or javascript:. The renderer checks again,
 * so a doc stored before this rule shows no such image either.
 */
export function safeImageSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const src = normalizeUrl(value);
  if (!src || src.length > RICH_LIMITS.href || hasControl(src)) return null;
  return ownUploadSrc(src) ? src : null;
}

/** A link that leaves the site (opened with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/* ------------------------------------------------------------------ sanitize */

type Loose = { type?: unknown; attrs?: unknown; marks?: unknown; text?: unknown; content?: unknown };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function children(node: Loose): unknown[] {
  return Array.isArray(node.content) ? node.content : [];
}

function attr(node: Loose, name: string): unknown {
  return isObject(node.attrs) ? node.attrs[name] : undefined;
}

function positiveInt(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

function cleanText(value: string): string {
  // Keep tabs and newlines out of text nodes' control characters; the text stays text (escaped by React).
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

function sanitizeMarks(value: unknown): RichMark[] {
  if (!Array.isArray(value)) return [];
  const marks: RichMark[] = [];
  const seen = new Set<string>();
  for (const raw of value) {
    if (!isObject(raw) || typeof raw.type !== 'string' || seen.has(raw.type)) continue;
    const type = raw.type;
    if (type === 'bold' || type === 'italic' || type === 'strike' || type === 'underline') {
      marks.push({ type });
      seen.add(type);
    } else if (type === 'link') {
      const href = safeLinkHref(isObject(raw.attrs) ? raw.attrs.href : undefined);
      if (href) {
        marks.push({ type: 'link', attrs: { href } });
        seen.add(type);
      }
    }
  }
  return marks;
}

class Budget {
  nodes = 0;
  text = 0;
  take(): boolean {
    this.nodes += 1;
    return this.nodes <= RICH_LIMITS.nodes;
  }
}

function sanitizeInline(raw: unknown, budget: Budget): RichInline[] {
  if (!isObject(raw) || !budget.take()) return [];
  if (raw.type === 'text' && typeof raw.text === 'string') {
    const text = cleanText(raw.text);
    if (!text) return [];
    budget.text += text.length;
    if (budget.text > RICH_LIMITS.text) return [];
    const marks = sanitizeMarks(raw.marks);
    return [marks.length ? { type: 'text', text, marks } : { type: 'text', text }];
  }
  if (raw.type === 'hardBreak') return [{ type: 'hardBreak' }];
  return [];
}

function mergeTexts(nodes: RichInline[]): RichInline[] {
  const merged: RichInline[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text' && JSON.stringify(last.marks ?? []) === JSON.stringify(node.marks ?? [])) {
      merged[merged.length - 1] = { ...last, text: last.text + node.text };
    } else merged.push(node);
  }
  return merged;
}

function inlineContent(node: Loose, budget: Budget, depth: number): RichInline[] {
  const out: RichInline[] = [];
  for (const child of children(node)) {
    if (isObject(child) && (child.type === 'text' || child.type === 'hardBreak')) out.push(...sanitizeInline(child, budget));
    else if (isObject(child) && depth < RICH_LIMITS.depth && !DROPPED_WHOLE.has(String(child.type))) {
      // An unknown inline wrapper (a span, a mention): its text is kept, the wrapper dropped.
      out.push(...inlineContent(child, budget, depth + 1));
    }
  }
  return mergeTexts(out);
}

/** Nodes dropped with everything inside them (never unwrapped to their text). */
const DROPPED_WHOLE = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'codeBlock', 'video', 'audio', 'canvas', 'form', 'input', 'button', 'textarea', 'select']);

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

/* ------------------------------------------------------------------ plain text */

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

/** False when a value nests deeper or holds more nodes than a body may (checked before sanitizing). */
export function withinRichLimits(value: unknown, depth = 0, count = { nodes: 0 }): boolean {
  if (depth > RICH_LIMITS.depth + 4) return false;
  if (!isObject(value)) return true;
  count.nodes += 1;
  if (count.nodes > RICH_LIMITS.nodes * 2) return false;
  return Array.isArray(value.content) ? value.content.every((child) => withinRichLimits(child, depth + 1, count)) : true;
}

/** The doc's first non-empty paragraph alone (the home page's excerpt of the about page), or null. */
export function firstParagraph(doc: RichDoc | null | undefined): RichDoc | null {
  const first = doc?.content?.find((node) => node.type === 'paragraph' && !isDocEmpty({ type: 'doc', content: [node] }));
  return first ? { type: 'doc', content: [first] } : null;
}

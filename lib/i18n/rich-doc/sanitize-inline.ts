import { safeLinkHref } from './urls';
import { RICH_LIMITS, type RichInline, type RichMark } from './types';
import { children, cleanText, isObject, type Loose } from './loose-node';

/* Sanitizing, inline level: text with its marks, hard breaks, the node budget of one body. */

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

export class Budget {
  nodes = 0;
  text = 0;
  take(): boolean {
    this.nodes += 1;
    return this.nodes <= RICH_LIMITS.nodes;
  }
}

export function sanitizeInline(raw: unknown, budget: Budget): RichInline[] {
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

export function mergeTexts(nodes: RichInline[]): RichInline[] {
  const merged: RichInline[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text' && JSON.stringify(last.marks ?? []) === JSON.stringify(node.marks ?? [])) {
      merged[merged.length - 1] = { ...last, text: last.text + node.text };
    } else merged.push(node);
  }
  return merged;
}

export function inlineContent(node: Loose, budget: Budget, depth: number): RichInline[] {
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
export const DROPPED_WHOLE = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'codeBlock', 'video', 'audio', 'canvas', 'form', 'input', 'button', 'textarea', 'select']);

import type { RichDoc } from '@/lib/i18n/rich-doc';
import type { TranslationProvider, TranslationTarget } from './provider';
import { translateTexts } from './translate';

type LooseNode = { type?: unknown; text?: unknown; content?: unknown; attrs?: unknown; marks?: unknown };

/** Every text node's text of a document, in document order. */
export function docTexts(doc: RichDoc): string[] {
  const texts: string[] = [];
  const walk = (node: LooseNode) => {
    if (node.type === 'text' && typeof node.text === 'string') texts.push(node.text);
    if (Array.isArray(node.content)) for (const child of node.content as LooseNode[]) walk(child);
  };
  walk(doc as LooseNode);
  return texts;
}

/**
 * A copy of the document whose text nodes hold `texts` in document order (as docTexts lists
 * them): every other node, attribute and mark (bold, a link's href, a heading's level, a table's
 * cells, an image and its alt) is kept as it was.
 */
export function withDocTexts(doc: RichDoc, texts: readonly string[]): RichDoc {
  let next = 0;
  const copy = (node: LooseNode): LooseNode => {
    const out: LooseNode = { ...node };
    if (node.type === 'text' && typeof node.text === 'string') out.text = texts[next++] ?? node.text;
    if (Array.isArray(node.content)) out.content = (node.content as LooseNode[]).map(copy);
    return out;
  };
  return copy(doc as LooseNode) as RichDoc;
}

/**
 * Documents translated text node by text node, in one run of batches for all of them: the
 * structure and marks stay exactly (a draft never loses a link or a heading), at the price of a
 * sentence split by a mark being translated in parts (docs/decisions.md, machine drafts).
 */
export async function translateDocs(provider: TranslationProvider, docs: readonly RichDoc[], to: TranslationTarget): Promise<RichDoc[]> {
  const perDoc = docs.map(docTexts);
  const translated = await translateTexts(provider, perDoc.flat(), to);
  let offset = 0;
  return docs.map((doc, index) => {
    const texts = translated.slice(offset, offset + perDoc[index].length);
    offset += perDoc[index].length;
    return withDocTexts(doc, texts);
  });
}

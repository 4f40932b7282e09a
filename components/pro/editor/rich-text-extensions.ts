import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { safeLinkHref, sanitizeDoc, type RichDoc } from '@/lib/i18n/rich-doc';

/** Images keep their intrinsic size (no layout shift on the page). */
const SizedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      width: { default: null },
      height: { default: null },
    };
  },
});

/**
 * What the editor can write: the rich-doc model's nodes and marks (no code), safe links, sized
 * images, tables. Made for each editor: no extension object is shared by two editors.
 */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto', 'tel'],
        isAllowedUri: (url) => safeLinkHref(url) !== null,
        shouldAutoLink: (url) => safeLinkHref(url) !== null,
        HTMLAttributes: { rel: 'noopener noreferrer', target: null },
      },
    }),
    SizedImage.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}

const EMPTY: RichDoc = { type: 'doc', content: [] };

/** A stored doc as the editor opens it: sanitized, and one empty paragraph where there is nothing. */
export function toEditorContent(doc: RichDoc | null): RichDoc {
  const clean = sanitizeDoc(doc ?? EMPTY);
  return clean.content.length ? clean : { type: 'doc', content: [{ type: 'paragraph' }] };
}

/** Whether two docs say the same once sanitized (a value coming back from the parent is not set again). */
export function sameDoc(a: RichDoc | null, b: RichDoc | null): boolean {
  return JSON.stringify(sanitizeDoc(a ?? EMPTY)) === JSON.stringify(sanitizeDoc(b ?? EMPTY));
}

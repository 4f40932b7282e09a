import { createHash } from 'node:crypto';

/**
 * The CSP hash sources ('sha256-…') of the inline scripts of an HTML document: what the front
 * door lists in script-src instead of 'unsafe-inline' (lib/http/security-headers.ts).
 *
 * One pass over the bytes with Buffer.indexOf (native code): each `<script` start tag is read
 * for its `src` and `type`, and only the text of an inline, executable script is hashed, as the
 * browser hashes it (the raw text up to `</script` in any case, line ends normalized to LF, UTF-8).
 * JSON-LD and other data blocks (`application/ld+json`, `application/json`) are not scripts.
 *
 * The HTML comes from React, which escapes `<` in text and attribute values, or from our own
 * templates, so a `<script` in the bytes is a script element. Not modelled: start tags in
 * capitals (React writes `<script`) and the tokenizer's escaped states inside a script (React
 * writes `<` inside inline scripts as `\u003c`).
 * A misread fails closed: a script without its hash is blocked and the browser reports a CSP
 * violation (the browser tests listen for them); it never allows a script the page lacks.
 */

const SCRIPT_OPEN = Buffer.from('<script');
const END_TAG_OPEN = Buffer.from('</');
const SCRIPT_NAME = [0x73, 0x63, 0x72, 0x69, 0x70, 0x74]; // "script"
const GT = 0x3e;
const CR = 0x0d;

/** Bytes that may follow a tag name: whitespace, `/` or `>`. */
function endsTagName(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x2f || byte === GT;
}

/** Where the script's text that begins at `from` ends: the next `</script` in any case followed by whitespace, `/` or `>`. */
function scriptEnd(html: Buffer, from: number): number {
  for (let at = html.indexOf(END_TAG_OPEN, from); at !== -1; at = html.indexOf(END_TAG_OPEN, at + 2)) {
    let name = 0;
    while (name < 6 && (html[at + 2 + name] | 0x20) === SCRIPT_NAME[name]) name++;
    if (name === 6 && endsTagName(html[at + 8])) return at;
  }
  return -1;
}

/** The MIME types a browser runs as classic scripts (HTML, "JavaScript MIME type"), and the other executable types. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Whether a start tag's attributes (the text between `<script` and `>`) make an inline script the browser runs. */
function isInlineExecutable(attributes: string): boolean {
  if (attributes.trim() === '' || attributes.trim() === '/') return true;
  let type: string | undefined;
  let language: string | undefined;
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'src') return false;
    // The first of a repeated attribute counts, as in the browser.
    if (name === 'type' && type === undefined) type = value;
    if (name === 'language' && language === undefined) language = value;
  }
  if (type === undefined) return language === undefined || language === '' || EXECUTABLE_TYPES.has(`text/${language.toLowerCase()}`);
  // A MIME type's essence: no parameters; a type with parameters runs nowhere.
  return EXECUTABLE_TYPES.has(type.trim().toLowerCase());
}

/** Where the start tag that begins at `from` (just after `<script`) ends: the index of its `>`, outside quoted values. */
function startTagEnd(html: Buffer, from: number): number {
  let quote = 0;
  for (let i = from; i < html.length; i++) {
    const byte = html[i];
    if (quote !== 0) {
      if (byte === quote) quote = 0;
    } else if (byte === 0x22 || byte === 0x27) {
      // A quote opens a value only after `=` (and spaces); elsewhere it is part of a name.
      let j = i - 1;
      while (j >= from && (html[j] === 0x20 || html[j] === 0x09 || html[j] === 0x0a || html[j] === 0x0c || html[j] === CR)) j--;
      if (html[j] === 0x3d) quote = byte;
    } else if (byte === GT) return i;
  }
  return -1;
}

/** The browser's line-end normalization (CR LF and lone CR become LF) before hashing. */
function normalizeNewlines(text: Buffer): Buffer | string {
  if (text.indexOf(CR) === -1) return text;
  return text.toString('utf8').replace(/\r\n?/g, '\n');
}

/** The 'sha256-…' sources of the inline executable scripts in an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes: string[] = [];
  let position = 0;
  for (;;) {
    const open = html.indexOf(SCRIPT_OPEN, position);
    if (open === -1) break;
    const afterName = open + SCRIPT_OPEN.length;
    if (!endsTagName(html[afterName])) {
      position = afterName;
      continue;
    }
    const tagEnd = startTagEnd(html, afterName);
    if (tagEnd === -1) break;
    const contentStart = tagEnd + 1;
    const close = scriptEnd(html, contentStart);
    // An unclosed script runs to the end of the document.
    const contentEnd = close === -1 ? html.length : close;
    if (isInlineExecutable(html.toString('latin1', afterName, tagEnd))) {
      const hash = `sha256-${createHash('sha256').update(normalizeNewlines(html.subarray(contentStart, contentEnd))).digest('base64')}`;
      if (!hashes.includes(hash)) hashes.push(hash);
    }
    if (close === -1) break;
    position = close + 8;
  }
  return hashes;
}

/**
 * inlineScriptHashes of whole pages given as strings, remembered by the page's text. Next hands
 * a cached page to the response as the same string on every hit, so a lookup costs V8's
 * string hash (computed once and kept in the string) and a pointer comparison; an equal page
 * in a new string costs one pass of native hashing and comparing. Least recently used pages
 * go first once the remembered pages exceed `maxChars` characters in all; pages over
 * `maxChars / 8` are not remembered.
 */
export function createScriptHashCache(maxChars = 8 * 1024 * 1024) {
  const pages = new Map<string, string[]>();
  let chars = 0;
  return (html: string): string[] => {
    const known = pages.get(html);
    if (known !== undefined) {
      // Most recently used last: Map keeps insertion order.
      pages.delete(html);
      pages.set(html, known);
      return known;
    }
    const hashes = inlineScriptHashes(Buffer.from(html, 'utf8'));
    if (html.length <= maxChars / 8) {
      pages.set(html, hashes);
      chars += html.length;
      for (const oldest of pages.keys()) {
        if (chars <= maxChars) break;
        pages.delete(oldest);
        chars -= oldest.length;
      }
    }
    return hashes;
  };
}

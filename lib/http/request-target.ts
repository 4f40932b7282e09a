/**
 * The request-target check of the front door: what Next would answer with a plain 500
 * (malformed percent-encoding: `/%`, `/%ZZ`, `/l/demo-clinic/%FF%FE`), and what no page or
 * endpoint can use (NUL and other control characters, raw or encoded; overlong paths and
 * segments), gets a 400 before Next sees it. Node's parser already refuses raw control
 * characters and raw non-ASCII bytes; the check repeats that for whatever calls it.
 */

/** A whole request target (path and query); Node itself stops at 16 KiB of headers. */
export const MAX_TARGET_LENGTH = 8192;
/** The path as sent (percent-encoded). The longest real page path is under 200. */
export const MAX_PATH_LENGTH = 2048;
/** One decoded path segment in UTF-8 bytes: Next's page cache writes segments as file names (255 bytes at most). */
export const MAX_SEGMENT_BYTES = 200;

export type TargetProblem = 'not_a_path' | 'too_long' | 'path_too_long' | 'segment_too_long' | 'malformed_encoding' | 'control_character';

const MESSAGES: Record<TargetProblem, string> = {
  not_a_path: 'The request target must be a path starting with /',
  too_long: `The request target is longer than ${MAX_TARGET_LENGTH} characters`,
  path_too_long: `The path is longer than ${MAX_PATH_LENGTH} characters`,
  segment_too_long: `A path segment is longer than ${MAX_SEGMENT_BYTES} bytes`,
  malformed_encoding: 'The request target has malformed percent-encoding',
  control_character: 'The request target contains a control character',
};

export const targetProblemMessage = (problem: TargetProblem) => MESSAGES[problem];

const SLASH = 47;

/** A control character (U+0000–U+001F, U+007F) anywhere in the text. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** One part of the target (path or query): raw control characters, then its decoding and what it decodes to. */
function partProblem(part: string): TargetProblem | undefined {
  if (hasControlCharacter(part)) return 'control_character';
  if (part.indexOf('%') === -1) return undefined;
  let decoded: string;
  try {
    // Throws on `%`, `%ZZ` and on bytes that are not UTF-8 (`%FF%FE`), as Next's own decoding does.
    decoded = decodeURIComponent(part);
  } catch {
    return 'malformed_encoding';
  }
  return hasControlCharacter(decoded) ? 'control_character' : undefined;
}

/** UTF-8 length of a segment once decoded: every `%XX` is one byte, every other character (ASCII here) one. */
function decodedSegmentBytes(segment: string): number {
  let bytes = segment.length;
  for (let i = segment.indexOf('%'); i !== -1; i = segment.indexOf('%', i + 1)) bytes -= 2;
  return bytes;
}

function longestSegmentBytes(path: string): number {
  let longest = 0;
  let start = 0;
  for (let i = 0; i <= path.length; i += 1) {
    if (i === path.length || path.charCodeAt(i) === SLASH) {
      const length = i - start;
      if (length > longest) {
        const bytes = decodedSegmentBytes(path.slice(start, i));
        if (bytes > longest) longest = bytes;
      }
      start = i + 1;
    }
  }
  return longest;
}

/**
 * What is wrong with a request target, or undefined when Next may have it.
 *   `/l/demo-clinic/news?page=2` -> undefined
 *   `/%`, `/%ZZ`, `/l/demo-clinic/%FF%FE`, `/a?q=%E0%A4` -> 'malformed_encoding'
 *   `/l/demo-clinic/a%00`, `/api/x?q=%1F` -> 'control_character'
 *   `*`, `http://host/` -> 'not_a_path'
 */
export function requestTargetProblem(target: string): TargetProblem | undefined {
  if (target.length > MAX_TARGET_LENGTH) return 'too_long';
  if (target.charCodeAt(0) !== SLASH) return 'not_a_path';
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (path.length > MAX_PATH_LENGTH) return 'path_too_long';
  const problem = partProblem(path) ?? (query === -1 ? undefined : partProblem(target.slice(query + 1)));
  if (problem) return problem;
  // Most paths are shorter than one segment may be: skip the walk.
  if (path.length > MAX_SEGMENT_BYTES && longestSegmentBytes(path) > MAX_SEGMENT_BYTES) return 'segment_too_long';
  return undefined;
}

/**
 * Arbitraries for the fuzz tests (issue 9 "No 500 for anything a client can send"): strings a
 * client can send that our code might choke on, and the encoding of such a string in a URL.
 * Shared by the API fuzz (vitest, tests/integration/fuzz-api.test.ts) and the page fuzz (Playwright).
 */
import fc from 'fast-check';

const char = (code: number) => String.fromCharCode(code);

/** C0 and C1 controls, DEL, and the invisible characters that break lines or text direction. */
export const controlChar = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map(char),
  fc.integer({ min: 0x7f, max: 0x9f }).map(char),
  fc.constantFrom('\u0000', '\u2028', '\u2029', '\ufeff', '\u202e', '\u200b'),
);

/** Half of a surrogate pair: not a character, and not encodable as UTF-8. */
export const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map(char);

/** Values people and scripts are known to send where a slug, a number or a name is expected. */
const TRICKY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%ZZ',
  '%FF%FE',
  '%C0%AF',
  '.',
  '..',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '0x10',
  '1e400',
  '99999999999999999999999',
  '2147483648',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  'null',
  'true',
  '[]',
  '{}',
  'İ'.repeat(300),
  'ß'.repeat(200),
  '\ufeffBOM',
  'a\r\nSet-Cookie: x=1',
  '\ud83d\ude00'.repeat(100),
];

/** A string of `length` code units cut from a repeated piece: overlong values. */
const overlong = fc
  .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.constantFrom(65, 101, 256, 300, 2049, 5001, 20_000))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** Any string a client can send: unicode, control characters, lone surrogates, overlong and tricky values. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 3, arbitrary: fc.string({ unit: fc.oneof(controlChar, loneSurrogate, fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 })), maxLength: 16 }) },
  { weight: 1, arbitrary: overlong },
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY) },
);

/** A valid value with one control character or lone surrogate put inside: gets past every check but that one. */
export function spiked(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(valid, fc.oneof(controlChar, loneSurrogate), fc.nat()).map(([value, odd, at]) => {
    const index = value.length ? at % (value.length + 1) : 0;
    return value.slice(0, index) + odd + value.slice(index);
  });
}

/** Values of a JSON field of the wrong type: numbers out of every range, booleans, null, arrays, objects. */
export const wrongJsonType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -(2 ** 31) - 1, 0.5, -0, 0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 3 }),
);

/** Bodies that are not what a JSON call expects: broken, empty, deep, huge numbers, the wrong shape. */
export const RAW_BODIES = [
  '',
  ' ',
  'null',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{',
  '{"a":',
  "{'a': 1}",
  '{"a":1}garbage',
  '{"RATING": 1e999, "specialistId": -1e999, "page": 1e400}',
  '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  '{"COMPANY_CODE": "DEMO", "COMPANY_CODE": ["DEMO"]}',
  '\ufeff{}',
  '\u0000',
  '['.repeat(5000) + ']'.repeat(5000),
  `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
  'login=a&password=b',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
];

/**
 * One path segment as a client may send it: percent-encoded UTF-8; a lone surrogate (no UTF-8 form)
 * as the bytes of its code unit, which are not valid UTF-8; the TRICKY values with a '%' go in raw.
 * `wellFormed`: always valid percent-encoded UTF-8 (a lone surrogate becomes U+FFFD, '%' is '%25').
 */
export function encodeSegment(value: string, { wellFormed = false } = {}): string {
  if (wellFormed) return encodeURIComponent(value.toWellFormed());
  if (/^(%|%ZZ|%FF%FE|%C0%AF|%00)$/.test(value)) return value;
  let out = '';
  for (const piece of value.match(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g) ?? []) {
    if (piece.length === 1 && /[\ud800-\udfff]/.test(piece)) {
      const code = piece.charCodeAt(0);
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(piece);
    }
  }
  return out;
}

/**
 * A header value built from `value` as a raw HTTP client sends it (UTF-8 bytes, read as Latin-1 by
 * Node), without what no header can carry (NUL, CR, LF), or undefined when fetch's Headers refuses it.
 */
export function headerSafe(value: string): string | undefined {
  const cleaned = Buffer.from(value.replace(/[\0\r\n]/g, ''), 'utf8').toString('latin1');
  try {
    new Headers([['x-probe', cleaned]]);
    return cleaned;
  } catch {
    return undefined;
  }
}

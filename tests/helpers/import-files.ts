/*
 * What the import tests (issue 31) upload: a CSV's bytes, the same in Windows-1251 (Excel's CSV on
 * a Russian Windows; Node has no encoder for it), and a tiny PNG that is not a table.
 */

/** CSV lines joined as Excel writes them (CRLF), as UTF-8 bytes. */
export const csv = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));

/** Windows-1251 bytes of a text of ASCII and Russian letters. */
export function cp1251(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((char) => {
      const code = char.codePointAt(0)!;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (char === 'Ё') return 0xa8;
      if (char === 'ё') return 0xb8;
      throw new Error(`not in the test's table: ${char}`);
    }),
  );
}

/** A 1×1 PNG: an image, not a spreadsheet. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

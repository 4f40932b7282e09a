import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// The browser client's hasher (@noble/hashes), as the api client calls it.
import { sha256Hex } from '@/lib/api-client/hash';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// Deterministic varied text, so a wrong word order or schedule cannot hide behind repetition.
function pseudoRandomAscii(length: number): string {
  let seed = 1;
  let text = '';
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    text += String.fromCharCode(32 + (seed % 95));
  }
  return text;
}

describe('lib/api-client/hash.ts sha256Hex (the request token)', () => {
  it.each([
    ['the empty string', ''],
    ['abc', 'abc'],
    ['a 1000-character text', pseudoRandomAscii(1000)],
    ['multibyte Kazakh and Uzbek text', 'Қазақша Oʻzbekcha'],
    ['a JSON body with emoji', '{"name":"Клиника 🏥","tags":[1,2]}'],
  ])('matches node:crypto for %s', async (_name, text) => {
    expect(await sha256Hex(text)).toBe(nodeSha256(text));
  });

  // 55 bytes is the longest message whose padding fits one block; 56..64 need a second.
  it.each([55, 56, 63, 64, 65, 119, 120, 128])('matches node:crypto at the padding edge of %i bytes', async (length) => {
    const text = pseudoRandomAscii(length);
    expect(await sha256Hex(text)).toBe(nodeSha256(text));
  });

  it('matches node:crypto for 1 MB', async () => {
    const text = pseudoRandomAscii(1 << 20);
    expect(await sha256Hex(text)).toBe(nodeSha256(text));
  });

  it('hashes a short text correctly after a longer one', async () => {
    await sha256Hex(pseudoRandomAscii(5000));
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('returns 64 lowercase hex characters', async () => {
    expect(await sha256Hex('Oʻzbekcha')).toMatch(/^[0-9a-f]{64}$/);
  });
});

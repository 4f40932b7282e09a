import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashScriptUrl } from '@/lib/api-client/hash';
import { buildHashScript } from '@/scripts/hash-script';

// SPEC 7.1: the browser hashes the request token with the script served at /wasm/hash.js. These
// tests load the very bytes next.config.ts writes there (scripts/hash-script.ts, @noble/hashes),
// as an ES module, and hash with its sha256Hex as the api client does (lib/api-client/hash.ts).
const script = buildHashScript();
const folder = mkdtempSync(path.join(tmpdir(), 'hash-js-'));
let sha256Hex: (text: string) => Promise<string>;
beforeAll(async () => {
  const file = path.join(folder, 'hash.mjs');
  writeFileSync(file, script.code);
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { sha256Hex: (text: string) => string };
  sha256Hex = async (text) => loaded.sha256Hex(text);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

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

describe('/wasm/hash.js, the script the client loads', () => {
  it('is one small self-contained ES module that exports sha256Hex and imports nothing', () => {
    expect(script.code).toMatch(/export\s*\{[^}]*\bas sha256Hex\b[^}]*\}/);
    expect(script.code).not.toMatch(/\bimport\s*[{("'*]/);
    expect(script.code.length).toBeLessThan(12_000);
  });

  it('is loaded at its versioned address, the version being a hash of its bytes', () => {
    expect(script.version).toBe(createHash('sha256').update(script.code).digest('hex').slice(0, 16));
    expect(hashScriptUrl(script.version)).toBe(`/wasm/hash.js?v=${script.version}`);
    expect(hashScriptUrl(undefined)).toBe('/wasm/hash.js');
  });
});

describe('/wasm/hash.js sha256Hex (the request token)', () => {
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

/**
 * The request token's hash (SPEC 7.1): the browser imports the hashing script served at
 * /wasm/hash.js (SHA-256 from `@noble/hashes`, built by scripts/hash-script.ts from
 * ./hash-script.ts) and calls its sha256Hex. No copy is bundled with the pages: the script is
 * fetched on the first write, not with the page, so a page that only reads never loads it, and
 * its versioned address (`?v=`, a hash of its bytes, set by next.config.ts) is cached for a year.
 * Plain JavaScript from our own origin: the CSP's script-src 'self' covers it, no 'wasm-unsafe-eval'.
 */
export const HASH_SCRIPT_PATH = '/wasm/hash.js';

/** The address the client loads: the path with the build's version of the script. */
export const hashScriptUrl = (version: string | undefined = process.env.HASH_SCRIPT_VERSION) => (version ? `${HASH_SCRIPT_PATH}?v=${version}` : HASH_SCRIPT_PATH);

type HashScript = { sha256Hex: (text: string) => string };

let hasher: Promise<HashScript> | null = null;

/** Loads the script once per page; a failed load (a weak line) is forgotten so the next call retries. */
function loadHasher(): Promise<HashScript> {
  const url = hashScriptUrl();
  hasher ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<HashScript>).catch((error: unknown) => {
    hasher = null;
    throw error;
  });
  return hasher;
}

/** Lowercase hex SHA-256 of the UTF-8 bytes of text, computed by /wasm/hash.js. */
export async function sha256Hex(text: string): Promise<string> {
  const { sha256Hex: hash } = await loadHasher();
  return hash(text);
}

/**
 * The request token's hash (SPEC 7.1): SHA-256 from `@noble/hashes`, a kept and audited
 * implementation in plain JavaScript (docs/decisions.md, "The request token's SHA-256"), so the
 * Content-Security-Policy needs neither 'wasm-unsafe-eval' nor 'unsafe-eval'. The module is
 * loaded on the first write, not with the page: a page that only reads never fetches it.
 */
type Sha2 = typeof import('@noble/hashes/sha2.js');
type Utils = typeof import('@noble/hashes/utils.js');

let hasher: Promise<[Sha2, Utils]> | null = null;

/** Loads the hasher once per page; a failed load (a chunk lost on a weak line) is forgotten so the next call retries. */
function loadHasher(): Promise<[Sha2, Utils]> {
  hasher ??= Promise.all([import('@noble/hashes/sha2.js'), import('@noble/hashes/utils.js')]).catch((error: unknown) => {
    hasher = null;
    throw error;
  });
  return hasher;
}

/** Lowercase hex SHA-256 of the UTF-8 bytes of text. */
export async function sha256Hex(text: string): Promise<string> {
  const [{ sha256 }, { bytesToHex, utf8ToBytes }] = await loadHasher();
  return bytesToHex(sha256(utf8ToBytes(text)));
}

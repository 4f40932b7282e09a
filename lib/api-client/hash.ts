/** The hashing script of SPEC 7.1, served from public/wasm (built by scripts/wasm/build.mjs). */
const HASH_SCRIPT_URL = '/wasm/hash.js';

interface HashModule {
  sha256Hex(text: string): Promise<string>;
}

let hashModule: Promise<HashModule> | null = null;

/** Loads /wasm/hash.js once per page; a failed load is forgotten so the next call retries. */
function loadHashModule(): Promise<HashModule> {
  // webpackIgnore (honoured by Turbopack too): a runtime URL import, not a bundled module.
  hashModule ??= (import(/* webpackIgnore: true */ HASH_SCRIPT_URL) as Promise<HashModule>).catch((error: unknown) => {
    hashModule = null;
    throw error;
  });
  return hashModule;
}

/** Lowercase hex SHA-256 of the UTF-8 bytes of text, computed in WebAssembly. */
export async function sha256Hex(text: string): Promise<string> {
  return (await loadHashModule()).sha256Hex(text);
}

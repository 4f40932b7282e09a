/**
 * The source of the script served at /wasm/hash.js (SPEC 7.1: the request token is computed by a
 * hashing script loaded from that address). scripts/hash-script.ts bundles this file with
 * @noble/hashes into one small ES module (a kept, audited SHA-256 in plain JavaScript, so the CSP
 * needs no 'wasm-unsafe-eval'); the browser client imports it from /wasm/hash.js on its first write
 * (./hash.ts). Nothing in the app imports this file directly: the page's bundles never carry a copy.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Lowercase hex SHA-256 of the UTF-8 bytes of text. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

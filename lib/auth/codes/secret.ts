import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

let cached: Buffer | undefined;

/**
 * The key of the codes' HMAC (docs/decisions.md "Patient accounts"): CODE_HASH_SECRET when set
 * (every instance of a deployment on several machines must share it); otherwise a random key
 * made once and kept in `.data/code-hash-secret`, shared by the processes of one machine. It is
 * never in the database, so a copy of the confirmation_codes table reveals no code.
 */
export function codeHashSecret(): Buffer {
  if (cached) return cached;
  const fromEnv = process.env.CODE_HASH_SECRET;
  if (fromEnv) return (cached = Buffer.from(fromEnv, 'utf8'));
  const file = path.join(process.cwd(), '.data', 'code-hash-secret');
  try {
    cached = readFileSync(file);
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': when two processes start at once, the first file wins and both read it.
      writeFileSync(file, randomBytes(32), { flag: 'wx', mode: 0o600 });
    } catch {
      // Written by another process meanwhile.
    }
    cached = readFileSync(file);
  }
  return cached;
}

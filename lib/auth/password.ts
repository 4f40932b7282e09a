import { hash, verify, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

// OWASP's minimum argon2id configuration: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`) for a plain password. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** True when the plain password matches the stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

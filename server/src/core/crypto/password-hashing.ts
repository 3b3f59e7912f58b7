import { hash, verify } from '@node-rs/argon2';
import { normalizePassword } from '@lobby/contract';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
interface HashCost {
  algorithm: 2;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PASSWORD_HASH_OPTIONS: Readonly<HashCost> = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

let options: Readonly<HashCost> = PASSWORD_HASH_OPTIONS;

/**
 * Test runs only (the server tests' setup file): argon2id at 1 MiB and one pass, for real and
 * dummy checks alike, so thousands of test sign-ups do not each spend 40 ms. Refused outside
 * Vitest.
 */
export function useCheapPasswordHashingInTests(): void {
  if (!process.env.VITEST) throw new Error('cheap password hashing is for test runs only');
  options = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };
  dummyHash = undefined;
}

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), options);
}

/** Checks a password against its hash; false for a malformed hash rather than an error. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalizePassword(password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** The hash a dummy check verifies against: made as every password's, so it costs the same. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('lobby-dummy-password-for-timing');
  return dummyHash;
}

/** Spends the time a real check takes, so an unknown user answers no faster than a known one. */
export async function verifyDummy(password: string): Promise<false> {
  await verifyPassword(await dummyPasswordHash(), password);
  return false;
}

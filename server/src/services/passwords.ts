import { hash, verify } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), OPTIONS);
}

/** Checks a password against its hash; false for a malformed hash rather than an error. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time a real check takes, so an unknown user answers no faster than a known one. */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('lobby-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** True for the passwords people pick most (Mozilla's list of the most common million). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

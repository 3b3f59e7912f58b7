import { hash, verify } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';
import {
  ERROR_CODES as E,
  normalizePassword,
  PASSWORD_RULES,
  passwordProblem,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';

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

/**
 * True for the passwords people pick most (Mozilla's list of the most common million), judged
 * in the form the password is hashed in, so a full-width `ｐａｓｓｗｏｒｄ１２３` is `password123`.
 */
export function isCommonPassword(password: string): boolean {
  const judged = normalizePassword(password);
  return commonPasswords.test(judged) || commonPasswords.test(judged.toLowerCase());
}

/**
 * Refuses a new password that breaks the contract's rules, judged as it will be hashed (NFKC):
 * 8 to 128 characters, not holding the username or the merchant's name, not a common password.
 */
export function assertNewPasswordAllowed(
  password: string,
  owner: { username: string | undefined; merchant: MerchantConfig },
  field: string,
): void {
  const problem = passwordProblem(password, {
    username: owner.username,
    merchantName: owner.merchant.name,
  });
  if (problem === 'containsUsername') {
    throw new AppError(200, E.passwordHasUsername, 'The password must not contain the username');
  }
  if (problem === 'containsMerchant') {
    throw new AppError(200, E.passwordHasMerchant, "The password must not contain the site's name");
  }
  if (problem) {
    // The contract's schema refuses these first; kept so no caller can skip the length rule.
    const { minLength, maxLength } = PASSWORD_RULES;
    const message = `body.${field}: ${minLength} to ${maxLength} characters`;
    throw new AppError(400, E.invalidRequest, message);
  }
  if (isCommonPassword(password)) {
    throw new AppError(
      200,
      E.passwordTooCommon,
      'This password is too common, please choose another',
    );
  }
}

/** Past the merchant's passwordMaxAgeDays (0: passwords never expire) since the last change. */
export function isPasswordExpired(
  merchant: MerchantConfig,
  member: { password_changed_at: Date },
  now: Date,
): boolean {
  const maxAgeDays = merchant.accounts.passwordMaxAgeDays;
  return (
    maxAgeDays > 0 && now.getTime() - member.password_changed_at.getTime() > maxAgeDays * 86_400_000
  );
}

import commonPasswords from 'fxa-common-password-list';
import {
  ERROR_CODES as E,
  normalizePassword,
  PASSWORD_RULES,
  passwordProblem,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';

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

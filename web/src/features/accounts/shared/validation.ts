import type { z } from 'zod/mini';
import {
  emailSchema,
  verificationCodeSchema,
  nationalMobileSchema,
  passwordProblem,
  PASSWORD_RULES,
  usernameSchema,
  USERNAME_RULES,
  type PasswordOwner,
  type PasswordProblem,
  ageOn,
  LEDGER_DATE_MIN,
} from '@lobby/contract';

/** A field error as a message key and its values, translated where it is shown. */
export interface FieldMessage {
  key: string;
  values?: Record<string, number>;
}

type Rules = { minLength?: number; maxLength?: number; formatKey: string };

/** The first problem of a value against a contract schema, in the player's words; null when fine. */
function check(schema: z.ZodMiniType, value: string, rules: Rules): FieldMessage | null {
  if (value === '') return { key: 'validation.required' };
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_small' && rules.minLength !== undefined) {
    return { key: 'validation.tooShort', values: { min: rules.minLength } };
  }
  if (issue?.code === 'too_big' && rules.maxLength !== undefined) {
    return { key: 'validation.tooLong', values: { max: rules.maxLength } };
  }
  return { key: rules.formatKey };
}

export const validateUsername = (value: string) =>
  check(usernameSchema, value, {
    minLength: USERNAME_RULES.minLength,
    maxLength: USERNAME_RULES.maxLength,
    formatKey: 'validation.usernameChars',
  });

/** What the form says for each broken password rule; the server answers the same rules. */
const PASSWORD_MESSAGES: Record<PasswordProblem, FieldMessage> = {
  tooShort: { key: 'validation.tooShort', values: { min: PASSWORD_RULES.minLength } },
  tooLong: { key: 'validation.tooLong', values: { max: PASSWORD_RULES.maxLength } },
  containsUsername: { key: 'validation.passwordHasUsername' },
  containsMerchant: { key: 'validation.passwordHasMerchant' },
};

/** A new password against the contract's rules, judged as the server will hash it (NFKC). */
export function validatePassword(value: string, owner: PasswordOwner = {}): FieldMessage | null {
  if (value === '') return { key: 'validation.required' };
  const problem = passwordProblem(value, owner);
  return problem ? PASSWORD_MESSAGES[problem] : null;
}

/** A texted code: 6 digits. */
export const validateCode = (value: string) =>
  check(verificationCodeSchema, value, { formatKey: 'validation.code' });

export const validateEmail = (value: string) =>
  check(emailSchema, value, { formatKey: 'validation.email' });

export const validateMobile = (value: string) =>
  check(nationalMobileSchema, value, { formatKey: 'validation.mobile' });

/** Login asks only that something was typed: rules may tighten, old passwords must still work. */
export const validateRequired = (value: string): FieldMessage | null =>
  value === '' ? { key: 'validation.required' } : null;

export const validateConfirmation = (password: string, confirmation: string) =>
  confirmation === ''
    ? validateRequired(confirmation)
    : password === confirmation
      ? null
      : { key: 'validation.passwordMismatch' };

/** Digits of a phone number as typed or autofilled (autocomplete="tel"), without its country code. */
export function nationalNumber(typed: string, dialingCode: string): string {
  let digits = typed.replace(/[\s().-]/g, '');
  const code = dialingCode.replace(/\D/g, '');
  for (const prefix of [`+${code}`, `00${code}`]) {
    if (code && digits.startsWith(prefix)) digits = digits.slice(prefix.length);
  }
  return digits;
}

/** A national number behind its dialing code (`+63` `9171234567`), as the server reads it. */
export function internationalNumber(national: string, dialingCode: string): string {
  return national.startsWith('+') || !dialingCode ? national : `${dialingCode}${national}`;
}

/** A date of birth: given, a real day, and at least `minimumAge` years before `today`. */
export function validateBirthDate(
  value: string,
  minimumAge: number,
  today: string,
): FieldMessage | null {
  if (value === '') return { key: 'validation.birthDateRequired' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < LEDGER_DATE_MIN || value > today) {
    return { key: 'validation.birthDateInvalid' };
  }
  if (ageOn(value, today) < minimumAge) {
    return { key: 'validation.underAge', values: { age: minimumAge } };
  }
  return null;
}

/** The terms and privacy policy must be accepted ('1' when ticked). */
export const validateTermsAccepted = (value: string): FieldMessage | null =>
  value === '1' ? null : { key: 'validation.acceptTerms' };

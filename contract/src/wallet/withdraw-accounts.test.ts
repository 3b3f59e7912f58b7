import { describe, expect, it } from 'vitest';
import { maskAccountNumber, WITHDRAW_ACCOUNT_NUMBER_PATTERN } from './withdraw-account-calls.js';

describe('withdrawal account numbers', () => {
  it('are masked to their last 4 characters', () => {
    expect(maskAccountNumber('001234567890')).toBe('•••• 7890');
    expect(maskAccountNumber('GB33BUKB20201555555555')).toBe('•••• 5555');
  });

  it('are 6 to 34 letters and digits', () => {
    expect(WITHDRAW_ACCOUNT_NUMBER_PATTERN.test('12345')).toBe(false);
    expect(WITHDRAW_ACCOUNT_NUMBER_PATTERN.test('123456')).toBe(true);
    expect(WITHDRAW_ACCOUNT_NUMBER_PATTERN.test('A'.repeat(35))).toBe(false);
    expect(WITHDRAW_ACCOUNT_NUMBER_PATTERN.test('1234-5678')).toBe(false);
  });
});

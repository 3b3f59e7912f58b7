import { describe, expect, it } from 'vitest';
import { digitsOnly } from './sign-in-steps';

describe("the authenticator's code as typed", () => {
  it('keeps the digits only, spaces and dashes of a pasted code dropped', () => {
    expect(digitsOnly('123 456')).toBe('123456');
    expect(digitsOnly('12-34a56')).toBe('123456');
    expect(digitsOnly('')).toBe('');
  });
});

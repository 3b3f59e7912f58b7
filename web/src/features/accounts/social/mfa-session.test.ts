import { describe, expect, it } from 'vitest';
import { PROVIDER_CODES, type ProviderError } from '../../../lib/provider-errors';
import { MFA_SESSION_TYPES, phoneFactorRequest } from './mfa-session';

const session = { kind: 'session' };
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as ProviderError).providerCode;
  }
  return 'no error';
};

describe('the multi-factor session of a texted second factor', () => {
  it('is of type enrol or signin only', () => {
    expect(MFA_SESSION_TYPES).toEqual(['enrol', 'signin']);
    expect(
      codeOf(() => phoneFactorRequest('enroll', session, { phoneNumber: '+639170000000' })),
    ).toBe(PROVIDER_CODES.argumentError);
    expect(codeOf(() => phoneFactorRequest('', session, {}))).toBe(PROVIDER_CODES.argumentError);
  });

  it('signin names the enrolled factor by its id, and cannot go on without one', () => {
    const hint = { uid: 'factor-1', phoneNumber: '+63•••••0000' };
    expect(phoneFactorRequest('signin', session, { hint })).toEqual({
      session,
      multiFactorHint: hint,
    });
    expect(codeOf(() => phoneFactorRequest('signin', session, {}))).toBe(
      PROVIDER_CODES.missingMfaInfo,
    );
    expect(codeOf(() => phoneFactorRequest('signin', session, { hint: { uid: '' } }))).toBe(
      PROVIDER_CODES.missingMfaInfo,
    );
  });

  it('enrol names the number to text', () => {
    expect(phoneFactorRequest('enrol', session, { phoneNumber: '+639170000000' })).toEqual({
      session,
      phoneNumber: '+639170000000',
    });
    expect(codeOf(() => phoneFactorRequest('enrol', session, {}))).toBe(
      PROVIDER_CODES.argumentError,
    );
  });
});

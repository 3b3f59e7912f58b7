import { PROVIDER_CODES, ProviderError } from '../../../lib/provider-errors';

/** The two kinds of multi-factor session (SPEC section 4): adding a factor, or signing in with one. */
export const MFA_SESSION_TYPES = ['enrol', 'signin'] as const;
export type MfaSessionType = (typeof MFA_SESSION_TYPES)[number];

/**
 * What a texted second factor asks the SDK for, by its session's type: enrolment names the new
 * number; sign-in names the enrolled factor (its id), without which it cannot go on
 * (missing-multi-factor-info). Any other type is an argument error.
 */
export function phoneFactorRequest<Session, Hint extends { uid: string }>(
  type: string,
  session: Session,
  factor: { phoneNumber?: string; hint?: Hint },
): { session: Session; phoneNumber: string } | { session: Session; multiFactorHint: Hint } {
  if (type === 'enrol') {
    if (!factor.phoneNumber) throw new ProviderError(PROVIDER_CODES.argumentError);
    return { session, phoneNumber: factor.phoneNumber };
  }
  if (type === 'signin') {
    if (!factor.hint?.uid) throw new ProviderError(PROVIDER_CODES.missingMfaInfo);
    return { session, multiFactorHint: factor.hint };
  }
  throw new ProviderError(PROVIDER_CODES.argumentError);
}

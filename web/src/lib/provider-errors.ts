/**
 * The failures of signing in with another account that happen in the browser, before the server
 * is asked: Firebase's own (`auth/…` codes with its message) and the browser rules' (one popup at
 * a time, a closed popup, private browsing). What each means to the player is decided in
 * error-catalogue.ts.
 */
export class ProviderError extends Error {
  constructor(
    readonly providerCode: string,
    message: string = providerCode,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The codes the browser rules raise themselves (the same as Firebase's where Firebase has one). */
export const PROVIDER_CODES = {
  cancelledPopup: 'auth/cancelled-popup-request',
  popupClosed: 'auth/popup-closed-by-user',
  popupBlocked: 'auth/popup-blocked',
  argumentError: 'auth/argument-error',
  missingMfaInfo: 'auth/missing-multi-factor-info',
  mfaRequired: 'auth/multi-factor-auth-required',
  privateBrowsing: 'not_support_incognito',
} as const;

/** A provider failure as a ProviderError: ours as it is, Firebase's (code and message) copied. */
export function providerErrorOf(error: unknown): ProviderError | undefined {
  if (error instanceof ProviderError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code.startsWith('auth/')) return undefined;
  return new ProviderError(code, typeof message === 'string' ? message : code);
}

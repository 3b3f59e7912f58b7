/**
 * The operator console's shared rules: its languages, how long its sessions last, and the sizes
 * of its pages. The console and the server read them from here.
 */

/** The languages the console is written in; a merchant file offers EN plus some of the others. */
export const OPS_LANGUAGES = ['EN', 'CN', 'TH', 'VI'] as const;
export type OpsLanguage = (typeof OPS_LANGUAGES)[number];

/** An operator session ends after this long without a call. */
export const OPERATOR_IDLE_MINUTES = 30;

/** A sign-in that has checked the password has this long to finish its second step. */
export const OPERATOR_SIGN_IN_STEP_MINUTES = 10;

/** Audit log entries per page. */
export const AUDIT_PAGE_SIZE = 50;

/** Audit log entries in one CSV export at most. */
export const AUDIT_EXPORT_MAX = 10_000;

/** An operator's name: letters, digits, dot, dash and underscore. */
export const OPERATOR_USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** What a sign-in needs next: a TOTP code, a new password, pairing an authenticator, or nothing. */
export const OPERATOR_SIGN_IN_STAGES = ['totp', 'password', 'pair', 'active'] as const;
export type OperatorSignInStage = (typeof OPERATOR_SIGN_IN_STAGES)[number];

/** The languages a merchant's console offers: EN first, then the staff's, once each. */
export function opsLanguagesOf(staff: readonly OpsLanguage[]): OpsLanguage[] {
  return [...new Set<OpsLanguage>(['EN', ...staff])];
}

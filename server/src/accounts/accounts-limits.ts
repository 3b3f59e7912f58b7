import {
  ACCOUNT_ERROR_CODES as E,
  TWO_FACTOR_RULES,
  VERIFICATION_ERROR_CODES as V,
} from '@lobby/contract';
import {
  byAddress,
  byNetwork,
  HOUR,
  MINUTE,
  type Counter,
  type LimitKind,
  type LimitParts,
  type RefusingKind,
} from '../core/limits/limit-kind.js';
import type { MerchantConfig } from '../core/merchant-config.js';

/** Limits per window (SPEC.md); a shared network (one /24 or /64) gets more room than one address. */
export const ACCOUNT_LIMITS = {
  /** Sign-ins, username checks and envelopes that fail to open, per address. */
  loginPerSource: { key: 'login:src', by: byAddress, max: 60, windowMs: 15 * MINUTE },
  /** The same, per /24 (IPv4) or /64 (IPv6). */
  loginPerNetwork: { key: 'login:net', by: byNetwork, max: 150, windowMs: 15 * MINUTE },
  /**
   * Passkey challenges handed out, per address and per network: the login page asks one for its
   * username field's autofill on every visit, so they have room of their own apart from sign-ins.
   */
  passkeyChallengesPerSource: { key: 'passkey:ip', by: byAddress, max: 120, windowMs: 15 * MINUTE },
  passkeyChallengesPerNetwork: {
    key: 'passkey:net',
    by: byNetwork,
    max: 600,
    windowMs: 15 * MINUTE,
  },
  registerPerAddress: { key: 'reg:ip', by: byAddress, max: 10, windowMs: HOUR },
  registerPerNetwork: { key: 'reg:net', by: byNetwork, max: 40, windowMs: HOUR },
  registerPerDevice: {
    key: 'reg:dev',
    by: (parts: { deviceId: string | undefined }) => parts.deviceId || undefined,
    max: 5,
    windowMs: HOUR,
  },
  /** Past `max` failed sign-ins a minute on one merchant, every failed answer waits `delayMs`. */
  failureWave: { key: 'login:fail', max: 100, windowMs: MINUTE, delayMs: 2_000 },
  /** Codes sent by SMS or email, per address and per network (each number has its own limits). */
  codesPerSource: { key: 'code:ip', by: byAddress, max: 20, windowMs: HOUR },
  codesPerNetwork: { key: 'code:net', by: byNetwork, max: 60, windowMs: HOUR },
} as const satisfies Record<string, Counter<never> & { delayMs?: number }>;

const L = ACCOUNT_LIMITS;
const SIGN_IN = 'Sign-in';

/** A request counted by where it comes from. */
export type SourceParts = LimitParts & { ip: string };

/** A source's sign-in allowance: sign-ins, username checks and sealed bodies all spend it. */
export const SIGN_IN_SOURCE_COUNTERS = [L.loginPerSource, L.loginPerNetwork] as const;

export const SIGN_IN_TRIES: RefusingKind<SourceParts> = {
  feature: SIGN_IN,
  counters: SIGN_IN_SOURCE_COUNTERS,
  tooMany: E.tooManyLogin,
};

/** A username check spends the same allowance as a sign-in try, so it cannot probe names faster. */
export const USERNAME_CHECKS: RefusingKind<SourceParts> = {
  feature: 'The username check',
  counters: SIGN_IN_SOURCE_COUNTERS,
  tooMany: E.tooManyCheck,
};

/** Passkey challenges handed out (not sign-in tries). */
export const PASSKEY_CHALLENGES: RefusingKind<SourceParts> = {
  feature: 'Passkey sign-in',
  counters: [L.passkeyChallengesPerSource, L.passkeyChallengesPerNetwork],
  tooMany: E.tooManyLogin,
};

/** Registrations per address, per network and per device (when the client names one). */
export const REGISTRATIONS: RefusingKind<SourceParts & { deviceId: string | undefined }> = {
  feature: 'Registration',
  counters: [L.registerPerAddress, L.registerPerNetwork, L.registerPerDevice],
  tooMany: E.tooManyRegister,
};

/** Codes sent (SMS or email) per address and per network. */
export const CODES_SENT: RefusingKind<SourceParts> = {
  feature: 'Sending codes',
  counters: [L.codesPerSource, L.codesPerNetwork],
  tooMany: V.tooManySms,
};

/** Failed sign-ins of one merchant, judged by the failure wave. */
export const FAILED_SIGN_INS: LimitKind<LimitParts> = {
  feature: SIGN_IN,
  counters: [L.failureWave],
};

type AccountParts = LimitParts & { username: string };
const byAccount = (parts: { username: string }) => parts.username.toLowerCase();
const lockoutWindowMs = (merchant: MerchantConfig) => merchant.accounts.lockoutMinutes * MINUTE;

/** The account's tries (passwords and texted sign-in codes): the merchant's lockout. */
export function accountTries(merchant: MerchantConfig): LimitKind<AccountParts> {
  const { lockoutFailures: max } = merchant.accounts;
  const counter = { key: 'login:acct', by: byAccount, max, windowMs: lockoutWindowMs(merchant) };
  return { feature: SIGN_IN, counters: [counter] };
}

/** The account's second-factor codes in the lockout window (judged against TWO_FACTOR_RULES). */
export function secondFactorTries(merchant: MerchantConfig): LimitKind<AccountParts> {
  const max = TWO_FACTOR_RULES.wrongCodes;
  const counter = { key: 'login:2fa', by: byAccount, max, windowMs: lockoutWindowMs(merchant) };
  return { feature: SIGN_IN, counters: [counter] };
}

/**
 * A session's own confirmations: as many as the account's lockout allows, but its own, so
 * strangers' sign-ins never spend them.
 */
export function ownConfirmations(
  merchant: MerchantConfig,
): RefusingKind<LimitParts & { sessionId: string }> {
  const counter = {
    key: 'confirm:session',
    by: (parts: { sessionId: string }) => parts.sessionId,
    max: merchant.accounts.lockoutFailures,
    windowMs: lockoutWindowMs(merchant),
  };
  return { feature: 'Confirming', counters: [counter], tooMany: E.tooManyLogin };
}
